/**
 * The reading page's shareable query string, for links (server and client components). The rules
 * come from @tafsir/core's small modules (its barrel is kept out of the browser); the full validation
 * of a query is core's parseReadingQuery (lib/reading-path.ts, the proxy).
 */
import { DEFAULT_AYA, DEFAULT_SURA } from '@tafsir/core/constants';
import { DEFAULT_RIWAYA_ID, RIWAYA_PARAM } from '@tafsir/core/riwayat';

export { DEFAULT_AYA, DEFAULT_SURA, DEFAULT_RIWAYA_ID };

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
  if (q.rewayaId !== DEFAULT_RIWAYA_ID) p.set(RIWAYA_PARAM, String(q.rewayaId));
  if (q.page) p.set('page', String(q.page));
  return p.toString().replace(/%2C/g, ',');
}
