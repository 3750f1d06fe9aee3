/**
 * The reading view's cacheable address. The spec's public URLs carry the reading state in the query
 * (`/{locale}?sura=2&aya=255&books=3,7&rewaya_id=10&page=`); a document Next and nginx can keep must
 * be keyed on its path, so the proxy maps each valid query onto one path of the `read` route:
 *
 *   /{locale}/read/{rewaya_id}/{place}/{books}
 *     place = `{sura}-{aya}` (a verse) or `p{page}` (a mushaf page, read from its first verse)
 *     books = the chosen book ids, ascending, comma-joined, or `-` for none
 *
 * The same query in any spelling (parameter order, `books[]`, duplicates) lands on the same path.
 * The page parses its params back with the same core parser the API uses (validation before any fetch).
 */
import { readingQueryFrom } from './reading-state';
import type { ReadingQuery } from './reading-types';

export const NO_BOOKS = '-';

export type ReadingParams = { rewaya_id: string; place: string; books: string };

/** The query of the spec's public URL as a ReadingQuery; null when it does not validate. */
export function readingQueryFromSearch(search: URLSearchParams): ReadingQuery | null {
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    input[key] = all.length === 1 ? all[0]! : all;
  }
  return fromInput(input);
}

/** Core's parse (lib/reading-state.ts), with the book ids in their one spelling: ascending. */
function fromInput(input: Record<string, string | string[] | undefined>): ReadingQuery | null {
  const q = readingQueryFrom(input);
  return q && { ...q, books: [...q.books].sort((a, b) => a - b) };
}

/** The `read` route's path segments of a reading state. */
export function readingParams(q: ReadingQuery): ReadingParams {
  return {
    rewaya_id: String(q.rewayaId),
    place: q.page !== null ? `p${q.page}` : `${q.sura}-${q.aya}`,
    books: q.books.length ? [...q.books].sort((a, b) => a - b).join(',') : NO_BOOKS,
  };
}

export function readingPath(locale: string, q: ReadingQuery): string {
  const p = readingParams(q);
  return `/${locale}/read/${p.rewaya_id}/${p.place}/${p.books}`;
}

/** The route's params back to a ReadingQuery; null for segments no query maps to (the page is a 404). */
export function readingQueryFromParams(encoded: ReadingParams): ReadingQuery | null {
  // Next passes the segments as they were in the path (a comma may come as %2C).
  let p: ReadingParams;
  try {
    p = {
      rewaya_id: decodeURIComponent(encoded.rewaya_id),
      place: decodeURIComponent(encoded.place),
      books: decodeURIComponent(encoded.books),
    };
  } catch {
    return null;
  }
  const verse = /^(\d{1,3})-(\d{1,3})$/.exec(p.place);
  const page = /^p(\d{1,3})$/.exec(p.place);
  if (!verse && !page) return null;
  if (p.books !== NO_BOOKS && !/^\d{1,9}(,\d{1,9})*$/.test(p.books)) return null;
  const q = fromInput({
    rewaya_id: p.rewaya_id,
    ...(verse ? { sura: verse[1], aya: verse[2] } : { page: page![1] }),
    ...(p.books !== NO_BOOKS ? { books: p.books } : {}),
  });
  // Only the one spelling the proxy produces is a page (no second cached copy under another path:
  // `002-7`, unsorted or repeated book ids).
  if (!q) return null;
  const canonical = readingParams(q);
  return canonical.rewaya_id === p.rewaya_id && canonical.place === p.place && canonical.books === p.books
    ? q
    : null;
}

/**
 * The query of a page kept beside a verse's reading state (the picker and divisions pages), or null
 * for a page place or any other spelling (those pages are 404s).
 */
export function verseStateQuery(params: ReadingParams): ReadingQuery | null {
  const q = readingQueryFromParams(params);
  return q && q.page === null ? q : null;
}

/** verseStateQuery of a page's params, with their locale. */
export async function verseStateFromParams(
  params: Promise<{ locale: string } & ReadingParams>,
): Promise<{ q: ReadingQuery; locale: string } | null> {
  const p = await params;
  const q = verseStateQuery(p);
  return q ? { q, locale: p.locale } : null;
}

/** The book picker page of a reading state (its own cached document: the whole catalogue as a form). */
export const PICKER_SEGMENT = 'choose';
export function pickerPath(locale: string, q: ReadingQuery): string {
  return `${readingPath(locale, q)}/${PICKER_SEGMENT}`;
}

/** The juz and hizb lists of a reading state, as a page for readers without JavaScript. */
export const DIVISIONS_SEGMENT = 'divisions';
export function divisionsPath(locale: string, q: ReadingQuery): string {
  return `${readingPath(locale, q)}/${DIVISIONS_SEGMENT}`;
}
