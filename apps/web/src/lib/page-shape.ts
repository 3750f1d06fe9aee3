/**
 * Which requests a page of the site can answer, judged from the path and query alone with the parsers
 * the pages themselves use. The proxy sends a GET that fails here to the 404 page before any render:
 * a notFound() thrown while a page renders is answered with Next's empty error document, its text drawn
 * only by JavaScript (vercel/next.js#62228), whereas the proxy's 404 (app/global-not-found.tsx) is
 * rendered on the server. What only the data can tell — an author, book or riwaya id that is well
 * formed but unknown — is still left to the page.
 */
import { parseIntParam } from '@tafsir/core';
import { notePlaceFrom } from '@/lib/feedback/note-place';
import { parseSearchState } from '@/lib/pages/search-url';
import { browseAyaVerse, browseSuraNumber, pickedVerse } from '@/lib/pages/verse-route';
import { DIVISIONS_SEGMENT, PICKER_SEGMENT, readingQueryFromParams, verseStateQuery } from './reading-path';

/** The id of /author/{id} and /book/{id} (as Next passes the segment); null when it is none. */
export function catalogueId(id: string): number | null {
  const r = parseIntParam(id, { name: 'id', min: 1, max: 2_147_483_647 });
  return r.ok ? r.value : null;
}

/** The page number of the authors list (/author?page=); null when it does not validate. */
export function authorListPage(page: string | undefined): number | null {
  const r = parseIntParam(page, { name: 'page', min: 1, max: 10_000, default: 1 });
  return r.ok ? r.value : null;
}

/**
 * Whether a list's page number lies past its last page, which only the data's count tells (the
 * request is well formed): such a page is no page, a 404 as page=0 is. A list with nothing in it
 * still has its first page, which says so.
 */
export function pastLastPage(page: number, lastPage: number): boolean {
  return page > Math.max(1, lastPage);
}

/**
 * False when the page `pathname` names (a locale-prefixed path, before the proxy's rewrites) would
 * answer 404 for this path and query whatever the data; true otherwise (paths of no page included:
 * Next answers those itself, on the server).
 */
export function pageRequestWellFormed(pathname: string, query: URLSearchParams): boolean {
  const m = /^\/[a-z]{2}\/([^/]+)(?:\/(.+?))?\/?$/.exec(pathname);
  if (!m) return true;
  const route = m[1]!;
  // the segments as Next passes them to the page: not decoded
  const segments = m[2] ? m[2].split('/') : [];
  if (segments.includes('')) return true; // `//`: left to Next
  const get = (name: string) => query.get(name) ?? undefined;
  switch (route) {
    case 'author':
      return segments.length === 0
        ? authorListPage(get('page')) !== null
        : segments.length > 1 || catalogueId(segments[0]!) !== null;
    case 'book':
      return segments.length !== 1 || catalogueId(segments[0]!) !== null;
    case 'note':
      return (
        segments.length > 0 ||
        notePlaceFrom({
          book_id: query.getAll('book_id'),
          sura: query.getAll('sura'),
          aya: query.getAll('aya'),
          rewaya_id: query.getAll('rewaya_id'),
        }) !== null
      );
    case 'browse-aya': {
      const verse = browseAyaVerse(segments);
      return verse !== null && (verse !== 'none' || pickedVerse(get) !== null);
    }
    case 'browse-sura':
      return browseSuraNumber(segments) !== null;
    case 'search':
      return segments.length > 0 || parseSearchState(get) !== null;
    case 'read': {
      const [rewaya_id, place, books, page, ...more] = segments;
      if (!rewaya_id || !place || !books || more.length) return true;
      const params = { rewaya_id, place, books };
      if (page === undefined) return readingQueryFromParams(params) !== null;
      // the picker and divisions pages of a verse's reading state
      if (page !== PICKER_SEGMENT && page !== DIVISIONS_SEGMENT) return true;
      return verseStateQuery(params) !== null;
    }
    default:
      return true;
  }
}
