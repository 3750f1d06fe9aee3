import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SQLITE_FILE } from '../../../../test/fixture-config.js';
import { openDatabase, type TafsirDatabase } from '../connection.js';
import { QUERY_SET } from '../../../../bench/search/query-set.mjs';
import { SearchKeywordError, SearchRepository, type SearchParams } from './repository.js';
import { createSearchThreads, type SearchThreads } from './threads.js';

/** SQLite searches in worker threads (search/threads.ts) answer what the repository answers here. */
describe('search threads (SQLite)', () => {
  let handle: TafsirDatabase;
  let here: SearchRepository;
  let threads: SearchThreads;
  beforeAll(async () => {
    handle = await openDatabase({ sqliteFile: FIXTURE_SQLITE_FILE });
    here = new SearchRepository(handle.db);
    threads = createSearchThreads(FIXTURE_SQLITE_FILE, 2);
  });
  afterAll(async () => {
    await threads?.close();
    await handle?.close();
  });

  const cases: SearchParams[] = [
    ...QUERY_SET.map((c) => ({ keyword: c.keyword, filter: c.filter ?? 'all', perPage: 50 })),
    { keyword: 'الرحمن الرحيم', filter: 'enterpretation', sort: 'history', page: 2 },
    { keyword: 'الصلاة', bookLanguages: ['ar'], perPage: 5 },
    { keyword: 'mercy', filter: 'all', riwayaId: 10, page: 3, perPage: 7 },
  ];

  it('gives the same answers as the repository in this thread, several at once', async () => {
    const expected = [];
    for (const params of cases) expected.push(await here.search(params));
    const answers = await Promise.all(cases.map((params) => threads.search(params)));
    expect(answers).toEqual(expected);
    expect(answers.some((a) => a.hits.length > 0)).toBe(true);
  });

  it('rejects a short keyword with the repository error, and goes on answering', async () => {
    await expect(threads.search({ keyword: ' ab ' })).rejects.toBeInstanceOf(SearchKeywordError);
    expect((await threads.search({ keyword: 'الصلاة' })).total).toBe(
      (await here.search({ keyword: 'الصلاة' })).total,
    );
  });

  it('needs a file and at least one thread', () => {
    expect(() => createSearchThreads(':memory:', 1)).toThrow(/file/);
    expect(() => createSearchThreads(FIXTURE_SQLITE_FILE, 0)).toThrow(RangeError);
  });
});
