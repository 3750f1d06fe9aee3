import {
  MAX_SEARCH_KEYWORD_LENGTH,
  analyzeSearchText,
  normalizeSearchText,
  queryReadings,
  type AnalyzedWord,
} from '@tafsir/core';

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

/**
 * A first test without Unicode properties, much cheaper on the long Arabic and Latin texts the importer
 * tests: every Han, Hiragana and Katakana character is at or above U+2E80, or outside the BMP
 * (checked over every code point).
 */
const MAYBE_CJK_RE = /[\u2E80-\uFFEF\uD800-\uDBFF]/;

export function hasCjk(text: string): boolean {
  return MAYBE_CJK_RE.test(text) && CJK_CHAR_RE.test(text);
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

/**
 * What the index holds for a text: two aligned token lists (same length, same positions), the
 * surface forms and the stems of packages/core analyzeSearchText, each joined by spaces. A CJK word
 * becomes its bigrams in both (CJK is not stemmed).
 */
export interface SearchDocument {
  surface: string;
  stem: string;
}

/**
 * Analysed words of `source` → aligned surface/stem token lists (CJK words as bigrams in both).
 * Normalisation maps no character into the CJK ranges, so a source without one needs no CJK test.
 */
function tokensOf(words: readonly AnalyzedWord[], source: string): { surface: string[]; stem: string[] } {
  const surface = words.map((w) => w.surface);
  // one test of the whole text rather than one per word (CJK is rare; this runs on every entry)
  if (!MAYBE_CJK_RE.test(source) || !hasCjk(surface.join(' ')))
    return { surface, stem: words.map((w) => w.stem) };
  surface.length = 0;
  const stem: string[] = [];
  for (const w of words) {
    if (hasCjk(w.surface)) {
      const grams = segmentForIndex(w.surface).split(' ').filter(Boolean);
      surface.push(...grams);
      stem.push(...grams);
    } else {
      surface.push(w.surface);
      stem.push(w.stem);
    }
  }
  return { surface, stem };
}

/** The index document of a book entry (or any original text): footnote markers removed first. */
export function searchDocument(...texts: Array<string | null | undefined>): SearchDocument {
  const surface: string[] = [];
  const stem: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    const t = tokensOf(analyzeSearchText(text.replace(FOOTNOTE_MARKER_RE, ' ')), text);
    // a loop, not push(...t.surface): spread arguments have a size limit that a long entry could reach
    for (const token of t.surface) surface.push(token);
    for (const token of t.stem) stem.push(token);
  }
  return { surface: surface.join(' '), stem: stem.join(' ') };
}

/**
 * One condition of a query: its words must appear consecutively (a phrase when there are several),
 * each matching by surface form or, failing that, by stem; `prefix` makes the last word match any
 * word starting with it (only when the reader typed a trailing `*`).
 */
export interface SearchClause {
  /** Surface forms (CJK as bigrams). */
  tokens: string[];
  /**
   * Each token's stems, aligned with `tokens`: its stem, then the other readings of the typed word
   * (core queryReadings: الجنه typed for الجنة is looked for as الجن and as جنه; عذاب as عذابا).
   */
  stems: string[][];
  prefix: boolean;
  /** The clause came from a CJK run (tokens are bigrams); highlighting matches it as a substring. */
  cjk: boolean;
  /** The normalised text of the clause before CJK segmentation (for substring highlighting). */
  normalized: string;
  /** Typed in quotes (a phrase the reader asked for). */
  quoted: boolean;
}

export interface ParsedQuery {
  /** All must match (AND). Empty when the keyword holds no searchable word. */
  clauses: SearchClause[];
  /** `root:رحم` terms (normalised roots of the morphology table): every one must be in the verse. */
  roots: string[];
  /** `lemma:رحمن` terms (normalised lemmas of the morphology table). */
  lemmas: string[];
  /**
   * The clauses as typed, in order, a word typed twice twice (`clauses` holds it once): the words of
   * a passage read across two verses (ملك الناس إله الناس). Set by parseSearchQuery only.
   */
  typed?: SearchClause[];
}

/** Quotation marks that open/close a phrase: "…", “…”, «…», „…“, ＂…＂. */
const QUOTES = new Set(['"', '\u201C', '\u201D', '\u00AB', '\u00BB', '\u201E', '\uFF02']);
/**
 * Most clauses of one keyword: as many as a keyword of the longest accepted length can hold (a word
 * and a space each), so that no word typed is ever left out of the search.
 */
export const MAX_CLAUSES = Math.ceil(MAX_SEARCH_KEYWORD_LENGTH / 2);
/** A trailing `*` makes a prefix only from this many characters (shorter prefixes match too much). */
export const MIN_PREFIX_LENGTH = 3;
const VOCATIVE_PARTICLES = new Set(['يا', 'ها']);
/** `root:` / `lemma:` (and their Arabic names جذر: / أصل:) before a word. */
const ROOT_TERM_RE = /^(root|جذر)[:：]/iu;
const LEMMA_TERM_RE = /^(lemma|أصل|اصل)[:：]/iu;

function clauseOf(raw: string, quoted: boolean): SearchClause | undefined {
  const text = raw.replace(FOOTNOTE_MARKER_RE, ' ').trim();
  const wantsPrefix = /\*\s*$/.test(text);
  const words = analyzeSearchText(text);
  if (!words.length) return undefined;
  const normalized = words.map((w) => w.surface).join(' ');
  const cjk = hasCjk(normalized);
  const { surface: tokens, stem } = tokensOf(words, text);
  if (!tokens.length) return undefined;
  // tokens are the words one for one unless a CJK word became bigrams (CJK has no other readings)
  const stems = stem.map((s, i) => [s, ...(tokens.length === words.length ? queryReadings(words[i]!) : [])]);
  const last = tokens[tokens.length - 1]!;
  const lastLength = Array.from(last).length;
  // A CJK bigram is already a whole two-character unit; only a lone CJK character is widened.
  const prefix = wantsPrefix && (hasCjk(last) ? lastLength === 1 : lastLength >= MIN_PREFIX_LENGTH);
  return { tokens, stems, prefix, cjk, normalized, quoted };
}

/**
 * Keyword → clauses. Words outside quotes are separate clauses (all must match); a quoted part is one
 * phrase clause; an unterminated quote runs to the end. Whole words only: a word (or a phrase's last
 * word) ending with `*` matches as a prefix. `root:X` and `lemma:X` are morphology terms. Nothing else
 * of the input is syntax: every token is a normalised word (letters, digits, marks only) and is
 * quoted when the query is built.
 */
export function parseSearchQuery(keyword: string): ParsedQuery {
  const parts: Array<{ text: string; quoted: boolean }> = [];
  const roots: string[] = [];
  const lemmas: string[] = [];
  const pushWords = (text: string) => {
    const words = text.split(/\s+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      // a vocative particle typed apart is one word with the next (يا قوم = يَٰقَوۡمِ): core words.ts
      if (VOCATIVE_PARTICLES.has(normalizeSearchText(word)) && i + 1 < words.length) {
        parts.push({ text: `${word} ${words[++i]}`, quoted: false });
        continue;
      }
      const root = ROOT_TERM_RE.exec(word);
      const lemma = LEMMA_TERM_RE.exec(word);
      if (root || lemma) {
        const value = normalizeSearchText(word.slice((root ?? lemma)![0].length)).replace(/ /g, '');
        if (value) (root ? roots : lemmas).push(value);
        continue;
      }
      parts.push({ text: word, quoted: false });
    }
  };
  let current = '';
  let inQuote = false;
  for (const ch of keyword) {
    if (QUOTES.has(ch)) {
      if (inQuote) parts.push({ text: current, quoted: true });
      else pushWords(current);
      current = '';
      inQuote = !inQuote;
      continue;
    }
    current += ch;
  }
  if (inQuote) parts.push({ text: current, quoted: true });
  else pushWords(current);

  const clauses: SearchClause[] = [];
  const typed: SearchClause[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const clause = clauseOf(part.text, part.quoted);
    if (!clause) continue;
    typed.push(clause);
    const key = `${clause.tokens.join(' ')}${clause.prefix ? '*' : ''}`;
    if (seen.has(key) || clauses.length >= MAX_CLAUSES) continue;
    seen.add(key);
    clauses.push(clause);
  }
  return { clauses, roots: [...new Set(roots)], lemmas: [...new Set(lemmas)], typed };
}

const ftsString = (tokens: readonly string[]) => `"${tokens.map((t) => t.replace(/"/g, '""')).join(' ')}"`;

/** Most stem phrases one clause is looked for as (each word typed with ه for ة doubles them). */
const MAX_STEM_PHRASES = 16;

/**
 * The stem phrases of a clause: every combination of its words' stems, the words' own stems first
 * (an FTS5 phrase has no alternatives inside it). Past MAX_STEM_PHRASES the later words' other
 * readings are left out.
 */
export function stemPhrases(c: SearchClause): string[][] {
  let phrases: string[][] = [[]];
  for (const readings of c.stems) {
    const next = phrases.flatMap((p) => readings.map((r) => [...p, r]));
    phrases = next.length <= MAX_STEM_PHRASES ? next : phrases.map((p) => [...p, readings[0]!]);
  }
  return phrases;
}

/** The clause's stem phrases in the `stem` column, OR-ed (`star`: the last word is a prefix). */
const fts5Stems = (c: SearchClause, star: string) =>
  stemPhrases(c)
    .map((p) => `stem : ${ftsString(p)}${star}`)
    .join(' OR ');

/**
 * One clause in FTS5: the surface phrase in the `surface` column OR the stem phrase in the `stem`
 * column (the stem column holds a stem for every word, so it alone finds every match; the surface
 * alternative only adds to bm25, which ranks exact spellings first).
 */
export function fts5Clause(c: SearchClause): string {
  const star = c.prefix ? ' *' : '';
  return `(surface : ${ftsString(c.tokens)}${star} OR ${fts5Stems(c, star)})`;
}

/** FTS5 MATCH expression: every clause, AND between. */
export function toFts5Query(query: ParsedQuery): string {
  return query.clauses.map(fts5Clause).join(' AND ');
}

/**
 * FTS5 expression that FINDS the rows: every clause by its stems only (equal surfaces have equal
 * stems, so nothing is lost), half the doclists of toFts5Query to merge; the ranking puts the exact
 * surface matches first with toFts5SurfaceQuery. A prefix is the exception: a word that starts with
 * the typed letters need not have a stem that starts with the prefix's stem («الرح*»: الرحمن, stem
 * رحمن), so a prefix clause is looked for in both columns.
 */
export function toFts5StemQuery(query: ParsedQuery): string {
  return query.clauses.map((c) => (c.prefix ? fts5Clause(c) : `(${fts5Stems(c, '')})`)).join(' AND ');
}

/** FTS5 expression: every clause by its exact surface forms (the first tier of the ranking). */
export function toFts5SurfaceQuery(query: ParsedQuery): string {
  return query.clauses.map((c) => `surface : ${ftsString(c.tokens)}${c.prefix ? ' *' : ''}`).join(' AND ');
}

/** FTS5 expression matching any clause (best partial matches). */
export function toFts5AnyQuery(query: ParsedQuery): string {
  return query.clauses.map(fts5Clause).join(' OR ');
}

const lexeme = (t: string) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * One clause in tsquery: surface lexemes carry weight A in the index, stems weight B; a clause is
 * `(surface phrase):A | (stem phrase):B`.
 */
export function tsClause(c: SearchClause): string {
  const phrase = (words: readonly string[][], weight: 'A' | 'B') => {
    const lexemes = words.map((readings, i) =>
      alternatives(
        readings.map((t) => `${lexeme(t)}:${c.prefix && i === words.length - 1 ? '*' : ''}${weight}`),
      ),
    );
    return lexemes.length > 1 ? `(${lexemes.join(' <-> ')})` : lexemes[0]!;
  };
  return `(${phrase(
    c.tokens.map((t) => [t]),
    'A',
  )} | ${phrase(c.stems, 'B')})`;
}

/** One word of a tsquery phrase: its lexeme, or its readings OR-ed (a phrase may hold `(a | b) <-> c`). */
const alternatives = (lexemes: readonly string[]) =>
  lexemes.length > 1 ? `(${lexemes.join(' | ')})` : lexemes[0]!;

/** PostgreSQL tsquery text (cast with ::tsquery, so no dictionary runs on it). */
export function toTsQuery(query: ParsedQuery): string {
  return query.clauses.map(tsClause).join(' & ');
}

/** tsquery: every clause by its exact surface forms (weight A only; the first tier of the ranking). */
export function toTsSurfaceQuery(query: ParsedQuery): string {
  return query.clauses
    .map((c) => {
      const words = c.tokens.map(
        (t, i) => `${lexeme(t)}:${c.prefix && i === c.tokens.length - 1 ? '*' : ''}A`,
      );
      return words.length > 1 ? `(${words.join(' <-> ')})` : words[0]!;
    })
    .join(' & ');
}

/**
 * The tsquery that FINDS the rows: stems only, without weights. A word matches by surface or by stem,
 * and equal surfaces have equal stems, so the stem alone finds every match (a prefix without weight
 * also matches the surface lexemes, as it must: «الرح*» finds الرحمن); without weights or with
 * a single lexeme per clause, the GIN index answers it without reading the tsvectors (no recheck).
 * The weighted query (toTsQuery) then only ranks.
 */
export function toTsStemQuery(query: ParsedQuery, any = false): string {
  return query.clauses
    .map((c) => {
      const words = c.stems.map((readings, i) =>
        alternatives(readings.map((t) => `${lexeme(t)}${c.prefix && i === c.stems.length - 1 ? ':*' : ''}`)),
      );
      return words.length > 1 ? `(${words.join(' <-> ')})` : words[0]!;
    })
    .join(any ? ' | ' : ' & ');
}

/** tsquery matching any clause (best partial matches). */
export function toTsAnyQuery(query: ParsedQuery): string {
  return query.clauses.map(tsClause).join(' | ');
}

/** Stable id of a verse in the SQLite verse index: riwaya·10⁶ + sura·10³ + aya. */
export function verseKey(riwayaId: number, sura: number, aya: number): number {
  return riwayaId * 1_000_000 + sura * 1000 + aya;
}

/** Hijri century of a death year (century n covers years (n−1)·100+1 … n·100; same rule as core). */
export function centuryOfYear(hijriYear: number | null): number | null {
  return hijriYear === null || hijriYear < 1 ? null : Math.ceil(hijriYear / 100);
}
