import { sql, type RawBuilder } from 'kysely';
import {
  toTsStemQuery,
  toTsSurfaceQuery,
  tsClause,
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
  type ScoredEntry,
  CANDIDATES_PER_BOOK,
  byRelevanceInRounds,
  cappedCandidates,
  FIELD_WEIGHTS,
  INDEX_BATCH,
  type MatchMode,
  type SearchIndex,
  bookDocuments,
  bookRank,
  inList,
  num,
  reindexEverything,
  riwayaDocuments,
  clausesToRank,
  allFrequent,
  FREQUENT_CLAUSE_SHARE,
} from './search-index.js';

// The PostgreSQL side of SearchIndex: full-text search (issue 34 split dialects.ts into one file per dialect).
/** Document frequencies are counted up to this (an idf floor for very common words). */
const DF_CAP = 10_000;
const TS_WEIGHTS = sql.raw(`'{0, 0, ${FIELD_WEIGHTS.stem / FIELD_WEIGHTS.surface}, 1}'::float4[]`);
const tsvectorOf = (doc: SearchDocument) =>
  sql`setweight(to_tsvector('simple'::regconfig, ${doc.surface}), 'A') || setweight(to_tsvector('simple'::regconfig, ${doc.stem}), 'B')`;

export class PostgresSearchIndex implements SearchIndex {
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
    const rank = await this.rankExpr(db, query, { table: 'search_entries' });
    // One scan (the GIN bitmap of a common word is the cost: «الله» is in 147 000 entries): the
    // first cap+1 matches are counted and, when that is all of them, scored (the exact-surface tier
    // with them); a capped total's candidates are scored below.
    const { rows } = await sql<{ id: number; book_id: number; total: string; score: number; exact: boolean }>`
      SELECT entry_id AS id, book_id, total,
        CASE WHEN total <= ${sql.lit(ENTRY_TOTAL_CAP)} THEN ${rank} ELSE 0 END AS score,
        CASE WHEN total <= ${sql.lit(ENTRY_TOTAL_CAP)} THEN tsv @@ ${toTsSurfaceQuery(query)}::tsquery
          ELSE false END AS exact
      FROM (
        SELECT entry_id, book_id, tsv, count(*) OVER () AS total
        FROM (
          SELECT entry_id, book_id, tsv FROM search_entries
          WHERE tsv @@ ${this.tsquery(query, 'all')} ${this.scopeSql(scope)}
          LIMIT ${sql.lit(ENTRY_TOTAL_CAP + 1)}) m) w`.execute(db);
    const total = num(rows[0]?.total);
    if (!(limit > 0 && offset < Math.min(total, ENTRY_TOTAL_CAP))) return { ids: [], total };
    let scored: ScoredEntry[];
    if (total <= ENTRY_TOTAL_CAP) {
      scored = rows.map((r) => ({
        id: Number(r.id),
        bookId: Number(r.book_id),
        exact: !!r.exact,
        cost: -Number(r.score),
      }));
    } else if (await this.everyClauseFrequent(db, query)) {
      // not ranked (search-index.ts allFrequent): each book's first CANDIDATES_PER_BOOK, in verse order
      const spread = await this.firstOfEachBook(db, query, scope);
      const bookOf = new Map([...rows.map((r) => [Number(r.id), Number(r.book_id)] as const), ...spread]);
      const candidates = cappedCandidates(
        spread.keys(),
        rows.slice(0, ENTRY_TOTAL_CAP).map((r) => Number(r.id)),
      );
      scored = candidates.map((id) => ({ id, bookId: bookOf.get(id) ?? 0, exact: true, cost: 0 }));
    } else {
      // every book is a candidate (cappedCandidates)
      const spread = await this.firstOfEachBook(db, query, scope);
      const candidates = cappedCandidates(
        spread.keys(),
        rows.slice(0, ENTRY_TOTAL_CAP).map((r) => Number(r.id)),
      );
      const { rows: ranked } = await sql<{ id: number; book_id: number; score: number }>`
        SELECT entry_id AS id, book_id, ${rank} AS score FROM search_entries
        WHERE entry_id IN (${inList(candidates)})`.execute(db);
      scored = ranked.map((r) => ({
        id: Number(r.id),
        bookId: Number(r.book_id),
        exact: true,
        cost: -Number(r.score),
      }));
    }
    return { ids: byRelevanceInRounds(scored).slice(offset, offset + limit), total };
  }

  /** Each book's first CANDIDATES_PER_BOOK matches (entry id → book id). */
  private async firstOfEachBook(
    db: AnyDb,
    query: ParsedQuery,
    scope: EntryScope | undefined,
  ): Promise<Map<number, number>> {
    const { rows } = await sql<{ id: number; book_id: number }>`
      SELECT id, book_id FROM (
        SELECT entry_id AS id, book_id, row_number() OVER (PARTITION BY book_id ORDER BY entry_id) AS n
        FROM search_entries WHERE tsv @@ ${this.tsquery(query, 'all')} ${this.scopeSql(scope)}) t
      WHERE n <= ${sql.lit(CANDIDATES_PER_BOOK)}`.execute(db);
    return new Map(rows.map((r) => [Number(r.id), Number(r.book_id)]));
  }

  /** Every clause of the query is in more than FREQUENT_CLAUSE_SHARE of the entries (allFrequent). */
  private async everyClauseFrequent(db: AnyDb, query: ParsedQuery): Promise<boolean> {
    const total = await this.rowCount(db, { table: 'search_entries' });
    const cap = Math.max(DF_CAP, Math.ceil(total * FREQUENT_CLAUSE_SHARE) + 1);
    const counted = await Promise.all(
      query.clauses.map(async (clause) => ({
        df: await this.documentFrequency(db, clause, { table: 'search_entries' }, cap),
      })),
    );
    return allFrequent(counted, total);
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
