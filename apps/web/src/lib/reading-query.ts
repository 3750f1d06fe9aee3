/**
 * Small URL helpers of the reading page that client components use (the full validation of the
 * query is @tafsir/core's parseReadingQuery, on the server; the core barrel is kept out of the browser).
 */
export const DEFAULT_SURA = 1;
export const DEFAULT_AYA = 1;
export const DEFAULT_REWAYA_ID = 10;
export const REWAYA_IDS = [10, 11, 20, 21, 30, 31, 40, 41] as const;
export const PAGE_COUNT = 604;
export const MAX_BOOKS = 200;

export function parseBookIds(...values: Array<string | string[] | undefined>): number[] | null {
  const ids: number[] = [];
  for (const value of values) {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    for (const item of list) {
      for (const part of item.split(',')) {
        const p = part.trim();
        if (!p) continue;
        if (!/^\d{1,9}$/.test(p)) return null;
        const n = Number(p);
        if (n < 1) return null;
        if (!ids.includes(n)) ids.push(n);
      }
    }
  }
  return ids.length > MAX_BOOKS ? null : ids;
}

/** The query string of a reading state (only what differs from the defaults, books comma-joined). */
export function readingSearch(q: {
  sura: number;
  aya: number;
  rewayaId: number;
  books: number[];
  page?: number | null;
}): string {
  const p = new URLSearchParams();
  p.set('sura', String(q.sura));
  p.set('aya', String(q.aya));
  if (q.books.length) p.set('books', q.books.join(','));
  if (q.rewayaId !== DEFAULT_REWAYA_ID) p.set('rewaya_id', String(q.rewayaId));
  if (q.page) p.set('page', String(q.page));
  return p.toString().replace(/%2C/g, ',');
}
