/**
 * The ids of the catalogue's books and authors, for proxy.ts: an unknown `/{locale}/author/{id}` or
 * `/{locale}/book/{id}` gets the 404 page rendered on the server, its text there without JavaScript
 * (issue 33 item 5, what was left of issue 21). A cached page's `notFound()` answers 404 but draws its
 * not-found text only in the browser (vercel/next.js#62228): this module goes when that fix ships.
 *
 * Fetched once and kept for the pages' revalidate period, never an API call per request; while the
 * API cannot be reached the answer is null and the page decides, as before.
 */
import { api, LIST_CACHE } from './api';

export interface CatalogueIds {
  books: ReadonlySet<number>;
  authors: ReadonlySet<number>;
}

/** As long as the pages themselves are kept (their `revalidate`). */
const KEEP_MS = 3600_000;
/** The author list's largest page (the API's per_page maximum). */
const AUTHORS_PER_PAGE = 100;

let kept: { at: number; ids: Promise<CatalogueIds | null> } | undefined;

export function catalogueIds(): Promise<CatalogueIds | null> {
  if (!kept || Date.now() - kept.at > KEEP_MS) kept = { at: Date.now(), ids: load() };
  return kept.ids;
}

async function load(): Promise<CatalogueIds | null> {
  try {
    const books = await api().books({ lang: 'en' }, LIST_CACHE);
    const authors = new Set<number>();
    for (let page = 1, last = 1; page <= last; page++) {
      const answer = await api().authors({ lang: 'en', page, per_page: AUTHORS_PER_PAGE }, LIST_CACHE);
      for (const a of answer.data) authors.add(a.id);
      last = answer.meta.last_page;
    }
    return {
      books: new Set([...books.enterpretation, ...books.translation].map((b) => b.id)),
      authors,
    };
  } catch {
    kept = undefined; // asked again by the next request
    return null;
  }
}

/** What an address names that the catalogue does not hold: 'author', 'book', or null. */
export async function unknownCatalogueItem(pathname: string): Promise<'author' | 'book' | null> {
  const m = /^\/[a-z]{2}\/(author|book)\/(\d{1,9})\/?$/.exec(pathname);
  if (!m) return null;
  const ids = await catalogueIds();
  if (!ids) return null;
  const kind = m[1] as 'author' | 'book';
  return (kind === 'author' ? ids.authors : ids.books).has(Number(m[2])) ? null : kind;
}
