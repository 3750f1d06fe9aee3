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

/**
 * Default: one worker per core, up to 8 (none on a single core). Not one core fewer for the thread
 * that writes: it waits for the workers much of the time (preparing a book costs about as much CPU as
 * writing it), and on 2 cores the full corpus imported in 127 s with 2 workers, 146 s with 1
 * (bench/import --workers).
 */
export function defaultImportWorkers(): number {
  const cores = availableParallelism();
  return cores <= 1 ? 0 : Math.min(8, cores);
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
