import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../connection.js';
import { searchDocument, toFts5Query, toTsQuery, verseKey, type ParsedQuery } from './text.js';

/**
 * The full-text index of each database behind one small interface; the repository above it is common.
 *
 * SQLite — two contentless-delete FTS5 tables (no second copy of the text is stored: snippets are cut
 * from the original text of the row):
 *   search_verses(body)  rowid = riwaya·10⁶ + sura·10³ + aya, kept in step with `verses` by triggers
 *                        (the normalised text is already in verses.text_normalized);
 *   search_entries(body) rowid = book_entries.id, filled by the writer when a book is (re)imported,
 *                        emptied by a trigger when entries are deleted (book replaced or removed).
 *   Tokenizer unicode61 (remove_diacritics 2, marks kept inside words) on already-normalised text.
 *   Ranking: bm25.
 * PostgreSQL — verses: a GIN expression index on to_tsvector('simple', text_normalized) (nothing to
 *   maintain); entries: table search_entries(entry_id → book_entries ON DELETE CASCADE, book_id, tsv)
 *   with a GIN index, filled by the writer. Ranking: ts_rank with length normalisation (flag 1).
 * Both are written inside the importer's transaction, so a re-imported book and its index change
 * together.
 */

/**
 * Book entries are ranked by relevance when (matching entries × query clauses) stays within a budget
 * (SQLite 20 000, PostgreSQL 4 000: SearchIndex.rankBudget); a broader query (a single very common
 * word such as «الله» matches ~70 000 entries of the full corpus) lists its entries in book order (the
 * catalogue's order, then sura and verse) instead, so that every search stays within a few tens of
 * milliseconds. Verses (at most 6 236 per riwaya) are always ranked.
 */
export const SEARCH_RANK_BUDGET = { sqlite: 20_000, postgres: 4_000 } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used by migrations and the typed repositories alike
type AnyDb = Kysely<any>;

export interface VerseMatch {
  sura: number;
  aya: number;
  text: string;
}

export interface EntryMatch {
  id: number;
  book_id: number;
  sura: number;
  aya_from: number;
  aya_to: number;
  text: string;
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

export interface SearchIndex {
  readonly dialect: DialectName;
  /**
   * Book entries are ranked when (matching entries × clauses) is at most this; beyond it they are
   * listed in entry order. bm25 in FTS5 costs well under a microsecond a row; ts_rank reads (and
   * detoasts) each matching tsvector, so PostgreSQL gets a smaller budget.
   */
  readonly rankBudget: number;
  /** Migration 0002: creates the index structures and indexes what is already imported. */
  create(db: AnyDb): Promise<void>;
  /** (Re)indexes every entry of one book; call inside the transaction that wrote the entries. */
  indexBook(db: AnyDb, bookId: number): Promise<void>;
  countVerses(db: AnyDb, query: ParsedQuery, riwayaId: number): Promise<number>;
  /** Verses by relevance (then position). */
  verses(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    limit: number,
    offset: number,
  ): Promise<VerseMatch[]>;
  countEntries(db: AnyDb, query: ParsedQuery, scope: EntryScope | undefined): Promise<number>;
  /** Entries by relevance when `ranked`, else in entry order (book, then verse): see SearchRepository. */
  entries(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
    ranked: boolean,
  ): Promise<EntryMatch[]>;
}

/** Reads the entries of a page, in the order of `ids`. */
async function entriesById(db: AnyDb, ids: readonly number[]): Promise<EntryMatch[]> {
  if (!ids.length) return [];
  const rows: EntryMatch[] = await db
    .selectFrom('book_entries')
    .select(['id', 'book_id', 'sura', 'aya_from', 'aya_to', 'text'])
    .where('id', 'in', ids as number[])
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Rows per INSERT of (id, text) pairs into the index. */
const INDEX_BATCH = 400;

async function* bookDocuments(
  db: AnyDb,
  bookId: number,
): AsyncGenerator<Array<{ id: number; body: string }>> {
  const rows = await db
    .selectFrom('book_entries')
    .select(['id', 'text'])
    .where('book_id', '=', bookId)
    .orderBy('id')
    .execute();
  for (let i = 0; i < rows.length; i += INDEX_BATCH) {
    yield rows
      .slice(i, i + INDEX_BATCH)
      .map((r: { id: number; text: string }) => ({ id: Number(r.id), body: searchDocument(r.text) }));
  }
}

const num = (v: unknown) => Number(v ?? 0);
const inList = (ids: readonly number[]) => sql.join(ids.map((id) => sql.lit(Math.trunc(id))));

// ---------------------------------------------------------------------------------------------- SQLite

const FTS5_OPTIONS =
  "content='', contentless_delete=1, tokenize=\"unicode61 remove_diacritics 2 categories 'L* N* Co M*'\"";
const VERSE_KEY_OLD = 'old.riwaya_id * 1000000 + old.sura * 1000 + old.aya';
const VERSE_KEY_NEW = 'new.riwaya_id * 1000000 + new.sura * 1000 + new.aya';

class SqliteSearchIndex implements SearchIndex {
  readonly dialect = 'sqlite' as const;
  readonly rankBudget = SEARCH_RANK_BUDGET.sqlite;

  async create(db: AnyDb): Promise<void> {
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(`CREATE VIRTUAL TABLE search_verses USING fts5(body, ${FTS5_OPTIONS})`);
    await run(`CREATE VIRTUAL TABLE search_entries USING fts5(body, ${FTS5_OPTIONS})`);
    await run(
      `CREATE TRIGGER search_verses_ai AFTER INSERT ON verses BEGIN
         INSERT OR REPLACE INTO search_verses(rowid, body) VALUES (${VERSE_KEY_NEW}, new.text_normalized);
       END`,
    );
    await run(
      `CREATE TRIGGER search_verses_ad AFTER DELETE ON verses BEGIN
         DELETE FROM search_verses WHERE rowid = ${VERSE_KEY_OLD};
       END`,
    );
    await run(
      `CREATE TRIGGER search_verses_au AFTER UPDATE OF riwaya_id, sura, aya, text_normalized ON verses BEGIN
         DELETE FROM search_verses WHERE rowid = ${VERSE_KEY_OLD};
         INSERT OR REPLACE INTO search_verses(rowid, body) VALUES (${VERSE_KEY_NEW}, new.text_normalized);
       END`,
    );
    await run(
      `CREATE TRIGGER search_entries_ad AFTER DELETE ON book_entries BEGIN
         DELETE FROM search_entries WHERE rowid = old.id;
       END`,
    );
    await run(
      `INSERT INTO search_verses(rowid, body)
       SELECT riwaya_id * 1000000 + sura * 1000 + aya, text_normalized FROM verses`,
    );
    const books = await db.selectFrom('books').select('id').orderBy('id').execute();
    for (const book of books) await this.indexBook(db, Number(book.id));
  }

  async indexBook(db: AnyDb, bookId: number): Promise<void> {
    for await (const batch of bookDocuments(db, bookId)) {
      if (!batch.length) continue;
      await sql`INSERT OR REPLACE INTO search_entries(rowid, body) VALUES ${sql.join(
        batch.map((r) => sql`(${r.id}, ${r.body})`),
      )}`.execute(db);
    }
  }

  async countVerses(db: AnyDb, query: ParsedQuery, riwayaId: number): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM search_verses
      WHERE search_verses MATCH ${toFts5Query(query)}
        AND rowid BETWEEN ${verseKey(riwayaId, 0, 0)} AND ${verseKey(riwayaId, 999, 999)}`.execute(db);
    return num(rows[0]?.n);
  }

  async verses(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    limit: number,
    offset: number,
  ): Promise<VerseMatch[]> {
    // Rank the matching keys first (small rows), then read the few verses of the page.
    const { rows } = await sql<{ k: number }>`
      SELECT rowid AS k FROM search_verses
      WHERE search_verses MATCH ${toFts5Query(query)}
        AND rowid BETWEEN ${verseKey(riwayaId, 0, 0)} AND ${verseKey(riwayaId, 999, 999)}
      ORDER BY bm25(search_verses) LIMIT ${limit} OFFSET ${offset}`.execute(db);
    const keys = rows.map((r) => Number(r.k) % 1_000_000);
    if (!keys.length) return [];
    const { rows: verses } = await sql<VerseMatch>`
      SELECT sura, aya, text FROM verses
      WHERE riwaya_id = ${riwayaId} AND sura * 1000 + aya IN (${inList(keys)})`.execute(db);
    const byKey = new Map(verses.map((v) => [v.sura * 1000 + v.aya, v]));
    return keys.flatMap((k) => byKey.get(k) ?? []);
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

  async countEntries(db: AnyDb, query: ParsedQuery, scope: EntryScope | undefined): Promise<number> {
    if (scope && !scope.bookIds.length) return 0;
    const { join, where } = this.scopeSql(scope);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM search_entries s ${join}
      WHERE search_entries MATCH ${toFts5Query(query)} ${where}`.execute(db);
    return num(rows[0]?.n);
  }

  async entries(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
    ranked: boolean,
  ): Promise<EntryMatch[]> {
    if (scope && !scope.bookIds.length) return [];
    const { join, where } = this.scopeSql(scope);
    // bm25() in ORDER BY with only the rowid selected is FTS5's cheapest ranked form; unranked, the
    // FTS scan already yields rowid order, so deep pages only skip rows.
    const order = ranked ? sql`bm25(search_entries)` : sql`s.rowid`;
    const { rows } = await sql<{ id: number }>`
      SELECT s.rowid AS id FROM search_entries s ${join}
      WHERE search_entries MATCH ${toFts5Query(query)} ${where}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return entriesById(
      db,
      rows.map((r) => Number(r.id)),
    );
  }
}

// ------------------------------------------------------------------------------------------ PostgreSQL

const VERSE_TSV = sql.raw(`to_tsvector('simple'::regconfig, text_normalized)`);

class PostgresSearchIndex implements SearchIndex {
  readonly dialect = 'postgres' as const;
  readonly rankBudget = SEARCH_RANK_BUDGET.postgres;

  async create(db: AnyDb): Promise<void> {
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(
      `CREATE INDEX search_verses_tsv_idx ON verses USING gin (to_tsvector('simple'::regconfig, text_normalized))`,
    );
    await run(
      `CREATE TABLE search_entries (
         entry_id integer PRIMARY KEY REFERENCES book_entries(id) ON DELETE CASCADE,
         book_id integer NOT NULL,
         tsv tsvector NOT NULL
       )`,
    );
    await run(`CREATE INDEX search_entries_tsv_idx ON search_entries USING gin (tsv)`);
    await run(`CREATE INDEX search_entries_book_idx ON search_entries (book_id)`);
    const books = await db.selectFrom('books').select('id').orderBy('id').execute();
    for (const book of books) await this.indexBook(db, Number(book.id));
  }

  async indexBook(db: AnyDb, bookId: number): Promise<void> {
    for await (const batch of bookDocuments(db, bookId)) {
      if (!batch.length) continue;
      await sql`
        INSERT INTO search_entries (entry_id, book_id, tsv) VALUES ${sql.join(
          batch.map((r) => sql`(${r.id}, ${bookId}, to_tsvector('simple'::regconfig, ${r.body}))`),
        )}
        ON CONFLICT (entry_id) DO UPDATE SET book_id = excluded.book_id, tsv = excluded.tsv`.execute(db);
    }
  }

  async countVerses(db: AnyDb, query: ParsedQuery, riwayaId: number): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM verses
      WHERE riwaya_id = ${riwayaId} AND ${VERSE_TSV} @@ ${toTsQuery(query)}::tsquery`.execute(db);
    return num(rows[0]?.n);
  }

  async verses(
    db: AnyDb,
    query: ParsedQuery,
    riwayaId: number,
    limit: number,
    offset: number,
  ): Promise<VerseMatch[]> {
    const q = toTsQuery(query);
    const { rows } = await sql<VerseMatch>`
      SELECT sura, aya, text FROM verses
      WHERE riwaya_id = ${riwayaId} AND ${VERSE_TSV} @@ ${q}::tsquery
      ORDER BY ts_rank(${VERSE_TSV}, ${q}::tsquery, 1) DESC, sura, aya
      LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rows;
  }

  async countEntries(db: AnyDb, query: ParsedQuery, scope: EntryScope | undefined): Promise<number> {
    if (scope && !scope.bookIds.length) return 0;
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM search_entries
      WHERE tsv @@ ${toTsQuery(query)}::tsquery ${scope ? sql`AND book_id IN (${inList(scope.bookIds)})` : sql``}`.execute(
      db,
    );
    return num(rows[0]?.n);
  }

  async entries(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    limit: number,
    offset: number,
    ranked: boolean,
  ): Promise<EntryMatch[]> {
    if (scope && !scope.bookIds.length) return [];
    const q = toTsQuery(query);
    const filter = scope ? sql`AND book_id IN (${inList(scope.bookIds)})` : sql``;
    const { rows } = ranked
      ? await sql<{ id: number }>`
          SELECT entry_id AS id FROM search_entries
          WHERE tsv @@ ${q}::tsquery ${filter}
          ORDER BY ts_rank(tsv, ${q}::tsquery, 1) DESC, entry_id LIMIT ${limit} OFFSET ${offset}`.execute(db)
      : await sql<{ id: number }>`
          SELECT entry_id AS id FROM search_entries
          WHERE tsv @@ ${q}::tsquery ${filter}
          ORDER BY entry_id LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return entriesById(
      db,
      rows.map((r) => Number(r.id)),
    );
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
