import { quranWordSpans } from '@tafsir/core';
import { sql, type Kysely } from 'kysely';
import { versesByKey, type SearchIndex } from './dialects.js';
import { buildSnippet, type Highlight } from './highlight.js';
import type { SearchHit } from './types.js';
import type { ParsedQuery } from './text.js';

/**
 * `root:` and `lemma:` search over the Quran's morphology (table quran_words: the Quranic Arabic
 * Corpus 0.4 by Kais Dukes, corpus.quran.com — its attribution goes with every answer that uses it).
 * Hafs text only (the corpus describes it). Every verse holding a word of each root and lemma asked
 * for (and matching the other words of the query, if any), in Quran order, with those words marked.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by both dialects
type AnyDb = Kysely<any>;

export const MORPHOLOGY_RIWAYA = 10;
export const MORPHOLOGY_ATTRIBUTION = 'Quranic Arabic Corpus, Kais Dukes (corpus.quran.com)';

/** Word positions (1-based) by verse key, for one root or lemma. */
async function wordsOf(db: AnyDb, column: 'root_normalized' | 'lemma_normalized', value: string) {
  const { rows } = await sql<{ sura: number; aya: number; word: number }>`
    SELECT sura, aya, word FROM quran_words WHERE ${sql.ref(column)} = ${value}`.execute(db);
  const byVerse = new Map<number, number[]>();
  for (const r of rows) {
    const key = r.sura * 1000 + r.aya;
    const list = byVerse.get(key) ?? [];
    list.push(r.word);
    byVerse.set(key, list);
  }
  return byVerse;
}

/**
 * Ranges of the n-th words (1-based) of a verse text, words as core's quranWordSpans counts them
 * (signs that are not words, ۞ or a sajda mark, are not counted).
 */
export function wordRanges(text: string, positions: readonly number[]): Highlight[] {
  const wanted = new Set(positions);
  return quranWordSpans(text)
    .filter((_, i) => wanted.has(i + 1))
    .map(({ start, end }) => ({ start, end }));
}

/** Verses looked at for best partial matches of a query with morphology terms. */
const PARTIAL_VERSES = 100;

/**
 * Every matching verse key (Quran order) and the hits of one page of them. When no verse holds every
 * term (roots, lemmas and words) and there are two terms or more, the best partial matches instead
 * (`partial`): the verses holding the most terms, then those holding the rarest one, in Quran order.
 */
export async function morphologyVerses(
  db: AnyDb,
  index: SearchIndex,
  query: ParsedQuery,
  snippetLength: number,
  offset: number,
  limit: number,
): Promise<{ total: number; hits: SearchHit[]; partial: boolean }> {
  const terms = [
    ...query.roots.map((r) => ['root_normalized', r] as const),
    ...query.lemmas.map((l) => ['lemma_normalized', l] as const),
  ];
  // the verses of each root or lemma, then of the query's words (all of them: one query)
  const sets: Set<number>[] = [];
  const marked = new Map<number, number[]>();
  for (const [column, value] of terms) {
    const byVerse = await wordsOf(db, column, value);
    sets.push(new Set(byVerse.keys()));
    for (const [k, words] of byVerse) marked.set(k, [...(marked.get(k) ?? []), ...words]);
  }
  const words = query.clauses.length
    ? new Set(await index.matchingVerseKeys(db, query, MORPHOLOGY_RIWAYA))
    : null;
  const [first, ...rest] = words ? [...sets, words] : sets;
  let ordered = [...(first ?? [])].filter((k) => rest.every((set) => set.has(k))).sort((a, b) => a - b);
  const partial = ordered.length === 0 && terms.length + query.clauses.length > 1;
  if (partial) {
    // each word apart now (its verses), to count the terms each verse holds
    for (const clause of query.clauses) {
      const one = { clauses: [clause], roots: [], lemmas: [] };
      sets.push(new Set(await index.matchingVerseKeys(db, one, MORPHOLOGY_RIWAYA)));
    }
    const held = new Map<number, { count: number; rarest: number }>();
    for (const set of sets) {
      for (const k of set) {
        const h = held.get(k) ?? { count: 0, rarest: Infinity };
        held.set(k, { count: h.count + 1, rarest: Math.min(h.rarest, set.size) });
      }
    }
    ordered = [...held]
      .sort(([ka, a], [kb, b]) => b.count - a.count || a.rarest - b.rarest || ka - kb)
      .slice(0, PARTIAL_VERSES)
      .map(([k]) => k);
  }
  const verses = await versesByKey(db, MORPHOLOGY_RIWAYA, ordered.slice(offset, offset + limit));
  const hits = verses.map((v) => {
    const key = v.sura * 1000 + v.aya;
    const words = wordRanges(v.text, marked.get(key) ?? []);
    const byText = query.clauses.length
      ? buildSnippet(v.text, query, Math.max(snippetLength, v.text.length)).highlights
      : [];
    return {
      kind: 'aya' as const,
      riwayaId: MORPHOLOGY_RIWAYA,
      sura: v.sura,
      aya: v.aya,
      text: v.text,
      snippet: { text: v.text, highlights: mergeRanges([...words, ...byText]) },
      continues: false,
    };
  });
  // partial only when there are partial matches to show (root:ر ح م matches nothing at all)
  return { total: ordered.length, hits, partial: partial && ordered.length > 0 };
}

function mergeRanges(ranges: Highlight[]): Highlight[] {
  const out: Highlight[] = [];
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    const prev = out[out.length - 1];
    if (prev && r.start <= prev.end) prev.end = Math.max(prev.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
