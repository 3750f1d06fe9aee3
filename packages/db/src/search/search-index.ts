import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../dialect.js';
import { searchDocument, type ParsedQuery, type SearchClause, type SearchDocument } from './text.js';

/**
 * The full-text index of each database behind one small interface; the repository above it is common.
 * Both hold, for every verse and every book entry, two aligned token lists computed once in
 * JavaScript by packages/core analyzeSearchText (search/text.ts searchDocument): the SURFACE forms
 * and the STEMS. A Hafs verse is indexed in its Uthmani text followed by its imla'i text
 * (verses.text_imlaei), so either spelling finds it. Nothing is normalised at query time.
 *
 * SQLite — two contentless-delete FTS5 tables with columns (surface, stem):
 *   search_verses   rowid = riwaya·10⁶ + sura·10³ + aya, written by the writer with the verses;
 *   search_entries  rowid = book_entries.id, written by the writer with the book;
 *   both emptied row by row by delete triggers. Tokenizer ascii on the already-analysed text, whose
 *   tokens are runs of letters, digits and marks between single spaces (FTS5_OPTIONS).
 *   Ranking: first the rows where every query word matches by its exact surface form, then the rest
 *   (verses always; entries when their total is not capped); within each, bm25 with column weights
 *   (surface 10, stem 1), so exact spellings also count more within a tier.
 * PostgreSQL — search_verses(riwaya_id, sura, aya, tsv) and search_entries(entry_id, book_id, tsv),
 *   each with a GIN index on the STORED tsvector: surface lexemes with weight A, stems with weight B
 *   (setweight … || setweight …). Ranking: Σ idf(word) × ts_rank(weights {0, 0, 0.1, 1}) — the idf
 *   that ts_rank lacks, from capped document-frequency counts (PostgresSearchIndex.rankExpr).
 * Both are written inside the importer's transaction, so a re-imported book and its index change
 * together; rows cascade away with their verse or entry.
 */

/**
 * Totals are counted up to this many matching book entries; beyond it the answer says "more than"
 * (SearchResult.entryTotalCapped), and the relevance order is computed over the first
 * ENTRY_TOTAL_CAP matches in corpus order and each book's first CANDIDATES_PER_BOOK (a single very
 * common word such as «الله» matches ~150 000 entries of the full corpus: ranking all of them is what
 * made PostgreSQL slow).
 */
export const ENTRY_TOTAL_CAP = 1000;

/**
 * A relevance order over many books shows at most this many entries of one book before every other
 * book with matches has shown as many (issue 34): the first page of a broad query («ابن عباس») holds
 * the best passages of many books, not twenty of al-Tabari's. Within a round the order is relevance;
 * searching one book, it is plain relevance.
 */
export const ENTRIES_PER_BOOK_ROUND = 3;

/**
 * When more than ENTRY_TOTAL_CAP entries match, the candidates ranked are the first
 * CANDIDATES_PER_BOOK matches of every book, and, while they are fewer than ENTRY_TOTAL_CAP, the first
 * matches in corpus order (so that the pages never run out before the capped total): every book is a
 * candidate (before, only the first 1 000 matches in corpus order were: al-Tabari's, for a broad
 * query). 10 rather than more: ranking a candidate is what costs (PostgreSQL reads its tsvector), and
 * a page shows at most ENTRIES_PER_BOOK_ROUND of a book before every other book has shown as many.
 */
export const CANDIDATES_PER_BOOK = 10;

/** The candidates of a capped total: each book's first matches, then the first matches up to the cap. */
export function cappedCandidates(eachBook: Iterable<number>, first: readonly number[]): number[] {
  const candidates = new Set(eachBook);
  for (const id of first) {
    if (candidates.size >= ENTRY_TOTAL_CAP) break;
    candidates.add(id);
  }
  return [...candidates];
}

/** A candidate entry of a relevance order, as both dialects score it. */
export interface ScoredEntry {
  id: number;
  bookId: number;
  /** Every query word is there in its exact surface form (the first tier, when tiers are used). */
  exact: boolean;
  /** Smaller ranks first: bm25 (SQLite), minus the idf-weighted ts_rank (PostgreSQL). */
  cost: number;
}

/**
 * The entries' ids by relevance in rounds of ENTRIES_PER_BOOK_ROUND per book: each book's entries by
 * relevance (exact tier, then cost, then id), then round by round, each round by that same relevance.
 */
export function byRelevanceInRounds(entries: readonly ScoredEntry[]): number[] {
  const relevance = [...entries].sort(
    (a, b) => Number(b.exact) - Number(a.exact) || a.cost - b.cost || a.id - b.id,
  );
  const shown = new Map<number, number>();
  const round = relevance.map((e) => {
    const n = shown.get(e.bookId) ?? 0;
    shown.set(e.bookId, n + 1);
    return Math.floor(n / ENTRIES_PER_BOOK_ROUND);
  });
  // a stable sort by round keeps the relevance order within each round
  return relevance
    .map((e, i) => ({ id: e.id, round: round[i]! }))
    .sort((a, b) => a.round - b.round)
    .map((e) => e.id);
}

/** Column weights of bm25 (SQLite) and ts_rank (PostgreSQL): surface, stem. */
export const FIELD_WEIGHTS = { surface: 10, stem: 1 } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used by migrations and the typed repositories alike
export type AnyDb = Kysely<any>;

export interface VerseMatch {
  sura: number;
  aya: number;
  text: string;
  /** The imla'i spelling (Hafs), also indexed: null for the other riwayat. */
  text_imlaei: string | null;
}

export interface EntryMatch {
  id: number;
  book_id: number;
  sura: number;
  aya_from: number;
  aya_to: number;
  text: string;
  /** `text` is only the beginning of the entry (entriesById's `head`). */
  truncated: boolean;
}

/**
 * Which book entries a search covers: every book (undefined), or these books. `ranges` are the same
 * books as ranges of entry ids (each book's entries are written in one transaction, so their ids are
 * contiguous), which SQLite filters inside the FTS scan without a join; null when not contiguous.
 */
export interface EntryScope {
  bookIds: readonly number[];
  ranges: ReadonlyArray<readonly [number, number]> | null;
}

/** Each book's entries as a range of entry ids; null for a book whose ids are not contiguous. */
export type BookRanges = ReadonlyMap<number, readonly [number, number] | null>;

/**
 * The book of each entry id: from the books' ranges (a binary search), from book_entries for the ids
 * of no contiguous range.
 */
export async function booksOfEntries(
  db: AnyDb,
  ids: readonly number[],
  books: BookRanges,
): Promise<Map<number, number>> {
  const ranges = [...books].flatMap(([id, r]) => (r ? [{ id, lo: r[0], hi: r[1] }] : []));
  ranges.sort((a, b) => a.lo - b.lo);
  const found = new Map<number, number>();
  const unknown: number[] = [];
  for (const entry of ids) {
    let lo = 0;
    let hi = ranges.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const r = ranges[mid]!;
      if (entry < r.lo) hi = mid - 1;
      else if (entry > r.hi) lo = mid + 1;
      else {
        found.set(entry, r.id);
        break;
      }
    }
    if (!found.has(entry)) unknown.push(entry);
  }
  if (unknown.length) {
    const rows: Array<{ id: number; book_id: number }> = await db
      .selectFrom('book_entries')
      .select(['id', 'book_id'])
      .where('id', 'in', unknown)
      .execute();
    for (const r of rows) found.set(Number(r.id), Number(r.book_id));
  }
  return found;
}

/**
 * Order of book entries: by relevance, or by the historical order of their books (given as ids; with
 * each book's range of entry ids when known, null for a book whose ids are not contiguous).
 */
export type EntryOrder =
  /** `tiered`: exact surface matches first (skipped for a capped total: too broad to be worth it). */
  | { by: 'relevance'; tiered: boolean }
  | {
      by: 'history';
      bookOrder: readonly number[];
      ranges?: BookRanges;
    };

/** Which query: every clause (the normal search) or any clause (candidates of a partial match). */
export type MatchMode = 'all' | 'any';

export interface SearchIndex {
  readonly dialect: DialectName;
  /** Creates the index structures (migration 0005) and indexes what is already imported. */
  create(db: AnyDb): Promise<void>;
  /** (Re)indexes every verse of one riwaya; call inside the transaction that wrote the verses. */
  indexRiwaya(db: AnyDb, riwayaId: number): Promise<void>;
  /**
   * (Re)indexes every entry of one book; call inside the transaction that wrote the entries.
   * `documents`: the entries' searchDocument()s in entry id order, when the caller computed them
   * already (the importer does, off the main thread); else they are computed from the stored texts.
   */
  indexBook(db: AnyDb, bookId: number, documents?: readonly SearchDocument[]): Promise<void>;
  /** Rebuilds the whole index (after a change of the word analysis). */
  reindexAll(db: AnyDb): Promise<void>;
  /** After an import: puts the index in the shape searches read fastest (see each dialect). */
  settle(db: AnyDb): Promise<void>;
  countVerses(db: AnyDb, query: ParsedQuery, riwayaId: number, mode?: MatchMode): Promise<number>;
  /**
   * One page of verse keys and the total: what the repository asks for. PostgreSQL answers both from
   * one scan (count(*) OVER ()); SQLite counts, then ranks (both cheap in FTS5).
   */
  versePage(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    limit: number,
    offset: number,
  ): Promise<{ keys: number[]; total: number }>;
  /** Every verse key (sura·1000 + aya) matching every clause, in Quran order: no ranking. */
  matchingVerseKeys(db: AnyDb, query: ParsedQuery, riwayaId: number): Promise<number[]>;
  /** Verse keys (sura·1000 + aya) by relevance, then position. */
  verseKeys(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    limit: number,
    offset: number,
    mode?: MatchMode,
  ): Promise<number[]>;
  /** Matching entries, counted up to `cap` (+1, so that "more than cap" shows). */
  countEntries(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    cap: number,
    mode?: MatchMode,
  ): Promise<number>;
  /**
   * The matching entries counted up to ENTRY_TOTAL_CAP + 1, and one page of their ids by relevance
   * in rounds per book (byRelevanceInRounds; exact surface matches first unless the total is capped),
   * over every match, or, for a capped total, over the first ENTRY_TOTAL_CAP matches and the first
   * CANDIDATES_PER_BOOK of every book (`books`: every book's range of entry ids).
   */
  entryPage(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
    books: BookRanges,
  ): Promise<{ ids: number[]; total: number }>;
  /** Entry ids of a page in the given order (relevance over the first ENTRY_TOTAL_CAP matches). */
  entryIds(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
    order: EntryOrder,
    mode?: MatchMode,
  ): Promise<number[]>;
}

/**
 * Characters of an entry read for its snippet and for partial matching (which looks at the first
 * 20 000). The longest commentary entries run to 600 000 characters: reading one whole takes 10 ms on
 * SQLite, its first 60 000 characters 1.6 ms. A snippet whose match lies further reads the rest.
 */
export const ENTRY_HEAD = 60_000;

/**
 * Reads the entries of a page, in the order of `ids`: the first `head` characters of their texts
 * (`truncated` when there is more), or the whole texts when `head` is Infinity.
 */
export async function entriesById(
  db: AnyDb,
  ids: readonly number[],
  head: number = ENTRY_HEAD,
): Promise<EntryMatch[]> {
  if (!ids.length) return [];
  const rows: Array<Omit<EntryMatch, 'truncated'>> = await db
    .selectFrom('book_entries')
    .select([
      'id',
      'book_id',
      'sura',
      'aya_from',
      'aya_to',
      Number.isFinite(head) ? sql<string>`substr(text, 1, ${head + 1})`.as('text') : 'text',
    ])
    .where('id', 'in', ids as number[])
    .execute();
  const byId = new Map(
    rows.map((r) => {
      const truncated = r.text.length > head;
      return [Number(r.id), { ...r, text: truncated ? r.text.slice(0, head) : r.text, truncated }];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Reads verses by key (sura·1000 + aya), in the order of `keys`. */
export async function versesByKey(
  db: AnyDb,
  riwayaId: number,
  keys: readonly number[],
): Promise<VerseMatch[]> {
  if (!keys.length) return [];
  // A join on the primary key: one lookup per verse. (`sura * 1000 + aya IN (…)` is an expression
  // no index answers: both databases read every verse of the riwaya for it, ~12 ms on SQLite.)
  const pairs = keys.map((k) => sql`(${sql.lit(Math.trunc(k / 1000))}, ${sql.lit(Math.trunc(k % 1000))})`);
  const { rows } = await sql<VerseMatch>`
    SELECT v.sura, v.aya, v.text, v.text_imlaei FROM (VALUES ${sql.join(pairs)}) AS k
    JOIN verses v ON v.riwaya_id = ${riwayaId} AND v.sura = k.column1 AND v.aya = k.column2`.execute(db);
  const byKey = new Map(rows.map((v) => [v.sura * 1000 + v.aya, v]));
  return keys.flatMap((k) => byKey.get(k) ?? []);
}

/** Rows per INSERT into the index. */
export const INDEX_BATCH = 400;

export async function* bookDocuments(
  db: AnyDb,
  bookId: number,
  documents?: readonly SearchDocument[],
): AsyncGenerator<Array<{ id: number; doc: SearchDocument }>> {
  if (documents) {
    // The entries were just written in this order in one transaction: ids ascend with it.
    const ids = await db
      .selectFrom('book_entries')
      .select('id')
      .where('book_id', '=', bookId)
      .orderBy('id')
      .execute();
    if (ids.length !== documents.length) {
      throw new Error(`book ${bookId}: ${ids.length} entries but ${documents.length} search documents`);
    }
    for (let i = 0; i < ids.length; i += INDEX_BATCH) {
      yield ids
        .slice(i, i + INDEX_BATCH)
        .map((r: { id: number }, j: number) => ({ id: Number(r.id), doc: documents[i + j]! }));
    }
    return;
  }
  const rows = await db
    .selectFrom('book_entries')
    .select(['id', 'text'])
    .where('book_id', '=', bookId)
    .orderBy('id')
    .execute();
  for (let i = 0; i < rows.length; i += INDEX_BATCH) {
    yield rows
      .slice(i, i + INDEX_BATCH)
      .map((r: { id: number; text: string }) => ({ id: Number(r.id), doc: searchDocument(r.text) }));
  }
}

export interface VerseDocument {
  sura: number;
  aya: number;
  doc: SearchDocument;
}

/** A riwaya's verses as index documents: the Uthmani text, then the imla'i text when there is one. */
export async function riwayaDocuments(db: AnyDb, riwayaId: number): Promise<VerseDocument[]> {
  const rows: Array<{ sura: number; aya: number; text: string; text_imlaei: string | null }> = await db
    .selectFrom('verses')
    .select(['sura', 'aya', 'text', 'text_imlaei'])
    .where('riwaya_id', '=', riwayaId)
    .execute();
  return rows.map((r) => ({ sura: r.sura, aya: r.aya, doc: searchDocument(r.text, r.text_imlaei) }));
}

/** Both dialects' full rebuild: empty both tables, then index every riwaya and every book. */
export async function reindexEverything(index: SearchIndex, db: AnyDb): Promise<void> {
  await sql`DELETE FROM search_verses`.execute(db);
  await sql`DELETE FROM search_entries`.execute(db);
  for (const id of await allIds(db, 'riwayat')) await index.indexRiwaya(db, id);
  for (const id of await allIds(db, 'books')) await index.indexBook(db, id);
}

export async function allIds(db: AnyDb, table: 'riwayat' | 'books'): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').orderBy('id').execute();
  return rows.map((r: { id: number }) => Number(r.id));
}

/** How long a row count or document frequency is kept, and how many are kept. */
export const COUNT_CACHE_MS = 10 * 60_000;
export const COUNT_CACHE_SIZE = 50_000;

/**
 * Row counts and document frequencies of the index, kept a few minutes: they move only with an
 * import, and a ranking that is a few minutes behind one is still a good ranking.
 */
export class CountCache {
  private readonly counts = new Map<string, { n: number; at: number }>();

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.counts.get(key);
    if (hit && Date.now() - hit.at < COUNT_CACHE_MS) return hit.n;
    const n = await count();
    if (this.counts.size >= COUNT_CACHE_SIZE) this.counts.clear();
    this.counts.set(key, { n, at: Date.now() });
    return n;
  }
}

export const num = (v: unknown) => Number(v ?? 0);
export const inList = (ids: readonly number[]) => sql.join(ids.map((id) => sql.lit(Math.trunc(id))));
/** CASE expression giving each book its place in `order` (books not listed go last). */
export function bookRank(column: RawBuilder<unknown>, order: readonly number[]): RawBuilder<unknown> {
  if (!order.length) return sql`0`;
  return sql`CASE ${column} ${sql.join(
    order.map((id, i) => sql`WHEN ${sql.lit(Math.trunc(id))} THEN ${sql.lit(i)}`),
    sql` `,
  )} ELSE ${sql.lit(order.length)} END`;
}

/**
 * bookRank by entry-id ranges (SQLite's rowid of search_entries): each book's place in the order, or
 * undefined when a book's ids are not contiguous (or the ranges are not given). Books without entries
 * have no range and no rows.
 */
export function rowidBookRank(
  order: Extract<EntryOrder, { by: 'history' }>,
): RawBuilder<unknown> | undefined {
  if (!order.ranges) return undefined;
  const branches: RawBuilder<unknown>[] = [];
  for (const [i, id] of order.bookOrder.entries()) {
    if (!order.ranges.has(id)) continue;
    const range = order.ranges.get(id);
    if (!range) return undefined;
    branches.push(
      sql`WHEN s.rowid BETWEEN ${sql.lit(Math.trunc(range[0]))} AND ${sql.lit(Math.trunc(range[1]))} THEN ${sql.lit(i)}`,
    );
  }
  if (!branches.length) return sql`0`;
  return sql`CASE ${sql.join(branches, sql` `)} ELSE ${sql.lit(order.bookOrder.length)} END`;
}

/**
 * A clause found in more than this share of the book entries is frequent: it has to match, and
 * counts for the exact-surface tier, but does not rank (unless every clause is frequent: then the
 * rarest one ranks). What a ranking costs grows with the frequency of its words: FTS5's bm25 counts
 * the document frequency of every phrase it ranks by reading the phrase's whole doclist, again for
 * every statement («الله», in 147 000 of the 636 000 entries of the full corpus, costs 12 ms each
 * time; «هو» and «الله» were 16 ms of the 20 of «قل هو الله أحد»), and PostgreSQL's ts_rank reads a
 * matching row's whole tsvector once per clause (≈ 8–18 µs for a long commentary entry: 1 000
 * candidates × 4 clauses ≈ 35 ms). Such a word's idf (log(N / df) ≈ 1.2 for «الله», 2 for «هو»)
 * weighs little beside the others'. It is the cutoff frequency of Lucene's CommonTermsQuery (the
 * frequent terms filter, the rare ones score), without scoring the frequent ones. Measured on the
 * bench's queries over the full corpus: 93% of the first 5 book hits are those of the full ranking.
 */
export const FREQUENT_CLAUSE_SHARE = 0.05;

/**
 * FREQUENT_CLAUSE_SHARE's rule, for both dialects: the clauses, with their document frequencies among
 * `rows` entries, that rank.
 */
export function clausesToRank(
  counted: ReadonlyArray<{ clause: SearchClause; df: number }>,
  rows: number,
): SearchClause[] {
  const frequent = rows * FREQUENT_CLAUSE_SHARE;
  const ranking = counted.filter((c) => c.df <= frequent).map((c) => c.clause);
  if (ranking.length) return ranking;
  const rarest = counted.reduce((a, b) => (b.df < a.df ? b : a));
  return [rarest.clause];
}

/**
 * Every clause is frequent (FREQUENT_CLAUSE_SHARE): for a capped total such a query («الله», in a
 * quarter of the entries) is not ranked at all. bm25 of so common a word says little, and scoring the
 * candidates of every book means reading all its matches again (≈ 40 ms of CPU for «الله» on the full
 * corpus); its entries come three per book per round, each book's in verse order.
 */
export function allFrequent(counted: ReadonlyArray<{ df: number }>, rows: number): boolean {
  return counted.every((c) => c.df > rows * FREQUENT_CLAUSE_SHARE);
}
