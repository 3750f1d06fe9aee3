import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason } from '../../../../test/fixture.js';
import { FIXTURE_SQLITE_FILE } from '../../../../test/fixture-config.js';
import { openDatabase, type TafsirDatabase } from '../connection.js';
import { FREQUENT_CLAUSE_SHARE } from './dialects.js';
import { SearchRepository } from './repository.js';

/**
 * SQLite ranks book entries by bm25 of the clauses that are not frequent (FREQUENT_CLAUSE_SHARE); the
 * frequent ones only filter. Checked against plain FTS5 statements over the fixture corpus.
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
    const frequency = async (stem: string) => {
      const [n] = await rowids(sql<{ id: number }>`
      SELECT count(*) AS id FROM search_entries WHERE search_entries MATCH ${`stem : "${stem}"`}`);
      const [entries] = await rowids(sql<{ id: number }>`SELECT count(*) AS id FROM book_entries`);
      return n! / entries!;
    };

    it('«الله الصمد»: الله only filters; the entries are in the order of bm25 over «صمد», exact words first', async () => {
      // the premise: الله is frequent beyond the share, صمد well within it
      expect(await frequency('الله')).toBeGreaterThan(FREQUENT_CLAUSE_SHARE);
      expect(await frequency('صمد')).toBeLessThan(FREQUENT_CLAUSE_SHARE / 4);
      const expected = await rowids(sql<{ id: number }>`
      SELECT rowid AS id FROM search_entries
      WHERE search_entries MATCH ${'stem : "صمد"'}
        AND rowid IN (SELECT rowid FROM search_entries WHERE search_entries MATCH ${'stem : "الله" AND stem : "صمد"'})
      ORDER BY rowid NOT IN (
          SELECT rowid FROM search_entries WHERE search_entries MATCH ${'surface : "الله" AND surface : "الصمد"'}),
        bm25(search_entries, 10, 1), rowid`);
      expect(expected.length).toBeGreaterThan(50); // several pages
      expect(expected.length).toBeLessThan(1000); // all of them ranked (no cap)
      expect(await answer('الله الصمد')).toEqual(expected);
    });

    it('a query of rare words only is ranked by bm25 over all of them', async () => {
      // كوثر is looked for with the accusative alef too (core queryReadings)
      const expected = await rowids(sql<{ id: number }>`
      SELECT rowid AS id FROM search_entries
      WHERE search_entries MATCH ${'stem : "نهر" AND (stem : "كوثر" OR stem : "كوثرا")'}
      ORDER BY rowid NOT IN (
          SELECT rowid FROM search_entries WHERE search_entries MATCH ${'surface : "نهر" AND surface : "الكوثر"'}),
        bm25(search_entries, 10, 1), rowid`);
      expect(expected.length).toBeGreaterThan(3);
      expect(await answer('نهر الكوثر')).toEqual(expected);
    });
  },
);
