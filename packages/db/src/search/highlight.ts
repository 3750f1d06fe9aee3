import { analyzeSearchText, type AnalyzedWord } from '@tafsir/core';
import { FOOTNOTE_MARKER_RE, hasCjk, segmentForIndex, type ParsedQuery, type SearchClause } from './text.js';

/**
 * Snippets of the ORIGINAL text (diacritics, Uthmani spelling, accents and case kept) around the first
 * match, with the matched words located as character ranges.
 *
 * Render-safe scheme: `text` is plain text (never HTML) and `highlights` lists `{start, end}` offsets
 * into it, in UTF-16 code units as JavaScript strings count them, `end` exclusive, sorted and
 * non-overlapping. The web wraps those ranges in <mark> itself (escaping the rest as usual).
 *
 * Normalisation removes characters (Arabic diacritics, tatweel, Uthmani small letters…), so offsets
 * in the normalised text say nothing about the original. Instead the original is cut into
 * whitespace-separated words and each word is normalised on its own (the Arabic rules never look
 * across a space): a word is marked when one of its tokens matches. To stay fast on long commentary
 * entries, the first match is located on blocks of words (one normalisation per block), and words
 * are normalised one by one only in the block that holds it and in the snippet window.
 * CJK text (no spaces) is matched as a substring of the original instead.
 */

export interface Highlight {
  start: number;
  end: number;
}

export interface Snippet {
  text: string;
  highlights: Highlight[];
}

export const SNIPPET_LENGTH = 240;
/** Characters of context kept before the first match. */
const LEAD = 70;
const BLOCK_WORDS = 64;

interface Word {
  start: number;
  end: number;
  text: string;
}

const tokenCache = new Map<string, AnalyzedWord[]>();
/** The analysed tokens of one original word (surface and stem; CJK as bigrams). */
function wordTokens(word: string): AnalyzedWord[] {
  let tokens = tokenCache.get(word);
  if (!tokens) {
    tokens = analyzeSearchText(word).flatMap((w) =>
      hasCjk(w.surface)
        ? segmentForIndex(w.surface)
            .split(' ')
            .map((g) => ({ surface: g, stem: g }))
        : [w],
    );
    if (tokenCache.size > 100_000) tokenCache.clear();
    tokenCache.set(word, tokens);
  }
  return tokens;
}

function splitWords(text: string, from = 0, to = text.length): Word[] {
  const words: Word[] = [];
  const re = /\S+/g;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m.index < to)
    words.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  return words;
}

/** A word's range without leading/trailing punctuation and symbols (brackets, ۞, commas). */
function coreRange(word: Word): Highlight {
  const lead = word.text.length - word.text.replace(/^[^\p{L}\p{N}\p{M}]+/u, '').length;
  const trail = word.text.length - word.text.replace(/[^\p{L}\p{N}\p{M}]+$/u, '').length;
  if (lead + trail >= word.text.length) return { start: word.start, end: word.end };
  return { start: word.start + lead, end: word.end - trail };
}

/** A word matches a query word by surface form or by one of its stems (or a prefix of either). */
const tokenMatches = (token: AnalyzedWord, surface: string, stems: readonly string[], prefix: boolean) =>
  token.surface === surface ||
  stems.includes(token.stem) ||
  (prefix && (token.surface.startsWith(surface) || stems.some((s) => token.stem.startsWith(s))));

/** `other`: the same words in another spelling of the text, token for token (see verseSnippet). */
function clauseMatchesAt(
  tokens: readonly AnalyzedWord[],
  i: number,
  clause: SearchClause,
  other?: readonly AnalyzedWord[],
): boolean {
  const n = clause.tokens.length;
  if (i + n > tokens.length) return false;
  for (let k = 0; k < n; k++) {
    const prefix = clause.prefix && k === n - 1;
    const [surface, stems] = [clause.tokens[k]!, clause.stems[k]!];
    if (
      !tokenMatches(tokens[i + k]!, surface, stems, prefix) &&
      !(other && tokenMatches(other[i + k]!, surface, stems, prefix))
    )
      return false;
  }
  return true;
}

/**
 * Every match of the query in these words, as ranges of `text`, in text order (may overlap).
 * `otherSpelling`: all of the text in another spelling (a verse's imla'i text), whose words count
 * as the words in the same place when both have as many (see verseSnippet).
 */
function matchRanges(
  text: string,
  words: readonly Word[],
  query: ParsedQuery,
  otherSpelling?: string,
): Highlight[] {
  const ranges: Highlight[] = [];
  const stream: AnalyzedWord[] = [];
  const owner: number[] = [];
  words.forEach((w, wi) => {
    for (const t of wordTokens(w.text)) {
      stream.push(t);
      owner.push(wi);
    }
  });
  const spelled = otherSpelling ? analyzeSearchText(otherSpelling) : undefined;
  const other = spelled?.length === stream.length ? spelled : undefined;
  for (const clause of query.clauses) {
    if (clause.cjk) {
      const needle = clause.normalized.replace(/ /g, '');
      if (!needle) continue;
      const first = words[0];
      const last = words[words.length - 1];
      if (!first || !last) continue;
      const slice = text.slice(first.start, last.end);
      for (let at = slice.indexOf(needle); at >= 0; at = slice.indexOf(needle, at + needle.length)) {
        ranges.push({ start: first.start + at, end: first.start + at + needle.length });
      }
      continue;
    }
    for (let i = 0; i < stream.length; i++) {
      if (!clauseMatchesAt(stream, i, clause, other)) continue;
      const a = coreRange(words[owner[i]!]!);
      const b = coreRange(words[owner[i + clause.tokens.length - 1]!]!);
      ranges.push({ start: a.start, end: b.end });
    }
  }
  return ranges.sort((x, y) => x.start - y.start || y.end - x.end);
}

function merge(ranges: readonly Highlight[]): Highlight[] {
  const out: Highlight[] = [];
  for (const r of [...ranges].sort((x, y) => x.start - y.start)) {
    const prev = out[out.length - 1];
    if (prev && r.start <= prev.end) prev.end = Math.max(prev.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

// --- locating the first match in a long text without normalising all of it -----------------------
//
// A regular expression built from each clause's first token finds candidate places in the ORIGINAL
// text: every letter accepts its spelling variants (أ إ آ ٱ for ا, ة for ه, accented Latin letters…)
// and any diacritics, tatweel or apostrophes may come between letters. A candidate is then checked
// by the real normalisation on the few words around it. Spellings the pattern does not foresee fall
// back to normalising the text block by block.

const BETWEEN =
  "[\\u064B-\\u065F\\u0670\\u06D6-\\u06ED\\u0640\\u0300-\\u036F\\u200C\\u200D'\\u2019\\u02BC\\u02BB\\u02BE\\u02BF`\\u00B4]*";
const ARABIC_VARIANTS: Record<string, string> = {
  ا: 'اأإآٱٲٳ\\u0670',
  ي: 'يىئیېۓے',
  ه: 'هةەۀہۂۃھ',
  و: 'وؤ',
  ك: 'كکڪ',
  ن: 'نں',
};
const LATIN_VARIANTS: Record<string, string> = {};
for (const [from, to] of [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
]) {
  for (let cp = from!; cp <= to!; cp++) {
    const ch = String.fromCodePoint(cp);
    const base = ch.normalize('NFD')[0]!.toLowerCase();
    if (base >= 'a' && base <= 'z' && base !== ch.toLowerCase())
      LATIN_VARIANTS[base] = (LATIN_VARIANTS[base] ?? '') + ch;
  }
}
Object.assign(LATIN_VARIANTS, {
  i: (LATIN_VARIANTS.i ?? '') + 'ı',
  o: (LATIN_VARIANTS.o ?? '') + 'ø',
  d: (LATIN_VARIANTS.d ?? '') + 'đ',
  l: (LATIN_VARIANTS.l ?? '') + 'ł',
});
const escapeRe = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

function letterPattern(ch: string): string {
  if (ARABIC_VARIANTS[ch]) return `[${ARABIC_VARIANTS[ch]}]`;
  if (ch >= 'a' && ch <= 'z') return `[${ch}${ch.toUpperCase()}${LATIN_VARIANTS[ch] ?? ''}]`;
  if (ch >= '0' && ch <= '9') {
    const d = ch.charCodeAt(0) - 48;
    return `[${ch}${String.fromCharCode(0x0660 + d)}${String.fromCharCode(0x06f0 + d)}]`;
  }
  return escapeRe(ch);
}

const patternCache = new Map<string, RegExp | null>();
function candidatePattern(query: ParsedQuery): RegExp | null {
  // the stem's letters: they occur in every form of the word (بالصراط, الصراط, صراط)
  const key = query.clauses.map((c) => c.stems[0]!.join('|')).join(' ');
  if (patternCache.has(key)) return patternCache.get(key)!;
  const alternatives = query.clauses
    .filter((c) => !c.cjk)
    .flatMap((c) => c.stems[0]!.filter(Boolean))
    .map((stem) => Array.from(stem).map(letterPattern).join(BETWEEN));
  let re: RegExp | null = null;
  try {
    re = alternatives.length ? new RegExp(alternatives.join('|'), 'giu') : null;
  } catch {
    re = null;
  }
  if (patternCache.size > 1000) patternCache.clear();
  patternCache.set(key, re);
  return re;
}

/**
 * The word positions (ordinals of the whitespace-separated words of `text`) where each clause
 * matches, found the way long texts are searched for snippets: the clause's candidate pattern
 * locates places in the original, each checked by the word analysis of the words there. A long
 * text costs a few regular-expression passes instead of its whole normalisation, but a spelling the
 * pattern does not foresee (an Uthmani و for ā) is not found.
 */
export function clauseWordPositions(text: string, clauses: readonly SearchClause[]): number[][] {
  const starts: number[] = [];
  const words = /\S+/g;
  for (let m = words.exec(text); m; m = words.exec(text)) starts.push(m.index);
  const wordAt = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return clauses.map((clause) => {
    const found = new Set<number>();
    if (clause.cjk) {
      const needle = clause.normalized.replace(/ /g, '');
      for (let at = needle ? text.indexOf(needle) : -1; at >= 0; at = text.indexOf(needle, at + 1))
        found.add(wordAt(at));
      return [...found];
    }
    const re = candidatePattern({ clauses: [clause], roots: [], lemmas: [] });
    if (!re) return [];
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    for (let n = 0; n < MAX_CANDIDATES * 5 && (m = re.exec(text)); n++) {
      const w = wordAt(m.index);
      if (found.has(w)) continue;
      // the tokens of this word and of the next ones a phrase may need
      const stream: AnalyzedWord[] = [];
      const own = wordTokens(text.slice(starts[w]!, starts[w + 1] ?? text.length).trim());
      stream.push(...own);
      for (let k = 1; k < clause.tokens.length && starts[w + k] !== undefined; k++)
        stream.push(...wordTokens(text.slice(starts[w + k]!, starts[w + k + 1] ?? text.length).trim()));
      for (let i = 0; i < own.length; i++) if (clauseMatchesAt(stream, i, clause)) found.add(w);
    }
    return [...found];
  });
}

/** Characters normalised block by block at most, when the candidate pattern found nothing. */
const MAX_BLOCK_SCAN = 60_000;
const MAX_CANDIDATES = 200;

/** Texts up to this length are simply cut into words and checked word by word. */
export const SHORT_TEXT = 3000;

/** Words of `text` starting with the word that holds character `at`, up to `span` characters on. */
function wordsFrom(text: string, at: number, span: number): Word[] {
  let from = at;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from--;
  return splitWords(text, from, at + span);
}

/** The first match the candidate pattern leads to (and CJK clauses as substrings), if any. */
function patternMatch(text: string, query: ParsedQuery, longest: number): Highlight | undefined {
  let best: Highlight | undefined;
  // CJK clauses: a plain substring of the original.
  for (const clause of query.clauses) {
    if (!clause.cjk) continue;
    const needle = clause.normalized.replace(/ /g, '');
    const at = needle ? text.indexOf(needle) : -1;
    if (at >= 0 && (!best || at < best.start)) best = { start: at, end: at + needle.length };
  }
  const re = candidatePattern(query);
  if (re) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    for (let n = 0; n < MAX_CANDIDATES && (m = re.exec(text)); n++) {
      if (best && m.index >= best.start) break;
      const words = wordsFrom(text, m.index, 40 * (longest + 1));
      const found = matchRanges(text, words.slice(0, longest + 1), query)[0];
      if (found) return best && best.start < found.start ? best : found;
      re.lastIndex = Math.max(re.lastIndex, words[0]?.end ?? m.index + 1);
    }
  }
  return best;
}

/** Where the first match starts. */
function firstMatch(text: string, query: ParsedQuery): Highlight | undefined {
  const longest = Math.max(...query.clauses.map((c) => c.tokens.length));
  const found = patternMatch(text, query, longest);
  if (text.length <= SHORT_TEXT) {
    // Exact: a spelling the pattern does not foresee (an Uthmani و for ā…) may match earlier, so
    // the words up to the found match are analysed too — only those, not the whole text.
    const upTo = found ? found.end + 40 * longest : text.length;
    return matchRanges(text, splitWords(text, 0, upTo), query)[0] ?? found;
  }
  if (found) return found;
  // Fallback: blocks of words, one normalisation per block; a match may start in block b and end in b+1.
  const words = splitWords(text, 0, MAX_BLOCK_SCAN);
  const blocks: AnalyzedWord[][] = [];
  const blockCount = Math.ceil(words.length / BLOCK_WORDS);
  const tokensOf = (b: number): AnalyzedWord[] => {
    if (blocks[b]) return blocks[b]!;
    const from = words[b * BLOCK_WORDS]!;
    const to = words[Math.min(words.length, (b + 1) * BLOCK_WORDS) - 1]!;
    return (blocks[b] = analyzeSearchText(text.slice(from.start, to.end)));
  };
  for (let b = 0; b < blockCount; b++) {
    const here = tokensOf(b);
    const joined = b + 1 < blockCount ? here.concat(tokensOf(b + 1).slice(0, 16)) : here;
    let hit = false;
    for (const clause of query.clauses) {
      if (clause.cjk) continue;
      for (let i = 0; i < here.length && !hit; i++) if (clauseMatchesAt(joined, i, clause)) hit = true;
      if (hit) break;
    }
    if (hit) {
      const slice = words.slice(b * BLOCK_WORDS, Math.min(words.length, (b + 2) * BLOCK_WORDS));
      const found = matchRanges(text, slice, query)[0];
      if (found) return found;
    }
  }
  return undefined;
}

/** Moves a cut to a nearby space (up to `slack` characters away) so words stay whole. */
function snapBackward(text: string, at: number, slack: number): number {
  for (let i = at; i > 0 && at - i <= slack; i--) if (/\s/.test(text[i - 1]!)) return i;
  return at;
}
function snapForward(text: string, at: number, slack: number): number {
  for (let i = at; i < text.length && i - at <= slack; i++) if (/\s/.test(text[i]!)) return i;
  return at;
}

/**
 * The snippet of `original` for `query`: the whole text when it is short, else about `length`
 * characters starting a little before the first match, with "…" where it was cut.
 */
export function buildSnippet(original: string, query: ParsedQuery, length?: number): Snippet;
/**
 * `original` may be only the beginning of the text (`whole` false): undefined when the snippet needs
 * more of it (no match in this beginning, or one too close to its end).
 */
export function buildSnippet(
  original: string,
  query: ParsedQuery,
  length: number,
  whole: boolean,
): Snippet | undefined;
export function buildSnippet(
  original: string,
  query: ParsedQuery,
  length: number = SNIPPET_LENGTH,
  whole = true,
): Snippet | undefined {
  if (original.length <= SHORT_TEXT || !query.clauses.length) {
    return whole ? snippetOf(original, query, length, false, false) : undefined;
  }
  // A long text: find the first match in the raw text, then work on a region around it only.
  const first = firstMatch(original, query);
  let from = first ? Math.max(0, first.start - 3 * LEAD) : 0;
  while (from > 0 && !/\s/.test(original[from - 1]!)) from--;
  let to = Math.min(original.length, (first?.end ?? 0) + 2 * length);
  while (to < original.length && !/\s/.test(original[to]!)) to++;
  if (!whole && (!first || to >= original.length)) return undefined;
  return snippetOf(original.slice(from, to), query, length, from > 0, to < original.length);
}

/**
 * The snippet of a verse, its words matched in its own spelling or in its other one: a Hafs verse is
 * indexed in its Uthmani and its imla'i spelling (رحمت / رحمة), so a verse found by the imla'i one
 * has its words marked too — the imla'i words are those of the Uthmani text one for one (word
 * analysis, symbols such as ۞ left out) in 99 % of the verses; in the others only the verse's own
 * spelling is matched.
 */
export function verseSnippet(
  text: string,
  otherSpelling: string | null | undefined,
  query: ParsedQuery,
  length: number = SNIPPET_LENGTH,
): Snippet {
  return snippetOf(text, query, length, false, false, otherSpelling ?? undefined);
}

function snippetOf(
  original: string,
  query: ParsedQuery,
  length: number,
  cutBefore: boolean,
  cutAfter: boolean,
  otherSpelling?: string,
): Snippet {
  // A footnote marker glued to the next word ("Allāh,{[1]}the") leaves a space, otherwise nothing.
  const text = original
    .replace(FOOTNOTE_MARKER_RE, (m, at: number, all: string) =>
      /[\p{L}\p{N}]/u.test(all[at + m.length] ?? '') ? ' ' : '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  // in two spellings (a verse, short): every match, the first one included, from all of its words
  const all =
    otherSpelling && query.clauses.length
      ? matchRanges(text, splitWords(text), query, otherSpelling)
      : undefined;
  const first = all ? all[0] : query.clauses.length ? firstMatch(text, query) : undefined;
  let start = 0;
  let end = text.length;
  if (text.length > length) {
    if (first) {
      start = Math.max(0, first.start - LEAD);
      if (start > 0) start = snapForward(text, start, 20);
      if (start > first.start) start = first.start;
    }
    end = Math.min(text.length, start + length);
    if (end < text.length) end = snapBackward(text, end, 25);
    if (first && end < first.end) end = Math.min(text.length, first.end);
  }
  const windowWords = splitWords(text, start, end).filter((w) => w.end <= end || w.start < end);
  const ranges = all ? merge(all) : first ? merge(matchRanges(text, windowWords, query)) : [];
  const prefix = start > 0 || cutBefore ? '…' : '';
  const suffix = end < text.length || cutAfter ? '…' : '';
  const body = text.slice(start, end).trim();
  const shift = text.slice(start, end).length - text.slice(start, end).trimStart().length;
  const offset = prefix.length - start - shift;
  const highlights = ranges
    .map((r) => ({ start: Math.max(r.start, start) + offset, end: Math.min(r.end, end) + offset }))
    .filter((r) => r.end > r.start && r.start >= prefix.length && r.end <= prefix.length + body.length);
  return { text: prefix + body + suffix, highlights };
}
