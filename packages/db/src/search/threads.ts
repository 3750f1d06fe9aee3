import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { SearchKeywordError, type SearchParams, type SearchService } from './repository.js';
import type { ThreadAnswer } from './thread-worker.js';

/**
 * Searches of a SQLite database in worker threads (piscina), each thread with its own connection to
 * the file: better-sqlite3 runs a query on the thread that asks, so in the API's own thread a search
 * (a few ms, up to tens for broad queries) held every other request back, and used one core of the
 * machine. better-sqlite3's documentation points to worker threads for this (docs/threads.md).
 * The answers are those of SearchRepository in this thread (search/threads.test.ts).
 */
export interface SearchThreads extends SearchService {
  /** Threads in the pool. */
  readonly threads: number;
  close(): Promise<void>;
}

/**
 * The compiled worker (workers cannot load TypeScript): `dist/` of this package, whether this module
 * runs from `dist/` or from `src/` (tests, tsx).
 */
const WORKER_FILE = fileURLToPath(new URL('../../dist/search/thread-worker.js', import.meta.url));

/**
 * A search thread's V8 old generation, in MiB (SEARCH_THREAD_HEAP_MB). Without a limit each thread's heap
 * grew under load to hundreds of MiB of garbage before V8 collected it (bench/api/memory.ts: the API's
 * RSS 755 MiB after a minute of searches with two threads, 357 with none; 1.2 GB after ten minutes
 * from outside); near the limit V8 collects sooner. The largest search of the bench's set runs within
 * 128 (64 was too little for a few broad ones).
 */
export const DEFAULT_SEARCH_THREAD_HEAP_MB = 128;

/** A search that needed more memory than a search thread may use (its thread was replaced). */
export class SearchMemoryError extends Error {
  constructor() {
    super('This search needs more memory than one search may use: add words or a filter to narrow it');
    this.name = 'SearchMemoryError';
  }
}

/** Default: a thread per core, at most 4 (the HTTP work stays on the main thread). */
export function defaultSearchThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** A pool of `threads` search threads over the SQLite file (not ':memory:', which no thread shares). */
export function createSearchThreads(
  sqliteFile: string,
  threads: number = defaultSearchThreads(),
  heapMb: number = DEFAULT_SEARCH_THREAD_HEAP_MB,
): SearchThreads {
  if (threads < 1) throw new RangeError('search threads: at least 1');
  if (sqliteFile === ':memory:') throw new Error('search threads need a SQLite file, not :memory:');
  if (!existsSync(WORKER_FILE)) throw new Error(`search threads: ${WORKER_FILE} is missing (npx tsc -b)`);
  const pool = new Piscina<SearchParams, ThreadAnswer>({
    filename: WORKER_FILE,
    minThreads: threads,
    maxThreads: threads,
    workerData: { sqliteFile },
    // The compiled packages, whatever loader or export conditions this process runs with (tsx, vitest).
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  return {
    threads,
    async search(params) {
      const answer = await pool.run(params).catch((error: unknown) => {
        // The thread was stopped at its heap limit; piscina starts another in its place.
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new SearchMemoryError();
        throw error;
      });
      if ('keywordError' in answer) throw new SearchKeywordError(answer.keywordError);
      return answer.result;
    },
    close: () => pool.destroy(),
  };
}
