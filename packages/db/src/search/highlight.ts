import { normalizeSearchText } from '@tafsir/core';
import { FOOTNOTE_MARKER_RE, segmentForIndex, type ParsedQuery, type SearchClause } from './text.js';

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

const tokenCache = new Map<string, string[]>();
function wordTokens(word: string): string[] {
  let tokens = tokenCache.get(word);
  if (!tokens) {
    const n = segmentForIndex(normalizeSearchText(word));
    tokens = n ? n.split(' ') : [];
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
  while ((m = re.exec(text)) && m.index < to) words.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  return words;
}

/** A word's range without leading/trailing punctuation and symbols (brackets, ۞, commas). */
function coreRange(word: Word): Highlight {
  const lead = word.text.length - word.text.replace(/^[^\p{L}\p{N}\p{M}]+/u, '').length;
  const trail = word.text.length - word.text.replace(/[^\p{L}\p{N}\p{M}]+$/u, '').length;
  if (lead + trail >= word.text.length) return { start: word.start, end: word.end };
  return { start: word.start + lead, end: word.end - trail };
}

const tokenMatches = (token: string, wanted: string, prefix: boolean) =>
  token === wanted || (prefix && token.startsWith(wanted));

function clauseMatchesAt(tokens: readonly string[], i: number, clause: SearchClause): boolean {
  const n = clause.tokens.length;
  if (i + n > tokens.length) return false;
  for (let k = 0; k < n; k++) {
    if (!tokenMatches(tokens[i + k]!, clause.tokens[k]!, clause.prefix && k === n - 1)) return false;
  }
  return true;
}

/** Every match of the query in these words, as ranges of `text`, in text order (may overlap). */
function matchRanges(text: string, words: readonly Word[], query: ParsedQuery): Highlight[] {
  const ranges: Highlight[] = [];
  const stream: string[] = [];
  const owner: number[] = [];
  words.forEach((w, wi) => {
    for (const t of wordTokens(w.text)) {
      stream.push(t);
      owner.push(wi);
    }
  });
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
      if (!clauseMatchesAt(stream, i, clause)) continue;
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

/** Where the first match starts, looked up block by block on long texts. */
function firstMatch(text: string, words: readonly Word[], query: ParsedQuery): Highlight | undefined {
  if (words.length <= BLOCK_WORDS * 2) return matchRanges(text, words, query)[0];
  const cjkNeedles = query.clauses.filter((c) => c.cjk).map((c) => c.normalized.replace(/ /g, ''));
  // Tokens of each block, normalised in one call; a match may start in block b and end in b+1.
  const blocks: string[][] = [];
  const blockCount = Math.ceil(words.length / BLOCK_WORDS);
  const tokensOf = (b: number): string[] => {
    if (blocks[b]) return blocks[b]!;
    const from = words[b * BLOCK_WORDS]!;
    const to = words[Math.min(words.length, (b + 1) * BLOCK_WORDS) - 1]!;
    const n = segmentForIndex(normalizeSearchText(text.slice(from.start, to.end)));
    return (blocks[b] = n ? n.split(' ') : []);
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
    if (!hit && cjkNeedles.length) {
      const from = words[b * BLOCK_WORDS]!;
      const to = words[Math.min(words.length, (b + 1) * BLOCK_WORDS) - 1]!;
      const slice = text.slice(from.start, to.end);
      hit = cjkNeedles.some((n) => n && slice.includes(n));
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
export function buildSnippet(original: string, query: ParsedQuery, length: number = SNIPPET_LENGTH): Snippet {
  const text = original.replace(FOOTNOTE_MARKER_RE, '').replace(/\s+/g, ' ').trim();
  const words = splitWords(text);
  const first = query.clauses.length ? firstMatch(text, words, query) : undefined;
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
  const windowWords = words.filter((w) => w.end > start && w.start < end);
  const ranges = first ? merge(matchRanges(text, windowWords, query)) : [];
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const body = text.slice(start, end).trim();
  const shift = text.slice(start, end).length - text.slice(start, end).trimStart().length;
  const offset = prefix.length - start - shift;
  const highlights = ranges
    .map((r) => ({ start: Math.max(r.start, start) + offset, end: Math.min(r.end, end) + offset }))
    .filter((r) => r.end > r.start && r.start >= prefix.length && r.end <= prefix.length + body.length);
  return { text: prefix + body + suffix, highlights };
}
