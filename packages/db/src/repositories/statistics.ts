import { sql } from 'kysely';
import type { DB } from './types.js';

/** Spec §3 statistics fields. */
export interface Statistics {
  bookCount: number;
  transInDiffLng: number;
  totalAuthors: number;
  totalVisitors: number;
  cmv: number;
  pmv: number;
  enterpretation: number;
  translation: number;
  totalDownloads: number;
  currentMonthDownloads: number;
}

export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function previousMonthKey(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
  return monthKey(d);
}

/** When a counter write happened, and the client's id of the request (retries carry the same id). */
export interface RecordOptions {
  now?: Date;
  requestId?: string | undefined;
}

export interface CounterBatching {
  /** A queued write waits at most this long for others to join its batch (ms). */
  flushMs: number;
  /** A batch is written as soon as it holds this many records. */
  maxPending: number;
  /** How long a request id is remembered (ms). */
  requestWindowMs: number;
}

export const DEFAULT_COUNTER_BATCHING: CounterBatching = {
  flushMs: 20,
  maxPending: 500,
  requestWindowMs: 24 * 3600 * 1000,
};

const PRUNE_EVERY_MS = 3600 * 1000;

type Done = { resolve: () => void; reject: (error: unknown) => void };
type PendingRecord =
  | { kind: 'visitor'; visitor: string; day: string; done: Done }
  | {
      kind: 'download';
      book_id: number;
      format: string;
      month: string;
      requestId?: string | undefined;
      done: Done;
    }
  | { kind: 'hit'; page: string; ref_id: string; month: string; requestId?: string | undefined; done: Done };

type WithoutDone<T> = T extends unknown ? Omit<T, 'done'> : never;

function recordOptions(options: Date | RecordOptions): { now: Date; requestId?: string | undefined } {
  if (options instanceof Date) return { now: options };
  return { now: options.now ?? new Date(), requestId: options.requestId || undefined };
}

export class StatisticsRepository {
  private readonly batching: CounterBatching;

  constructor(
    private readonly db: DB,
    batching: Partial<CounterBatching> = {},
  ) {
    this.batching = { ...DEFAULT_COUNTER_BATCHING, ...batching };
  }

  async get(now = new Date()): Promise<Statistics> {
    // Read this process's own writes: whatever is queued is written first.
    await this.flush();
    const cm = monthKey(now);
    const pm = previousMonthKey(now);
    const [books, langs, authors, visitors, cmv, pmv, downloads, cmd] = await Promise.all([
      this.db
        .selectFrom('books')
        .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('type')
        .execute(),
      this.db
        .selectFrom('books')
        .select((eb) => eb.fn.count<number>('language_code').distinct().as('n'))
        .where('type', '=', 'translation')
        .executeTakeFirst(),
      this.db
        .selectFrom('authors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.exists(eb.selectFrom('books').select('books.id').whereRef('books.author_id', '=', 'authors.id')),
        )
        .executeTakeFirst(),
      this.db
        .selectFrom('visitor_days')
        .select((eb) => eb.fn.count<number>('visitor').distinct().as('n'))
        .executeTakeFirst(),
      this.visitorsIn(cm),
      this.visitorsIn(pm),
      this.db
        .selectFrom('download_counts')
        .select((eb) => eb.fn.sum<number>('count').as('n'))
        .executeTakeFirst(),
      this.db
        .selectFrom('download_counts')
        .select((eb) => eb.fn.sum<number>('count').as('n'))
        .where('month', '=', cm)
        .executeTakeFirst(),
    ]);
    const byType = new Map(books.map((b) => [b.type, Number(b.n)]));
    const enterpretation = byType.get('tafsir') ?? 0;
    const translation = byType.get('translation') ?? 0;
    return {
      bookCount: enterpretation + translation,
      transInDiffLng: Number(langs?.n ?? 0),
      totalAuthors: Number(authors?.n ?? 0),
      totalVisitors: Number(visitors?.n ?? 0),
      cmv,
      pmv,
      enterpretation,
      translation,
      totalDownloads: Number(downloads?.n ?? 0),
      currentMonthDownloads: Number(cmd?.n ?? 0),
    };
  }

  private async visitorsIn(month: string): Promise<number> {
    const row = await this.db
      .selectFrom('visitor_days')
      .select((eb) => eb.fn.count<number>('visitor').distinct().as('n'))
      .where('day', 'like', `${month}-%`)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  // ---- Writes: batched (issue 7) ----
  //
  // A counter write is queued and the returned promise settles when its batch is committed, so an
  // answer still means "stored" (or an error the client sees), while a burst of visits costs one
  // transaction per `flushMs` (or per `maxPending` records) instead of one per request. A download or
  // page hit sent with a request id is counted once, however often the client retries it: the id is
  // kept in counter_requests (for `requestWindowMs`) in the same transaction as the count.
  // Batches are written concurrently: every statement writes its rows in key order, and the tables in
  // one order, so two batches holding the same keys wait for each other instead of deadlocking
  // (PostgreSQL locks a row's key as it inserts it: batches [a, b] and [b, a] would each hold one).

  /** A visitor (an opaque hash) counts once per day, however often it is recorded. */
  recordVisitor(visitor: string, options: Date | RecordOptions = {}): Promise<void> {
    const { now } = recordOptions(options);
    return this.enqueue({ kind: 'visitor', visitor, day: now.toISOString().slice(0, 10) });
  }

  recordDownload(bookId: number, format: string, options: Date | RecordOptions = {}): Promise<void> {
    const { now, requestId } = recordOptions(options);
    return this.enqueue({ kind: 'download', book_id: bookId, format, month: monthKey(now), requestId });
  }

  recordPageHit(page: string, refId: string, options: Date | RecordOptions = {}): Promise<void> {
    const { now, requestId } = recordOptions(options);
    return this.enqueue({ kind: 'hit', page, ref_id: refId, month: monthKey(now), requestId });
  }

  /** Writes everything queued so far (and waits for batches already being written). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.queue.length) this.inFlight.add(this.writeBatch(this.queue.splice(0)));
    await Promise.allSettled([...this.inFlight]);
  }

  /** Database transactions run by the counters so far (for tests and metrics). */
  get batchesWritten(): number {
    return this.batches;
  }

  private queue: PendingRecord[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = new Set<Promise<void>>();
  private batches = 0;
  private lastPrune = 0;

  private enqueue(record: WithoutDone<PendingRecord>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ ...record, done: { resolve, reject } } as PendingRecord);
      if (this.queue.length >= this.batching.maxPending) {
        void this.flush();
      } else if (!this.timer) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          void this.flush();
        }, this.batching.flushMs);
      }
    });
  }

  private writeBatch(records: PendingRecord[]): Promise<void> {
    const write = this.commit(records).then(
      () => records.forEach((r) => r.done.resolve()),
      (error: unknown) => records.forEach((r) => r.done.reject(error)),
    );
    const tracked = write.finally(() => this.inFlight.delete(tracked));
    return tracked;
  }

  private async commit(records: PendingRecord[]): Promise<void> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      // Request ids: the first occurrence in the batch is a candidate; those already stored are retries.
      const candidates = new Set<string>();
      for (const r of records) if (r.kind !== 'visitor' && r.requestId) candidates.add(r.requestId);
      let fresh = new Set<string>();
      if (candidates.size) {
        const inserted = await trx
          .insertInto('counter_requests')
          .values([...candidates].sort().map((request_id) => ({ request_id, seen_at: now.toISOString() })))
          .onConflict((oc) => oc.column('request_id').doNothing())
          .returning('request_id')
          .execute();
        fresh = new Set(inserted.map((r) => r.request_id));
      }
      const counted = records.filter((r) => {
        if (r.kind === 'visitor' || !r.requestId) return true;
        const isFresh = fresh.has(r.requestId);
        fresh.delete(r.requestId); // a second copy in the same batch is a retry too
        return isFresh;
      });

      const visitors = new Map<string, { visitor: string; day: string }>();
      const downloads = new Map<string, { book_id: number; format: string; month: string; count: number }>();
      const hits = new Map<string, { page: string; ref_id: string; month: string; count: number }>();
      for (const r of counted) {
        if (r.kind === 'visitor') {
          visitors.set(`${r.visitor}\n${r.day}`, { visitor: r.visitor, day: r.day });
        } else if (r.kind === 'download') {
          const key = `${r.book_id}\n${r.format}\n${r.month}`;
          const row = downloads.get(key);
          if (row) row.count++;
          else downloads.set(key, { book_id: r.book_id, format: r.format, month: r.month, count: 1 });
        } else {
          const key = `${r.page}\n${r.ref_id}\n${r.month}`;
          const row = hits.get(key);
          if (row) row.count++;
          else hits.set(key, { page: r.page, ref_id: r.ref_id, month: r.month, count: 1 });
        }
      }
      if (visitors.size) {
        await trx
          .insertInto('visitor_days')
          .values(inKeyOrder(visitors))
          .onConflict((oc) => oc.columns(['visitor', 'day']).doNothing())
          .execute();
      }
      if (downloads.size) {
        await trx
          .insertInto('download_counts')
          .values(inKeyOrder(downloads))
          .onConflict((oc) =>
            oc
              .columns(['book_id', 'format', 'month'])
              .doUpdateSet({ count: sql<number>`download_counts.count + excluded.count` }),
          )
          .execute();
      }
      if (hits.size) {
        await trx
          .insertInto('page_hits')
          .values(inKeyOrder(hits))
          .onConflict((oc) =>
            oc
              .columns(['page', 'ref_id', 'month'])
              .doUpdateSet({ count: sql<number>`page_hits.count + excluded.count` }),
          )
          .execute();
      }
      if (now.getTime() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = now.getTime();
        await trx
          .deleteFrom('counter_requests')
          .where('seen_at', '<', new Date(now.getTime() - this.batching.requestWindowMs).toISOString())
          .execute();
      }
    });
    this.batches++;
  }

  async downloadsOfBook(bookId: number, now = new Date()): Promise<{ total: number; month: number }> {
    return (await this.downloadsByBook(now, bookId)).get(bookId) ?? { total: 0, month: 0 };
  }

  /** Downloads of every book (or of one), all time and in the month of `now`, in one grouped query. */
  async downloadsByBook(
    now = new Date(),
    bookId?: number,
  ): Promise<Map<number, { total: number; month: number }>> {
    let query = this.db
      .selectFrom('download_counts')
      .select(['book_id', 'month', (eb) => eb.fn.sum<number>('count').as('n')])
      .groupBy(['book_id', 'month']);
    if (bookId !== undefined) query = query.where('book_id', '=', bookId);
    const cm = monthKey(now);
    const counts = new Map<number, { total: number; month: number }>();
    for (const row of await query.execute()) {
      const entry = counts.get(row.book_id) ?? { total: 0, month: 0 };
      entry.total += Number(row.n);
      if (row.month === cm) entry.month += Number(row.n);
      counts.set(row.book_id, entry);
    }
    return counts;
  }
}

/** The rows of a batch sorted by their key (see the note on concurrent batches above). */
function inKeyOrder<T>(rows: Iterable<readonly [string, T]>): T[] {
  return [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
