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

/**
 * How far the workers may prepare ahead of the writer, in bytes of book files (compressed, as on
 * disk; about 4× that in memory once prepared). The workers start before the database is open (the
 * quick start opens it once better-sqlite3 has compiled), and a window of a few books gave them
 * about 8 s of work there; books differ up to 100× in size, so the window counts bytes.
 */
export const PREPARE_AHEAD_BYTES = 48 * 1024 * 1024;

export interface BookFile {
  /** Undefined when the book has no file: nothing to prepare. */
  file: string | undefined;
  bytes: number;
}

/**
 * The books of an import, prepared in their order by a BookPreparer ahead of the writer, which takes
 * them one by one (`take`). At least `workers + 1` books are under way or waiting at any time, and
 * more while their files stay within PREPARE_AHEAD_BYTES. With no worker thread, one at a time: a
 * book prepared in this thread ahead of its turn would only delay the writer.
 */
export class PreparationQueue {
  private readonly started = new Map<number, Promise<PreparedBook | Error>>();
  private next = 0;
  private taken = 0;
  private bytesAhead = 0;

  constructor(
    private readonly preparer: BookPreparer,
    private readonly books: readonly BookFile[],
    private readonly ayas: PrepareBookTask['ayas'],
    private readonly budget: number = PREPARE_AHEAD_BYTES,
  ) {}

  /** Starts what the window allows. */
  fill(): void {
    for (; this.next < this.books.length; this.next++) {
      const { file, bytes } = this.books[this.next]!;
      if (!file) continue;
      const overBudget = this.preparer.workers === 0 || this.bytesAhead + bytes > this.budget;
      if (this.started.size > this.preparer.workers && overBudget) break;
      this.bytesAhead += bytes;
      this.started.set(
        this.next,
        this.preparer.prepare({ file, ayas: this.ayas }).catch((error: unknown) => error as Error),
      );
    }
  }

  /**
   * Book `index` prepared, or the error that stopped it (undefined when it has no file). Books are
   * taken in order, each once.
   */
  async take(index: number): Promise<PreparedBook | Error | undefined> {
    if (index !== this.taken) throw new Error(`book ${index} taken out of order (expected ${this.taken})`);
    this.taken++;
    this.fill();
    const prepared = this.started.get(index);
    if (!prepared) return undefined;
    const result = await prepared;
    this.started.delete(index);
    this.bytesAhead -= this.books[index]!.bytes;
    this.fill();
    return result;
  }
}
