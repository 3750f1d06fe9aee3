import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason } from '../../../../test/fixture.js';
import { FIXTURE_SQLITE_FILE } from '../../../../test/fixture-config.js';
import { openDatabase, type TafsirDatabase } from '../connection.js';
import { FREQUENT_CLAUSE_SHARE } from './dialects.js';
import { SearchRepository } from './repository.js';

/**
 * SQLite ranks book entries by bm25 of the clauses that are not frequent (FREQUENT_CLAUSE_SHARE); the
 * frequent ones only filter; the order takes at most three entries of a book per round (issue 34).
 * Checked against plain FTS5 and window-function statements over the fixture corpus.
 */
const noCorpus = corpusSkipReason();

describe.skipIf(!!noCorpus)(
  `SQLite ranking of frequent words${noCorpus ? ` (skipped: ${noCorpus})` : ''}`,
  () => {
    let handle: TafsirDatabase;
    let repository: SearchRepository;
    beforeAll(async () => {
      handle = await openDatabase({ sqliteFile: FIXTURE_SQLITE_FILE });
      repository = new SearchRepository(handle.db);
    });
    afterAll(async () => handle?.close());

    const rowids = async (statement: ReturnType<typeof sql<{ id: number }>>) =>
      (await statement.execute(handle.db)).rows.map((r) => Number(r.id));
    /** Every entry id of a query's answer, page after page. */
    async function answer(keyword: string): Promise<number[]> {
      const ids: number[] = [];
      for (let page = 1; page <= 40; page++) {
        const r = await repository.search({ keyword, filter: 'enterpretation', page, perPage: 50 });
        ids.push(...r.hits.flatMap((h) => (h.kind === 'entry' ? [h.entryId] : [])));
        if (r.hits.length < 50) break;
      }
      return ids;
    }
    /**
     * Scored entries (id, tier 0 for exact surface forms, cost) in the order of issue 34: each book's
     * entries by tier, cost and id, taken three per book per round, each round in that same order.
     */
    const inRounds = (scored: ReturnType<typeof sql>) => sql<{ id: number }>`
      SELECT id FROM (
        SELECT s.id, s.tier, s.cost,
          (row_number() OVER (PARTITION BY e.book_id ORDER BY s.tier, s.cost, s.id) - 1) / 3 AS round
        FROM (${scored}) s JOIN book_entries e ON e.id = s.id)
      ORDER BY round, tier, cost, id`;
    const frequency = async (stem: string) => {
      const [n] = await rowids(sql<{ id: number }>`
      SELECT count(*) AS id FROM search_entries WHERE search_entries MATCH ${`stem : "${stem}"`}`);
      const [entries] = await rowids(sql<{ id: number }>`SELECT count(*) AS id FROM book_entries`);
      return n! / entries!;
    };

    it('«الله الصمد»: الله only filters; the entries are in the order of bm25 over «صمد», exact words first, three per book per round', async () => {
      // the premise: الله is frequent beyond the share, صمد well within it
      expect(await frequency('الله')).toBeGreaterThan(FREQUENT_CLAUSE_SHARE);
      expect(await frequency('صمد')).toBeLessThan(FREQUENT_CLAUSE_SHARE / 4);
      const expected = await rowids(
        inRounds(sql`
      SELECT rowid AS id, rowid NOT IN (
          SELECT rowid FROM search_entries WHERE search_entries MATCH ${'surface : "الله" AND surface : "الصمد"'}
        ) AS tier, bm25(search_entries, 10, 1) AS cost
      FROM search_entries
      WHERE search_entries MATCH ${'stem : "صمد"'}
        AND rowid IN (SELECT rowid FROM search_entries WHERE search_entries MATCH ${'stem : "الله" AND stem : "صمد"'})`),
      );
      expect(expected.length).toBeGreaterThan(50); // several pages
      expect(expected.length).toBeLessThan(1000); // all of them ranked (no cap)
      expect(await answer('الله الصمد')).toEqual(expected);
    });

    it('a query of rare words only is ranked by bm25 over all of them', async () => {
      // كوثر is looked for with the accusative alef too (core queryReadings)
      const expected = await rowids(
        inRounds(sql`
      SELECT rowid AS id, rowid NOT IN (
          SELECT rowid FROM search_entries WHERE search_entries MATCH ${'surface : "نهر" AND surface : "الكوثر"'}
        ) AS tier, bm25(search_entries, 10, 1) AS cost
      FROM search_entries
      WHERE search_entries MATCH ${'stem : "نهر" AND (stem : "كوثر" OR stem : "كوثرا")'}`),
      );
      expect(expected.length).toBeGreaterThan(3);
      expect(await answer('نهر الكوثر')).toEqual(expected);
    });
  },
);
