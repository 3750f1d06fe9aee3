import { sql, type RawBuilder } from 'kysely';
import {
  toFts5AnyQuery,
  toFts5StemQuery,
  toFts5SurfaceQuery,
  verseKey,
  type ParsedQuery,
  type SearchClause,
  type SearchDocument,
} from './text.js';
import {
  type AnyDb,
  CountCache,
  ENTRY_TOTAL_CAP,
  type EntryOrder,
  type EntryScope,
  type BookRanges,
  CANDIDATES_PER_BOOK,
  cappedCandidates,
  FIELD_WEIGHTS,
  INDEX_BATCH,
  type MatchMode,
  type SearchIndex,
  bookDocuments,
  bookRank,
  booksOfEntries,
  byRelevanceInRounds,
  inList,
  num,
  reindexEverything,
  riwayaDocuments,
  rowidBookRank,
  clausesToRank,
  allFrequent,
} from './search-index.js';

// The SQLite side of SearchIndex: FTS5 (issue 34 split dialects.ts into one file per dialect).
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

export class SqliteSearchIndex implements SearchIndex {
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
    books: BookRanges,
  ): Promise<{ ids: number[]; total: number }> {
    if (scope && !scope.bookIds.length) return { ids: [], total: 0 };
    // the first cap+1 matches in corpus order (FTS5 lists rowids cheaply; no ranking yet): the count,
    // and every candidate when the total is not capped
    const found = await this.firstMatches(db, query, scope, 'all', ENTRY_TOTAL_CAP + 1);
    const total = found.length;
    if (!(limit > 0 && offset < Math.min(total, ENTRY_TOTAL_CAP))) return { ids: [], total };
    const capped = total > ENTRY_TOTAL_CAP;
    const first = found.slice(0, ENTRY_TOTAL_CAP);
    const { ranking, allFrequent } = await this.rankingClauses(db, query, capped);
    const candidates = capped
      ? cappedCandidates(
          allFrequent
            ? await this.firstOfEachBookBySeek(db, query, scope, books)
            : await this.firstOfEachBookByScan(db, query, scope, books),
          first,
        )
      : first;
    // Exact surface matches first, unless the total is capped (that subquery would be as broad). A
    // capped total of words that are all frequent is not scored (see allFrequent).
    const scored =
      capped && allFrequent
        ? candidates.map((id) => ({ id, exact: true, cost: 0 }))
        : await this.scoreCandidates(db, query, ranking, candidates, !capped, 'all');
    const bookOf = await booksOfEntries(db, candidates, books);
    const ids = byRelevanceInRounds(scored.map((e) => ({ ...e, bookId: bookOf.get(e.id) ?? 0 })));
    return { ids: ids.slice(offset, offset + limit), total };
  }

  /**
   * The first CANDIDATES_PER_BOOK matches of every book in scope, when some word of the query is not
   * frequent (so at most FREQUENT_CLAUSE_SHARE of the entries match): every matching rowid in one
   * scan, split by book in JavaScript. No bm25 here. CPU on the full corpus: «ابن عباس» (28 000
   * matches) 11 ms, «يوم القيامة» 3 ms; firstOfEachBookBySeek: 22 and 11 ms.
   */
  private async firstOfEachBookByScan(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    books: BookRanges,
  ): Promise<number[]> {
    const { join, where } = this.scopeSql(scope);
    // one string rather than a row per match: 28 000 rowids in 7 ms of CPU instead of 16
    const { rows } = await sql<{ ids: string | null }>`
      SELECT group_concat(s.rowid) AS ids FROM search_entries s ${join}
      WHERE search_entries MATCH ${this.match(query, 'all')} ${where}`.execute(db);
    const list = rows[0]?.ids;
    if (!list) return [];
    // rowids ascend, and so do the ranges: one walk along both
    const ranges = [...books.values()].flatMap((r) => (r ? [r] : [])).sort((a, b) => a[0] - b[0]);
    const taken: number[] = [];
    const elsewhere: number[] = []; // in no contiguous range: their books are looked up
    let at = 0;
    let inRange = 0;
    const ids = list.split(',').map(Number);
    // FTS5 lists rowids in ascending order, but group_concat promises no order: checked, not assumed
    if (ids.some((id, i) => i > 0 && id < ids[i - 1]!)) ids.sort((a, b) => a - b);
    for (const id of ids) {
      while (at < ranges.length && id > ranges[at]![1]) {
        at++;
        inRange = 0;
      }
      if (at < ranges.length && id >= ranges[at]![0]) {
        if (inRange++ < CANDIDATES_PER_BOOK) taken.push(id);
      } else elsewhere.push(id);
    }
    if (elsewhere.length) {
      const bookOf = await booksOfEntries(db, elsewhere, books);
      const counts = new Map<number, number>();
      for (const id of elsewhere) {
        const book = bookOf.get(id) ?? 0;
        const n = counts.get(book) ?? 0;
        counts.set(book, n + 1);
        if (n < CANDIDATES_PER_BOOK) taken.push(id);
      }
    }
    return taken;
  }

  /**
   * The first CANDIDATES_PER_BOOK matches of every book in scope when every word is frequent (dense
   * matches, each book's first ones come at once), in one statement: a subquery per book bounded by
   * its range of rowids, or joined with book_entries for a book whose ids are not contiguous. No bm25
   * here: its document counts would be read again for every subquery. CPU on the full corpus: «الله»
   * (152 000 matches) 5 ms; firstOfEachBookByScan: 33 ms.
   */
  private async firstOfEachBookBySeek(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
    books: BookRanges,
  ): Promise<number[]> {
    const match = this.match(query, 'all');
    const each = (scope?.bookIds ?? [...books.keys()]).filter((id) => books.has(id));
    const parts = each.map((id) => {
      const range = books.get(id);
      return range
        ? sql`SELECT * FROM (SELECT rowid AS id FROM search_entries
            WHERE search_entries MATCH ${match} AND rowid BETWEEN ${sql.lit(range[0])} AND ${sql.lit(range[1])}
            LIMIT ${sql.lit(CANDIDATES_PER_BOOK)})`
        : sql`SELECT * FROM (SELECT s.rowid AS id FROM search_entries s JOIN book_entries e ON e.id = s.rowid
            WHERE search_entries MATCH ${match} AND e.book_id = ${sql.lit(Math.trunc(id))}
            LIMIT ${sql.lit(CANDIDATES_PER_BOOK)})`;
    });
    const ids: number[] = [];
    // SQLite allows at most 500 terms in a compound SELECT
    for (let i = 0; i < parts.length; i += 200) {
      const { rows } = await sql<{
        id: number;
      }>`${sql.join(parts.slice(i, i + 200), sql` UNION ALL `)}`.execute(db);
      for (const r of rows) ids.push(Number(r.id));
    }
    return ids;
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
    const { ranking } = await this.rankingClauses(db, query);
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
      const scored = await this.scoreCandidates(db, query, ranking, candidates, tiered, page.mode);
      return scored
        .sort((a, b) => Number(b.exact) - Number(a.exact) || a.cost - b.cost || a.id - b.id)
        .slice(page.offset, page.offset + page.limit)
        .map((e) => e.id);
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
   * `candidates` (matches of the whole query) scored: bm25 of the `ranking` clauses (one that holds
   * none of them, in a partial match, costs 0), and whether it holds every word in its exact surface
   * form (when `tiered`; else every candidate is in the one tier). The candidates' span of rowids
   * bounds the FTS scan; the list itself is a filter on each row (`+rowid`: as a constraint FTS5 would
   * run the MATCH, and bm25's doclist reads, once per listed rowid).
   */
  private async scoreCandidates(
    db: AnyDb,
    query: ParsedQuery,
    ranking: readonly SearchClause[],
    candidates: readonly number[],
    tiered: boolean,
    mode: MatchMode,
  ): Promise<Array<{ id: number; exact: boolean; cost: number }>> {
    if (!candidates.length) return [];
    let lo = Infinity;
    let hi = -Infinity;
    for (const id of candidates) {
      if (id < lo) lo = id;
      if (id > hi) hi = id;
    }
    const span = sql`rowid BETWEEN ${lo} AND ${hi}`;
    const list = JSON.stringify(candidates);
    const { rows: scored } = await sql<{ id: number; score: number }>`
      SELECT rowid AS id, ${BM25_ENTRIES} AS score FROM search_entries
      WHERE search_entries MATCH ${this.match({ ...query, clauses: [...ranking] }, mode)} AND ${span}
        AND +rowid IN (SELECT value FROM json_each(${list}))`.execute(db);
    const cost = new Map(scored.map((r) => [Number(r.id), Number(r.score)]));
    const exact = tiered
      ? new Set(
          (
            await sql<{ id: number }>`
                SELECT rowid AS id FROM search_entries
                WHERE search_entries MATCH ${toFts5SurfaceQuery(query)} AND ${span}
                  AND +rowid IN (SELECT value FROM json_each(${list}))`.execute(db)
          ).rows.map((r) => Number(r.id)),
        )
      : undefined;
    return candidates.map((id) => ({ id, exact: exact?.has(id) ?? true, cost: cost.get(id) ?? 0 }));
  }

  /**
   * The clauses bm25 ranks entries by (FREQUENT_CLAUSE_SHARE). Frequencies and the row count are kept
   * in the CountCache, so a frequent word's doclist is read once in a while, not by every search.
   */
  private async rankingClauses(
    db: AnyDb,
    query: ParsedQuery,
    capped = false,
  ): Promise<{ ranking: SearchClause[]; allFrequent: boolean }> {
    // one word ranks by itself; whether it is frequent matters only for a capped total
    if (query.clauses.length < 2 && !capped) return { ranking: [...query.clauses], allFrequent: false };
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
    return { ranking: clausesToRank(counted, rows), allFrequent: allFrequent(counted, rows) };
  }
}
