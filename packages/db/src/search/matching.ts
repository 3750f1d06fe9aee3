import { analyzeSearchText, type AnalyzedWord } from '@tafsir/core';
import type { Kysely } from 'kysely';
import { versesByKey, type SearchIndex } from './dialects.js';
import { clauseWordPositions, SHORT_TEXT, verseSnippet } from './highlight.js';
import type { SearchHit } from './types.js';
import { MAX_CLAUSES, type ParsedQuery, type SearchClause } from './text.js';

/**
 * What the index cannot answer alone, checked in JavaScript on a few candidate texts with the same
 * word analysis: phrases running across two verses, and the order of best partial matches.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by both dialects
type AnyDb = Kysely<any>;

/** A word of a text matches a query word: same surface, or one of its stems (or a prefix of either). */
function wordMatches(
  word: AnalyzedWord,
  surface: string,
  stems: readonly string[],
  prefix: boolean,
): boolean {
  if (prefix) return word.surface.startsWith(surface) || stems.some((s) => word.stem.startsWith(s));
  return word.surface === surface || stems.includes(word.stem);
}

/** Positions in `words` where the clause starts (its words consecutive). */
export function clausePositions(words: readonly AnalyzedWord[], clause: SearchClause): number[] {
  const n = clause.tokens.length;
  const out: number[] = [];
  for (let i = 0; i + n <= words.length; i++) {
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      ok = wordMatches(words[i + k]!, clause.tokens[k]!, clause.stems[k]!, clause.prefix && k === n - 1);
    }
    if (ok) out.push(i);
  }
  return out;
}

/** The query as one clause per word (a quoted phrase split into its words): for partial matches. */
export function wordQuery(query: ParsedQuery): ParsedQuery {
  const clauses: SearchClause[] = [];
  const seen = new Set<string>();
  for (const c of query.clauses) {
    if (c.cjk) {
      clauses.push(c);
      continue;
    }
    c.tokens.forEach((token, i) => {
      const prefix = c.prefix && i === c.tokens.length - 1;
      const key = `${token}${prefix ? '*' : ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      clauses.push({
        tokens: [token],
        stems: [c.stems[i]!],
        prefix,
        cjk: false,
        normalized: token,
        quoted: false,
      });
    });
  }
  return { clauses, roots: [], lemmas: [] };
}

/**
 * Orders partial-match candidates: most query words present first, then the smallest window of text
 * holding one of each, then the index's own order (relevance). Texts longer than this many
 * characters are only looked at in their beginning (commentary entries can be very long).
 */
const PARTIAL_TEXT_LIMIT = 20_000;
export function rankPartialMatches<T>(
  query: ParsedQuery,
  items: readonly T[],
  textOf: (item: T) => string,
): T[] {
  const scored = items.map((item, order) => {
    const text = textOf(item).slice(0, PARTIAL_TEXT_LIMIT);
    // a short text (every verse) is analysed whole; a long one is searched by pattern (highlight.ts)
    const words = text.length <= SHORT_TEXT ? analyzeSearchText(text) : undefined;
    const positions = (
      words ? query.clauses.map((c) => clausePositions(words, c)) : clauseWordPositions(text, query.clauses)
    ).filter((p) => p.length);
    return { item, order, matched: positions.length, span: smallestWindow(positions) };
  });
  return scored
    .filter((s) => s.matched > 0)
    .sort((a, b) => b.matched - a.matched || a.span - b.span || a.order - b.order)
    .map((s) => s.item);
}

/** Smallest distance between the first and last of one position taken from each list. */
function smallestWindow(lists: readonly number[][]): number {
  if (lists.length <= 1) return 0;
  const events = lists.flatMap((ps, li) => ps.map((p) => [p, li] as const)).sort((a, b) => a[0] - b[0]);
  const count = new Map<number, number>();
  let covered = 0;
  let best = Infinity;
  let left = 0;
  for (const [pos, li] of events) {
    count.set(li, (count.get(li) ?? 0) + 1);
    if (count.get(li) === 1) covered++;
    while (covered === lists.length) {
      const [lpos, lli] = events[left]!;
      best = Math.min(best, pos - lpos);
      count.set(lli, count.get(lli)! - 1);
      if (count.get(lli) === 0) covered--;
      left++;
    }
  }
  return best;
}

/**
 * The words a query may have taken from a passage running across two verses, in order: a quoted
 * phrase that is the whole query, or the plain words of a query typed without quotes (readers type the
 * words of a passage as they read them: «الرحمن علم القرآن» is 55:1–2). Null for anything else.
 */
function passagePhrase(query: ParsedQuery): SearchClause | null {
  // as typed: a word may come back in a passage (خلق خلق الإنسان), where AND needs it once
  const clauses = query.typed ?? query.clauses;
  if (clauses.length > MAX_CLAUSES) return null;
  if (query.roots.length || query.lemmas.length || clauses.some((c) => c.cjk)) return null;
  if (clauses.length === 1) return clauses[0]!.tokens.length >= 2 ? clauses[0]! : null;
  const plainWords = clauses.every(
    (c, i) => !c.quoted && c.tokens.length === 1 && (!c.prefix || i === clauses.length - 1),
  );
  if (clauses.length < 2 || !plainWords) return null;
  return {
    tokens: clauses.map((c) => c.tokens[0]!),
    stems: clauses.map((c) => c.stems[0]!),
    prefix: clauses[clauses.length - 1]!.prefix,
    cjk: false,
    normalized: clauses.map((c) => c.normalized).join(' '),
    quoted: false,
  };
}

/**
 * Whether plain words typed as a passage are a phrase of no single verse (ملك الناس إله الناس: 7:158
 * holds the three words, apart; the passage is 114:2–3), so the passage is looked for across two
 * verses even though verses hold every word. A quoted phrase needs no such check: its verse hits are
 * phrase matches already.
 */
export async function passageOutsideOneVerse(
  db: AnyDb,
  index: SearchIndex,
  query: ParsedQuery,
  riwayaId: number,
): Promise<boolean> {
  if (query.clauses.length < 2) return false;
  const phrase = passagePhrase(query);
  if (!phrase) return false;
  return (await index.countVerses(db, { clauses: [phrase], roots: [], lemmas: [] }, riwayaId)) === 0;
}

/**
 * The query's passage (passagePhrase) starting at the end of one verse and ending at the start of the
 * next, checked on the two texts for every split of the phrase into a tail of verse v and a head of
 * verse v+1. The candidate pairs come from the index, one query per word of the phrase (every verse
 * holding it, unranked): single words are what both indexes answer without reading documents
 * (a phrase is rechecked on every candidate's tsvector in PostgreSQL), and the 2 × (n − 1) splits
 * reuse the same n sets. Answered as hits on verse v with `continues`, the snippet showing both verses.
 */
export async function crossVerseMatches(
  db: AnyDb,
  index: SearchIndex,
  query: ParsedQuery,
  riwayaId: number,
  snippetLength: number,
): Promise<SearchHit[]> {
  const phrase = passagePhrase(query);
  if (!phrase) return [];
  const last = phrase.tokens.length - 1;
  // one query per word, all at once (PostgreSQL runs them on several connections)
  const withWord = await Promise.all(
    phrase.tokens.map(async (token, i) => {
      const word: SearchClause = {
        ...phrase,
        tokens: [token],
        stems: [phrase.stems[i]!],
        prefix: phrase.prefix && i === last,
      };
      return new Set(await index.matchingVerseKeys(db, { clauses: [word], roots: [], lemmas: [] }, riwayaId));
    }),
  );
  const holdingAll = (from: number, to: number) => {
    const sets = withWord.slice(from, to).sort((x, y) => x.size - y.size);
    return [...sets[0]!].filter((key) => sets.every((set) => set.has(key)));
  };
  const found = new Map<number, SearchHit>();
  const analysed = new Map<number, AnalyzedWord[]>();
  for (let k = 1; k <= last; k++) {
    const head: SearchClause = {
      ...phrase,
      tokens: phrase.tokens.slice(0, k),
      stems: phrase.stems.slice(0, k),
      prefix: false,
    };
    const tail: SearchClause = { ...phrase, tokens: phrase.tokens.slice(k), stems: phrase.stems.slice(k) };
    const starts = new Set(holdingAll(k, last + 1));
    const pairs = holdingAll(0, k).filter((key) => starts.has(key + 1) && !found.has(key));
    if (!pairs.length) continue;
    const texts = await versesByKey(
      db,
      riwayaId,
      pairs.flatMap((key) => [key, key + 1]),
    );
    const byKey = new Map(texts.map((v) => [v.sura * 1000 + v.aya, v]));
    const words = (key: number, text: string) => {
      let w = analysed.get(key);
      if (!w) analysed.set(key, (w = analyzeSearchText(text)));
      return w;
    };
    for (const key of pairs) {
      const first = byKey.get(key);
      const next = byKey.get(key + 1);
      if (!first || !next) continue;
      const a = words(key, first.text);
      const b = words(key + 1, next.text);
      const endsWithHead = clausePositions(a, head).includes(a.length - head.tokens.length);
      const startsWithTail = clausePositions(b, tail).includes(0);
      if (!endsWithHead || !startsWithTail) continue;
      const both = `${first.text} ${next.text}`;
      const otherSpelling =
        first.text_imlaei && next.text_imlaei ? `${first.text_imlaei} ${next.text_imlaei}` : null;
      found.set(key, {
        kind: 'aya',
        riwayaId,
        sura: first.sura,
        aya: first.aya,
        text: first.text,
        snippet: verseSnippet(
          both,
          otherSpelling,
          { clauses: [phrase], roots: [], lemmas: [] },
          Math.max(snippetLength, both.length),
        ),
        continues: true,
      });
    }
  }
  return [...found.entries()].sort((x, y) => x[0] - y[0]).map(([, hit]) => hit);
}
