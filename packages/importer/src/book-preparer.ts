import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { prepareBook, type PrepareBookTask, type PreparedBook } from './prepare-book.js';

/**
 * Prepares book files (read, validate, normalise for search) for the importer, in worker threads
 * (piscina) while the main thread writes the previous books to the database, or in this thread.
 */
export interface BookPreparer {
  /** Worker threads in use (0: everything runs in this thread). */
  readonly workers: number;
  prepare(task: PrepareBookTask): Promise<PreparedBook>;
  close(): Promise<void>;
}

/**
 * The compiled worker (workers cannot load TypeScript): `dist/` of this package, whether this module
 * runs from `dist/` or from `src/` (tests, tsx).
 */
const WORKER_FILE = fileURLToPath(new URL('../dist/prepare-book-worker.js', import.meta.url));

/** Default: one worker per core but the one the main thread writes with (none on a single core). */
export function defaultImportWorkers(): number {
  return Math.max(0, Math.min(8, availableParallelism() - 1));
}

export function createBookPreparer(workers: number = defaultImportWorkers()): BookPreparer {
  if (workers <= 0 || !existsSync(WORKER_FILE)) {
    return { workers: 0, prepare: prepareBook, close: async () => {} };
  }
  const pool = new Piscina<PrepareBookTask, PreparedBook>({
    filename: WORKER_FILE,
    minThreads: workers,
    maxThreads: workers,
    // The compiled packages, whatever loader or export conditions this process runs with (tsx, vitest).
    execArgv: [],
  });
  return {
    workers,
    prepare: (task) => pool.run(task),
    close: () => pool.destroy(),
  };
}
