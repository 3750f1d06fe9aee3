import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../dialect.js';
import {
  searchDocument,
  toFts5AnyQuery,
  toFts5StemQuery,
  toFts5SurfaceQuery,
  toTsStemQuery,
  toTsSurfaceQuery,
  tsClause,
  verseKey,
  type ParsedQuery,
  type SearchClause,
  type SearchDocument,
} from './text.js';

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
 * ENTRY_TOTAL_CAP matches in corpus order (a single very common word such as «الله» matches ~70 000
 * entries of the full corpus: ranking all of them is what made PostgreSQL slow).
 */
export const ENTRY_TOTAL_CAP = 1000;

/** Column weights of bm25 (SQLite) and ts_rank (PostgreSQL): surface, stem. */
export const FIELD_WEIGHTS = { surface: 10, stem: 1 } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used by migrations and the typed repositories alike
type AnyDb = Kysely<any>;

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
      ranges?: ReadonlyMap<number, readonly [number, number] | null>;
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
   * over the first ENTRY_TOTAL_CAP matches (exact surface matches first unless the total is capped):
   * what the repository asks for when the page shows entries. PostgreSQL answers both from one scan.
   */
  entryPage(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
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
const INDEX_BATCH = 400;

async function* bookDocuments(
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

interface VerseDocument {
  sura: number;
  aya: number;
  doc: SearchDocument;
}

/** A riwaya's verses as index documents: the Uthmani text, then the imla'i text when there is one. */
async function riwayaDocuments(db: AnyDb, riwayaId: number): Promise<VerseDocument[]> {
  const rows: Array<{ sura: number; aya: number; text: string; text_imlaei: string | null }> = await db
    .selectFrom('verses')
    .select(['sura', 'aya', 'text', 'text_imlaei'])
    .where('riwaya_id', '=', riwayaId)
    .execute();
  return rows.map((r) => ({ sura: r.sura, aya: r.aya, doc: searchDocument(r.text, r.text_imlaei) }));
}

/** Both dialects' full rebuild: empty both tables, then index every riwaya and every book. */
async function reindexEverything(index: SearchIndex, db: AnyDb): Promise<void> {
  await sql`DELETE FROM search_verses`.execute(db);
  await sql`DELETE FROM search_entries`.execute(db);
  for (const id of await allIds(db, 'riwayat')) await index.indexRiwaya(db, id);
  for (const id of await allIds(db, 'books')) await index.indexBook(db, id);
}

async function allIds(db: AnyDb, table: 'riwayat' | 'books'): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').orderBy('id').execute();
  return rows.map((r: { id: number }) => Number(r.id));
}

/** How long a row count or document frequency is kept, and how many are kept. */
const COUNT_CACHE_MS = 10 * 60_000;
const COUNT_CACHE_SIZE = 50_000;

/**
 * Row counts and document frequencies of the index, kept a few minutes: they move only with an
 * import, and a ranking that is a few minutes behind one is still a good ranking.
 */
class CountCache {
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

const num = (v: unknown) => Number(v ?? 0);
const inList = (ids: readonly number[]) => sql.join(ids.map((id) => sql.lit(Math.trunc(id))));
/** CASE expression giving each book its place in `order` (books not listed go last). */
function bookRank(column: RawBuilder<unknown>, order: readonly number[]): RawBuilder<unknown> {
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
function rowidBookRank(order: Extract<EntryOrder, { by: 'history' }>): RawBuilder<unknown> | undefined {
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

// ---------------------------------------------------------------------------------------------- SQLite

/**
 * The documents and queries FTS5 sees are already analysed: lowercase tokens of letters, digits and
 * marks (packages/core normalizeSearchText) between single spaces. The `ascii` tokenizer splits them
 * on the spaces and keeps every non-ASCII character in its token, which is all they need; `unicode61`
 * looked each character's class up again and gave the same tokens (the term, column, document and
 * occurrence counts of fts5vocab over the full corpus are equal) at a cost: the import's writer
 * thread spent 20% less time with `ascii` (bench/import: 66.0 → 57.3 s).
 */
const FTS5_OPTIONS = "content='', contentless_delete=1, tokenize='ascii'";
const FTS5_TABLES = ['search_verses', 'search_entries'] as const;
const VERSE_KEY_OLD = 'old.riwaya_id * 1000000 + old.sura * 1000 + old.aya';
const BM25_VERSES = sql.raw(`bm25(search_verses, ${FIELD_WEIGHTS.surface}, ${FIELD_WEIGHTS.stem})`);
const BM25_ENTRIES = sql.raw(`bm25(search_entries, ${FIELD_WEIGHTS.surface}, ${FIELD_WEIGHTS.stem})`);

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
function clausesToRank(
  counted: ReadonlyArray<{ clause: SearchClause; df: number }>,
  rows: number,
): SearchClause[] {
  const frequent = rows * FREQUENT_CLAUSE_SHARE;
  const ranking = counted.filter((c) => c.df <= frequent).map((c) => c.clause);
  if (ranking.length) return ranking;
  const rarest = counted.reduce((a, b) => (b.df < a.df ? b : a));
  return [rarest.clause];
}

class SqliteSearchIndex implements SearchIndex {
  readonly dialect = 'sqlite' as const;
  private readonly counts = new CountCache();

  async create(db: AnyDb): Promise<void> {
    const run = (statement: string) => sql.raw(statement).execute(db);
    await this.createTables(db);
    await run(
      `CREATE TRIGGER search_verses_ad AFTER DELETE ON verses BEGIN
         DELETE FROM search_verses WHERE rowid = ${VERSE_KEY_OLD};
       END`,
    );
    await run(
      `CREATE TRIGGER search_entries_ad AFTER DELETE ON book_entries BEGIN
         DELETE FROM search_entries WHERE rowid = old.id;
       END`,
    );
    await reindexEverything(this, db);
  }

  private async createTables(db: AnyDb): Promise<void> {
    for (const table of FTS5_TABLES)
      await sql.raw(`CREATE VIRTUAL TABLE ${table} USING fts5(surface, stem, ${FTS5_OPTIONS})`).execute(db);
  }

  /**
   * New tables rather than a DELETE of every row (which a contentless-delete table records row by
   * row): faster, and a database made before a change of FTS5_OPTIONS gets the current ones. The
   * delete triggers name the tables and are kept.
   */
  async reindexAll(db: AnyDb): Promise<void> {
    for (const table of FTS5_TABLES) await sql.raw(`DROP TABLE ${table}`).execute(db);
    await this.createTables(db);
    await reindexEverything(this, db);
  }

  /** Nothing: FTS5 merges its segments as it goes ('optimize' after the full import changed no timing). */
  async settle(): Promise<void> {}

  async indexRiwaya(db: AnyDb, riwayaId: number): Promise<void> {
    await sql`DELETE FROM search_verses WHERE rowid BETWEEN ${verseKey(riwayaId, 0, 0)} AND ${verseKey(riwayaId, 999, 999)}`.execute(
      db,
    );
    const docs = await riwayaDocuments(db, riwayaId);
    for (let i = 0; i < docs.length; i += INDEX_BATCH) {
      await sql`INSERT INTO search_verses(rowid, surface, stem) VALUES ${sql.join(
        docs
          .slice(i, i + INDEX_BATCH)
          .map((v) => sql`(${verseKey(riwayaId, v.sura, v.aya)}, ${v.doc.surface}, ${v.doc.stem})`),
      )}`.execute(db);
    }
  }

  async indexBook(db: AnyDb, bookId: number, documents?: readonly SearchDocument[]): Promise<void> {
    for await (const batch of bookDocuments(db, bookId, documents)) {
      if (!batch.length) continue;
      await sql`INSERT OR REPLACE INTO search_entries(rowid, surface, stem) VALUES ${sql.join(
        batch.map((r) => sql`(${r.id}, ${r.doc.surface}, ${r.doc.stem})`),
      )}`.execute(db);
    }
  }

  private match(query: ParsedQuery, mode: MatchMode): string {
    return mode === 'any' ? toFts5AnyQuery(query) : toFts5StemQuery(query);
  }

  async countVerses(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    mode: MatchMode = 'all',
  ): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM search_verses
      WHERE search_verses MATCH ${this.match(query, mode)}
        AND rowid BETWEEN ${verseKey(riwayaId, 0, 0)} AND ${verseKey(riwayaId, 999, 999)}`.execute(db);
    return num(rows[0]?.n);
  }

  async versePage(db: AnyDb, query: ParsedQuery, riwayaId: number, limit: number, offset: number) {
    const total = await this.countVerses(db, query, riwayaId);
    const keys = offset < total ? await this.verseKeys(db, query, riwayaId, limit, offset) : [];
    return { keys, total };
  }

  async matchingVerseKeys(db: AnyDb, query: ParsedQuery, riwayaId: number): Promise<number[]> {
    const { rows } = await sql<{ k: number }>`
      SELECT rowid AS k FROM search_verses
      WHERE search_verses MATCH ${toFts5StemQuery(query)}
        AND rowid BETWEEN ${verseKey(riwayaId, 0, 0)} AND ${verseKey(riwayaId, 999, 999)}
      ORDER BY rowid`.execute(db);
    return rows.map((r) => Number(r.k) % 1_000_000);
  }

  async verseKeys(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    limit: number,
    offset: number,
    mode: MatchMode = 'all',
  ): Promise<number[]> {
    const range = sql`rowid BETWEEN ${verseKey(riwayaId, 0, 0)} AND ${verseKey(riwayaId, 999, 999)}`;
    const tier =
      mode === 'all'
        ? sql`rowid NOT IN (SELECT rowid FROM search_verses WHERE search_verses MATCH ${toFts5SurfaceQuery(query)} AND ${range}),`
        : sql``;
    const { rows } = await sql<{ k: number }>`
      SELECT rowid AS k FROM search_verses
      WHERE search_verses MATCH ${this.match(query, mode)} AND ${range}
      ORDER BY ${tier} ${BM25_VERSES}, rowid LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rows.map((r) => Number(r.k) % 1_000_000);
  }

  /** The scope as a condition on the FTS rowid (no join), or a join when the ids are not contiguous. */
  private scopeSql(scope: EntryScope | undefined): { join: RawBuilder<unknown>; where: RawBuilder<unknown> } {
    const none = { join: sql``, where: sql`` };
    if (!scope) return none;
    if (scope.ranges) {
      if (!scope.ranges.length) return { join: sql``, where: sql`AND 0` };
      const ranges = scope.ranges.map(([lo, hi]) => sql`s.rowid BETWEEN ${sql.lit(lo)} AND ${sql.lit(hi)}`);
      return { join: sql``, where: sql`AND (${sql.join(ranges, sql` OR `)})` };
    }
    return {
      join: sql`JOIN book_entries e ON e.id = s.rowid`,
      where: sql`AND e.book_id IN (${inList(scope.bookIds)})`,
    };
  }

  async countEntries(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    cap: number,
    mode: MatchMode = 'all',
  ): Promise<number> {
    if (scope && !scope.bookIds.length) return 0;
    const { join, where } = this.scopeSql(scope);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM (
        SELECT 1 FROM search_entries s ${join}
        WHERE search_entries MATCH ${this.match(query, mode)} ${where} LIMIT ${cap + 1})`.execute(db);
    return num(rows[0]?.n);
  }

  async entryPage(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; total: number }> {
    if (scope && !scope.bookIds.length) return { ids: [], total: 0 };
    const ranking = await this.rankingClauses(db, query);
    const shown = (total: number) => limit > 0 && offset < Math.min(total, ENTRY_TOTAL_CAP);
    if (ranking.length < query.clauses.length) {
      // the first cap+1 matches are both the count and the candidates ranked
      const found = await this.firstMatches(db, query, scope, 'all', ENTRY_TOTAL_CAP + 1);
      const total = found.length;
      const ids = shown(total)
        ? await this.rankCandidates(db, query, ranking, found.slice(0, ENTRY_TOTAL_CAP), {
            limit,
            offset,
            tiered: total <= ENTRY_TOTAL_CAP,
            mode: 'all',
          })
        : [];
      return { ids, total };
    }
    // FTS5 counts cheaply (the LIMIT stops the scan); ranking is a second statement
    const total = await this.countEntries(db, query, scope, ENTRY_TOTAL_CAP);
    const tiered = total <= ENTRY_TOTAL_CAP;
    const ids = shown(total)
      ? await this.relevantIds(db, query, scope, ranking, { limit, offset, tiered, mode: 'all' })
      : [];
    return { ids, total };
  }

  async entryIds(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
    order: EntryOrder,
    mode: MatchMode = 'all',
  ): Promise<number[]> {
    if (scope && !scope.bookIds.length) return [];
    const { join, where } = this.scopeSql(scope);
    const match = this.match(query, mode);
    if (order.by === 'history') {
      // When every book's entries are a contiguous range of ids, the book of a row is known from its
      // rowid: no join with book_entries for every match (33 → 15 ms of CPU for «الصلاة»).
      const byRowid = rowidBookRank(order);
      const { rows } = byRowid
        ? await sql<{ id: number }>`
            SELECT s.rowid AS id FROM search_entries s ${join}
            WHERE search_entries MATCH ${match} ${where}
            ORDER BY ${byRowid}, s.rowid LIMIT ${limit} OFFSET ${offset}`.execute(db)
        : await sql<{ id: number }>`
            SELECT s.rowid AS id FROM search_entries s JOIN book_entries b ON b.id = s.rowid ${join}
            WHERE search_entries MATCH ${match} ${where}
            ORDER BY ${bookRank(sql`b.book_id`, order.bookOrder)}, s.rowid LIMIT ${limit} OFFSET ${offset}`.execute(
            db,
          );
      return rows.map((r) => Number(r.id));
    }
    const ranking = await this.rankingClauses(db, query);
    return this.relevantIds(db, query, scope, ranking, { limit, offset, tiered: order.tiered, mode });
  }

  /**
   * One page by relevance: bm25 over the first ENTRY_TOTAL_CAP matches (all of them for all but the
   * broadest queries) by the `ranking` clauses, exact surface matches first when `tiered` (never for a
   * capped total: that subquery would be as broad).
   */
  private async relevantIds(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    ranking: readonly SearchClause[],
    page: { limit: number; offset: number; tiered: boolean; mode: MatchMode },
  ): Promise<number[]> {
    const tiered = page.mode === 'all' && page.tiered;
    if (ranking.length < query.clauses.length) {
      // some clauses are too frequent to rank by (FREQUENT_CLAUSE_SHARE)
      const candidates = await this.firstMatches(db, query, scope, page.mode, ENTRY_TOTAL_CAP);
      return this.rankCandidates(db, query, ranking, candidates, { ...page, tiered });
    }
    const { join, where } = this.scopeSql(scope);
    const tier = tiered
      ? sql`id NOT IN (SELECT rowid FROM search_entries WHERE search_entries MATCH ${toFts5SurfaceQuery(query)}),`
      : sql``;
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM (
        SELECT s.rowid AS id, ${BM25_ENTRIES} AS score FROM search_entries s ${join}
        WHERE search_entries MATCH ${this.match(query, page.mode)} ${where} LIMIT ${ENTRY_TOTAL_CAP})
      ORDER BY ${tier} score, id LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
    return rows.map((r) => Number(r.id));
  }

  /** The first `n` matching entry ids, in corpus order. */
  private async firstMatches(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    mode: MatchMode,
    n: number,
  ): Promise<number[]> {
    const { join, where } = this.scopeSql(scope);
    const { rows } = await sql<{ id: number }>`
      SELECT s.rowid AS id FROM search_entries s ${join}
      WHERE search_entries MATCH ${this.match(query, mode)} ${where} LIMIT ${n}`.execute(db);
    return rows.map((r) => Number(r.id));
  }

  /**
   * One page of `candidates` (matches of the whole query) by relevance, when only the `ranking`
   * clauses are rare enough to rank by: bm25 of those clauses scores the candidates (one that holds
   * none of them, in a partial match, scores 0), exact surface matches first when `tiered`. The
   * candidates' span of rowids bounds the FTS scan; the list itself is a filter on each row (`+rowid`:
   * as a constraint FTS5 would run the MATCH, and bm25's doclist reads, once per listed rowid).
   */
  private async rankCandidates(
    db: AnyDb,
    query: ParsedQuery,
    ranking: readonly SearchClause[],
    candidates: readonly number[],
    page: { limit: number; offset: number; tiered: boolean; mode: MatchMode },
  ): Promise<number[]> {
    if (!candidates.length) return [];
    const span = sql`rowid BETWEEN ${Math.min(...candidates)} AND ${Math.max(...candidates)}`;
    const { rows: scored } = await sql<{ id: number; score: number }>`
      SELECT rowid AS id, ${BM25_ENTRIES} AS score FROM search_entries
      WHERE search_entries MATCH ${this.match({ ...query, clauses: [...ranking] }, page.mode)} AND ${span}
        AND +rowid IN (SELECT value FROM json_each(${JSON.stringify(candidates)}))`.execute(db);
    const score = new Map(scored.map((r) => [Number(r.id), Number(r.score)]));
    const exact = page.tiered
      ? new Set(
          (
            await sql<{ id: number }>`
                SELECT rowid AS id FROM search_entries
                WHERE search_entries MATCH ${toFts5SurfaceQuery(query)} AND ${span}`.execute(db)
          ).rows.map((r) => Number(r.id)),
        )
      : undefined;
    const tierOf = (id: number) => (exact && !exact.has(id) ? 1 : 0);
    return [...candidates]
      .sort((a, b) => tierOf(a) - tierOf(b) || (score.get(a) ?? 0) - (score.get(b) ?? 0) || a - b)
      .slice(page.offset, page.offset + page.limit);
  }

  /**
   * The clauses bm25 ranks entries by (FREQUENT_CLAUSE_SHARE). Frequencies and the row count are kept
   * in the CountCache, so a frequent word's doclist is read once in a while, not by every search.
   */
  private async rankingClauses(db: AnyDb, query: ParsedQuery): Promise<SearchClause[]> {
    if (query.clauses.length < 2) return [...query.clauses];
    const rows = await this.counts.get('n:e', async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM book_entries`.execute(db);
      return num(rows[0]?.n);
    });
    const counted = await Promise.all(
      query.clauses.map(async (clause) => {
        const phrase = toFts5StemQuery({ clauses: [clause], roots: [], lemmas: [] });
        const df = await this.counts.get(`df:e:${phrase}`, async () => {
          const { rows } = await sql<{ n: number }>`
            SELECT count(*) AS n FROM search_entries WHERE search_entries MATCH ${phrase}`.execute(db);
          return num(rows[0]?.n);
        });
        return { clause, df };
      }),
    );
    return clausesToRank(counted, rows);
  }
}

// ------------------------------------------------------------------------------------------ PostgreSQL

/** Document frequencies are counted up to this (an idf floor for very common words). */
const DF_CAP = 10_000;
const TS_WEIGHTS = sql.raw(`'{0, 0, ${FIELD_WEIGHTS.stem / FIELD_WEIGHTS.surface}, 1}'::float4[]`);
const tsvectorOf = (doc: SearchDocument) =>
  sql`setweight(to_tsvector('simple'::regconfig, ${doc.surface}), 'A') || setweight(to_tsvector('simple'::regconfig, ${doc.stem}), 'B')`;

class PostgresSearchIndex implements SearchIndex {
  readonly dialect = 'postgres' as const;

  async create(db: AnyDb): Promise<void> {
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(
      `CREATE TABLE search_verses (
         riwaya_id integer NOT NULL,
         sura integer NOT NULL,
         aya integer NOT NULL,
         tsv tsvector NOT NULL,
         PRIMARY KEY (riwaya_id, sura, aya),
         FOREIGN KEY (riwaya_id, sura, aya) REFERENCES verses (riwaya_id, sura, aya) ON DELETE CASCADE
       )`,
    );
    await run(`CREATE INDEX search_verses_tsv_idx ON search_verses USING gin (tsv)`);
    await run(
      `CREATE TABLE search_entries (
         entry_id integer PRIMARY KEY REFERENCES book_entries(id) ON DELETE CASCADE,
         book_id integer NOT NULL,
         tsv tsvector NOT NULL
       )`,
    );
    await run(`CREATE INDEX search_entries_tsv_idx ON search_entries USING gin (tsv)`);
    await run(`CREATE INDEX search_entries_book_idx ON search_entries (book_id)`);
    await this.reindexAll(db);
  }

  reindexAll(db: AnyDb): Promise<void> {
    return reindexEverything(this, db);
  }

  /**
   * Merges the GIN indexes' pending lists into them. New rows go to a pending list first (GIN
   * fastupdate), which every search reads row by row until autovacuum merges it: after the full
   * import, 10 349 verse rows (489 pages) were pending, and a verse search took 7.7 ms in its bitmap
   * scan; the bench's queries took 15.8 → 11.7 ms on average once merged.
   */
  async settle(db: AnyDb): Promise<void> {
    await sql`SELECT gin_clean_pending_list('search_verses_tsv_idx'::regclass),
      gin_clean_pending_list('search_entries_tsv_idx'::regclass)`.execute(db);
  }

  async indexRiwaya(db: AnyDb, riwayaId: number): Promise<void> {
    await sql`DELETE FROM search_verses WHERE riwaya_id = ${riwayaId}`.execute(db);
    const docs = await riwayaDocuments(db, riwayaId);
    for (let i = 0; i < docs.length; i += INDEX_BATCH) {
      await sql`INSERT INTO search_verses (riwaya_id, sura, aya, tsv) VALUES ${sql.join(
        docs
          .slice(i, i + INDEX_BATCH)
          .map((v) => sql`(${riwayaId}, ${v.sura}, ${v.aya}, ${tsvectorOf(v.doc)})`),
      )}`.execute(db);
    }
  }

  async indexBook(db: AnyDb, bookId: number, documents?: readonly SearchDocument[]): Promise<void> {
    for await (const batch of bookDocuments(db, bookId, documents)) {
      if (!batch.length) continue;
      await sql`
        INSERT INTO search_entries (entry_id, book_id, tsv) VALUES ${sql.join(
          batch.map((r) => sql`(${r.id}, ${bookId}, ${tsvectorOf(r.doc)})`),
        )}
        ON CONFLICT (entry_id) DO UPDATE SET book_id = excluded.book_id, tsv = excluded.tsv`.execute(db);
    }
  }

  /** What finds the rows (stems, no weights: see toTsStemQuery). */
  private tsquery(query: ParsedQuery, mode: MatchMode): RawBuilder<unknown> {
    return sql`${toTsStemQuery(query, mode === 'any')}::tsquery`;
  }

  /**
   * What ranks them: BM25's idea on ts_rank, which has no inverse document frequency of its own —
   * Σ over the clauses of idf(clause) × ts_rank(tsv, clause) (surface A, stem B). Document
   * frequencies come from capped counts on the GIN index, kept a few minutes per lexeme. Book entries
   * rank by the rare clauses only (FREQUENT_CLAUSE_SHARE): each ts_rank reads the row's whole tsvector
   * (≈ 8 µs for a long commentary entry), and a frequent word's idf barely moves the order.
   */
  private async rankExpr(
    db: AnyDb,
    query: ParsedQuery,
    where: { table: 'search_verses'; riwayaId: number } | { table: 'search_entries' },
  ): Promise<RawBuilder<unknown>> {
    const rank = (c: SearchClause) => sql`ts_rank(${TS_WEIGHTS}, tsv, ${tsClause(c)}::tsquery, 1)`; // 1: ÷ (1 + log length)
    if (query.clauses.length === 1) return rank(query.clauses[0]!);
    const total = await this.rowCount(db, where);
    const cap =
      where.table === 'search_entries'
        ? Math.max(DF_CAP, Math.ceil(total * FREQUENT_CLAUSE_SHARE) + 1)
        : DF_CAP;
    const counted = await Promise.all(
      query.clauses.map(async (clause) => ({
        clause,
        df: await this.documentFrequency(db, clause, where, cap),
      })),
    );
    const ranked = where.table === 'search_entries' ? new Set(clausesToRank(counted, total)) : undefined;
    return sql.join(
      counted
        .filter(({ clause }) => !ranked || ranked.has(clause))
        .map(({ clause, df }) => {
          const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
          return sql`${sql.lit(Number(idf.toFixed(4)))} * ${rank(clause)}`;
        }),
      sql` + `,
    );
  }

  private readonly counts = new CountCache();

  private rowCount(
    db: AnyDb,
    where: { table: 'search_verses'; riwayaId: number } | { table: 'search_entries' },
  ) {
    if (where.table === 'search_verses') {
      return this.counts.get(`n:v:${where.riwayaId}`, async () => {
        const { rows } = await sql<{ n: string }>`
          SELECT count(*) AS n FROM search_verses WHERE riwaya_id = ${where.riwayaId}`.execute(db);
        return num(rows[0]?.n);
      });
    }
    // the planner's estimate (exact enough for an idf, and free); counted when never analysed
    return this.counts.get('n:e', async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT reltuples AS n FROM pg_class WHERE oid = 'search_entries'::regclass`.execute(db);
      const estimate = num(rows[0]?.n);
      if (estimate > 0) return estimate;
      const { rows: counted } = await sql<{ n: string }>`SELECT count(*) AS n FROM search_entries`.execute(
        db,
      );
      return Math.max(1, num(counted[0]?.n));
    });
  }

  /** The rows holding the clause, counted up to `cap`. */
  private documentFrequency(
    db: AnyDb,
    clause: SearchClause,
    where: { table: 'search_verses'; riwayaId: number } | { table: 'search_entries' },
    cap: number,
  ): Promise<number> {
    const stems = toTsStemQuery({ clauses: [clause], roots: [], lemmas: [] });
    const riwaya = where.table === 'search_verses' ? where.riwayaId : 0;
    return this.counts.get(`df:${where.table}:${riwaya}:${cap}:${stems}`, async () => {
      const { rows } = await sql<{ n: string }>`
        SELECT count(*) AS n FROM (
          SELECT 1 FROM ${sql.table(where.table)}
          WHERE tsv @@ ${stems}::tsquery ${where.table === 'search_verses' ? sql`AND riwaya_id = ${where.riwayaId}` : sql``}
          LIMIT ${cap}) t`.execute(db);
      return num(rows[0]?.n);
    });
  }

  async countVerses(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    mode: MatchMode = 'all',
  ): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM search_verses
      WHERE riwaya_id = ${riwayaId} AND tsv @@ ${this.tsquery(query, mode)}`.execute(db);
    return num(rows[0]?.n);
  }

  async versePage(db: AnyDb, query: ParsedQuery, riwayaId: number, limit: number, offset: number) {
    const q = this.tsquery(query, 'all');
    // the total comes with the page (count(*) OVER () before LIMIT): one scan of the matches, not two
    const { rows } = await sql<{ sura: number; aya: number; total: string }>`
      SELECT sura, aya, count(*) OVER () AS total FROM search_verses
      WHERE riwaya_id = ${riwayaId} AND tsv @@ ${q}
      ORDER BY tsv @@ ${toTsSurfaceQuery(query)}::tsquery DESC,
        ${await this.rankExpr(db, query, { table: 'search_verses', riwayaId })} DESC, sura, aya
      LIMIT ${Math.max(1, limit)} OFFSET ${offset}`.execute(db);
    if (rows.length || offset === 0) {
      return { keys: limit > 0 ? rows.map((r) => r.sura * 1000 + r.aya) : [], total: num(rows[0]?.total) };
    }
    return { keys: [], total: await this.countVerses(db, query, riwayaId) }; // a page past the end
  }

  async matchingVerseKeys(db: AnyDb, query: ParsedQuery, riwayaId: number): Promise<number[]> {
    const { rows } = await sql<{ sura: number; aya: number }>`
      SELECT sura, aya FROM search_verses
      WHERE riwaya_id = ${riwayaId} AND tsv @@ ${this.tsquery(query, 'all')}
      ORDER BY sura, aya`.execute(db);
    return rows.map((r) => r.sura * 1000 + r.aya);
  }

  async verseKeys(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    limit: number,
    offset: number,
    mode: MatchMode = 'all',
  ): Promise<number[]> {
    const q = this.tsquery(query, mode);
    const { rows } = await sql<{ sura: number; aya: number }>`
      SELECT sura, aya FROM search_verses
      WHERE riwaya_id = ${riwayaId} AND tsv @@ ${q}
      ORDER BY ${mode === 'all' ? sql`tsv @@ ${toTsSurfaceQuery(query)}::tsquery DESC,` : sql``}
        ${await this.rankExpr(db, query, { table: 'search_verses', riwayaId })} DESC, sura, aya
      LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rows.map((r) => r.sura * 1000 + r.aya);
  }

  private scopeSql(scope: EntryScope | undefined): RawBuilder<unknown> {
    return scope ? sql`AND book_id IN (${inList(scope.bookIds)})` : sql``;
  }

  async countEntries(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    cap: number,
    mode: MatchMode = 'all',
  ): Promise<number> {
    if (scope && !scope.bookIds.length) return 0;
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (
        SELECT 1 FROM search_entries
        WHERE tsv @@ ${this.tsquery(query, mode)} ${this.scopeSql(scope)} LIMIT ${cap + 1}) t`.execute(db);
    return num(rows[0]?.n);
  }

  async entryPage(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; total: number }> {
    if (scope && !scope.bookIds.length) return { ids: [], total: 0 };
    // One scan (the GIN bitmap of a common word is the cost: «الله» is in 147 000 entries): the
    // first cap+1 matches are counted, the first cap of them ranked; the exact-surface tier is only
    // computed when the total is not capped (as entryIds with tiered = !capped).
    const { rows } = await sql<{ id: number; total: string }>`
      SELECT id, total FROM (
        SELECT entry_id AS id, total, ${await this.rankExpr(db, query, { table: 'search_entries' })} AS score,
          CASE WHEN total <= ${sql.lit(ENTRY_TOTAL_CAP)} THEN tsv @@ ${toTsSurfaceQuery(query)}::tsquery
            ELSE false END AS exact
        FROM (
          SELECT entry_id, tsv, count(*) OVER () AS total, row_number() OVER () AS n
          FROM (
            SELECT entry_id, tsv FROM search_entries
            WHERE tsv @@ ${this.tsquery(query, 'all')} ${this.scopeSql(scope)}
            LIMIT ${sql.lit(ENTRY_TOTAL_CAP + 1)}) m) w
        WHERE n <= ${sql.lit(ENTRY_TOTAL_CAP)}) t
      ORDER BY exact DESC, score DESC, id LIMIT ${Math.max(1, limit)} OFFSET ${offset}`.execute(db);
    if (rows.length || offset === 0) {
      return { ids: limit > 0 ? rows.map((r) => Number(r.id)) : [], total: num(rows[0]?.total) };
    }
    return { ids: [], total: await this.countEntries(db, query, scope, ENTRY_TOTAL_CAP) }; // past the end
  }

  async entryIds(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
    order: EntryOrder,
    mode: MatchMode = 'all',
  ): Promise<number[]> {
    if (scope && !scope.bookIds.length) return [];
    const q = this.tsquery(query, mode);
    const filter = this.scopeSql(scope);
    const { rows } =
      order.by === 'history'
        ? await sql<{ id: number }>`
            SELECT entry_id AS id FROM search_entries
            WHERE tsv @@ ${q} ${filter}
            ORDER BY ${bookRank(sql`book_id`, order.bookOrder)}, entry_id
            LIMIT ${limit} OFFSET ${offset}`.execute(db)
        : await sql<{ id: number }>`
            SELECT id FROM (
              SELECT entry_id AS id, ${await this.rankExpr(db, query, { table: 'search_entries' })} AS score,
                ${mode === 'all' && order.tiered ? sql`tsv @@ ${toTsSurfaceQuery(query)}::tsquery` : sql`false`} AS exact
              FROM search_entries
              WHERE tsv @@ ${q} ${filter} LIMIT ${ENTRY_TOTAL_CAP}) t
            ORDER BY exact DESC, score DESC, id LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rows.map((r) => Number(r.id));
  }
}

const sqliteIndex = new SqliteSearchIndex();
const postgresIndex = new PostgresSearchIndex();

export function searchIndexFor(dialect: DialectName): SearchIndex {
  return dialect === 'postgres' ? postgresIndex : sqliteIndex;
}

/** The dialect of a Kysely instance (the writer and the repositories only hold the Kysely object). */
export function dialectOf(db: AnyDb): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
