import { normalizeSearchText } from '@tafsir/core';

/**
 * What the search index holds and how a reader's keyword becomes a query: one implementation for
 * both databases, so SQLite FTS5 and PostgreSQL full-text see exactly the same tokens.
 *
 * Indexed text = packages/core normalizeSearchText (Arabic diacritics, Uthmani spellings, hamza/alef
 * variants, Latin case and accents all folded) with footnote placeholders `{[n]}` removed first, and
 * runs of Chinese/Japanese characters (which no tokenizer of either database segments) rewritten as
 * overlapping character bigrams. The query goes through the very same functions.
 */

/** Footnote placeholders of the book texts (spec §5): `{[12]}`. */
export const FOOTNOTE_MARKER_RE = /\{\[\d{1,4}\]\}/g;

/** Han, Hiragana, Katakana (and the prolonged sound mark): scripts written without spaces. */
const CJK_RUN_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]+/gu;
const CJK_CHAR_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]/u;

export function hasCjk(text: string): boolean {
  return CJK_CHAR_RE.test(text);
}

/** "天地万物" → "天地 地万 万物"; a single character stays itself. */
function cjkBigrams(run: string): string {
  const chars = Array.from(run);
  if (chars.length < 2) return ` ${run} `;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return ` ${out.join(' ')} `;
}

/** Normalised text → index tokens text (CJK runs as bigrams, single spaces). */
export function segmentForIndex(normalized: string): string {
  if (!hasCjk(normalized)) return normalized;
  return normalized.replace(CJK_RUN_RE, cjkBigrams).replace(/ {2,}/g, ' ').trim();
}

/** The text to index for a book entry (or any original text). */
export function searchDocument(text: string): string {
  return segmentForIndex(normalizeSearchText(text.replace(FOOTNOTE_MARKER_RE, ' ')));
}

/** A verse's index text, from its stored `text_normalized` (verses are Arabic: no CJK work needed). */
export function verseDocument(textNormalized: string): string {
  return segmentForIndex(textNormalized);
}

/**
 * One condition of a query: its tokens must appear consecutively (a phrase when there are several);
 * `prefix` makes the last token match any word starting with it (search as you type).
 */
export interface SearchClause {
  tokens: string[];
  prefix: boolean;
  /** The clause came from a CJK run (tokens are bigrams); highlighting matches it as a substring. */
  cjk: boolean;
  /** The normalised text of the clause before CJK segmentation (for substring highlighting). */
  normalized: string;
}

export interface ParsedQuery {
  /** All must match (AND). Empty when the keyword holds no searchable character. */
  clauses: SearchClause[];
}

/** Quotation marks that open/close a phrase: "…", “…”, «…», „…“, ＂…＂. */
const QUOTES = new Set(['"', '\u201C', '\u201D', '\u00AB', '\u00BB', '\u201E', '\uFF02']);
/** Most clauses kept from one keyword (the keyword is at most 200 characters anyway). */
export const MAX_CLAUSES = 16;
/** The last word matches as a prefix only from this many characters (shorter prefixes match too much). */
export const MIN_PREFIX_LENGTH = 3;

function clauseOf(raw: string, allowPrefix: boolean): SearchClause | undefined {
  const normalized = normalizeSearchText(raw.replace(FOOTNOTE_MARKER_RE, ' '));
  if (!normalized) return undefined;
  const cjk = hasCjk(normalized);
  const tokens = segmentForIndex(normalized).split(' ').filter(Boolean);
  if (!tokens.length) return undefined;
  const last = tokens[tokens.length - 1]!;
  const lastLength = Array.from(last).length;
  // A CJK bigram is already a whole two-character unit; only a lone CJK character is widened.
  const prefix = allowPrefix && (hasCjk(last) ? lastLength === 1 : lastLength >= MIN_PREFIX_LENGTH);
  return { tokens, prefix, cjk, normalized };
}

/**
 * Keyword → clauses. Words outside quotes are separate clauses (all must match); a quoted part is one
 * phrase clause; an unterminated quote runs to the end. The last clause matches its last word as a
 * prefix unless the keyword ends with a closing quote. User input is never FTS syntax: every token is
 * a normalised word (letters, digits, marks only) and is quoted when the query is built.
 */
export function parseSearchQuery(keyword: string): ParsedQuery {
  const parts: Array<{ text: string; quoted: boolean; closed: boolean }> = [];
  let current = '';
  let inQuote = false;
  for (const ch of keyword) {
    if (QUOTES.has(ch)) {
      if (inQuote) {
        parts.push({ text: current, quoted: true, closed: true });
      } else {
        for (const word of current.split(/\s+/))
          if (word) parts.push({ text: word, quoted: false, closed: false });
      }
      current = '';
      inQuote = !inQuote;
      continue;
    }
    current += ch;
  }
  if (inQuote) parts.push({ text: current, quoted: true, closed: false });
  else
    for (const word of current.split(/\s+/))
      if (word) parts.push({ text: word, quoted: false, closed: false });

  const clauses: SearchClause[] = [];
  const seen = new Set<string>();
  const meaningful = parts.filter((p) => normalizeSearchText(p.text) !== '');
  meaningful.forEach((part, i) => {
    const isLast = i === meaningful.length - 1;
    const clause = clauseOf(part.text, isLast && !part.closed);
    if (!clause) return;
    const key = `${clause.tokens.join(' ')}${clause.prefix ? '*' : ''}`;
    if (seen.has(key) || clauses.length >= MAX_CLAUSES) return;
    seen.add(key);
    clauses.push(clause);
  });
  return { clauses };
}

/** FTS5 MATCH expression: every clause a quoted string (a phrase), `*` for the prefix, AND between. */
export function toFts5Query(query: ParsedQuery): string {
  return query.clauses
    .map((c) => `"${c.tokens.map((t) => t.replace(/"/g, '""')).join(' ')}"${c.prefix ? ' *' : ''}`)
    .join(' AND ');
}

/** PostgreSQL tsquery text (cast with ::tsquery, so no dictionary runs on it): `'a' <-> 'b':*` & … */
export function toTsQuery(query: ParsedQuery): string {
  const lexeme = (t: string) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return query.clauses
    .map((c) => {
      const words = c.tokens.map(lexeme);
      if (c.prefix) words[words.length - 1] += ':*';
      return words.length > 1 ? `(${words.join(' <-> ')})` : words[0]!;
    })
    .join(' & ');
}

/** Stable id of a verse in the SQLite verse index: riwaya·10⁶ + sura·10³ + aya. */
export function verseKey(riwayaId: number, sura: number, aya: number): number {
  return riwayaId * 1_000_000 + sura * 1000 + aya;
}

/** Hijri century of a death year (century n covers years (n−1)·100+1 … n·100; same rule as core). */
export function centuryOfYear(hijriYear: number | null): number | null {
  return hijriYear === null || hijriYear < 1 ? null : Math.ceil(hijriYear / 100);
}
