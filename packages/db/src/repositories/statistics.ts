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

export class StatisticsRepository {
  constructor(private readonly db: DB) {}

  async get(now = new Date()): Promise<Statistics> {
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
        .where((eb) => eb.exists(eb.selectFrom('books').select('books.id').whereRef('books.author_id', '=', 'authors.id')))
        .executeTakeFirst(),
      this.db.selectFrom('visitor_days').select((eb) => eb.fn.count<number>('visitor').distinct().as('n')).executeTakeFirst(),
      this.visitorsIn(cm),
      this.visitorsIn(pm),
      this.db.selectFrom('download_counts').select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst(),
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

  /** A visitor (an opaque hash) counts once per day, however often it is recorded. */
  async recordVisitor(visitor: string, now = new Date()): Promise<void> {
    await this.db
      .insertInto('visitor_days')
      .values({ visitor, day: now.toISOString().slice(0, 10) })
      .onConflict((oc) => oc.columns(['visitor', 'day']).doNothing())
      .execute();
  }

  async recordDownload(bookId: number, format: string, now = new Date()): Promise<void> {
    await this.db
      .insertInto('download_counts')
      .values({ book_id: bookId, format, month: monthKey(now), count: 1 })
      .onConflict((oc) =>
        oc.columns(['book_id', 'format', 'month']).doUpdateSet({ count: sql<number>`download_counts.count + 1` }),
      )
      .execute();
  }

  async recordPageHit(page: string, refId: string, now = new Date()): Promise<void> {
    await this.db
      .insertInto('page_hits')
      .values({ page, ref_id: refId, month: monthKey(now), count: 1 })
      .onConflict((oc) => oc.columns(['page', 'ref_id', 'month']).doUpdateSet({ count: sql<number>`page_hits.count + 1` }))
      .execute();
  }

  async downloadsOfBook(bookId: number, now = new Date()): Promise<{ total: number; month: number }> {
    const rows = await this.db
      .selectFrom('download_counts')
      .select(['month', (eb) => eb.fn.sum<number>('count').as('n')])
      .where('book_id', '=', bookId)
      .groupBy('month')
      .execute();
    const cm = monthKey(now);
    return {
      total: rows.reduce((s, r) => s + Number(r.n), 0),
      month: Number(rows.find((r) => r.month === cm)?.n ?? 0),
    };
  }
}
