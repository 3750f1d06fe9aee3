// A worker thread of the search pool (piscina, search/threads.ts): answers one search per task from
// its own connection to the SQLite file.
import { workerData } from 'node:worker_threads';
import { openDatabase } from '../connection.js';
import { SearchKeywordError, SearchRepository, type SearchParams, type SearchResult } from './repository.js';

/** What crosses back to the pool: a result, or a keyword error (an Error loses its class on the way). */
export type ThreadAnswer = { result: SearchResult } | { keywordError: string };

const { sqliteFile } = workerData as { sqliteFile: string };
const database = await openDatabase({ sqliteFile, migrate: false });
const repository = new SearchRepository(database.db);

export default async function search(params: SearchParams): Promise<ThreadAnswer> {
  try {
    return { result: await repository.search(params) };
  } catch (error) {
    if (error instanceof SearchKeywordError) return { keywordError: error.message };
    throw error;
  }
}
