import { isValidSura } from './suras.js';
import { parseVerseKey } from './verse-parse.js';

/**
 * The site's page types, as the page-view counter (spec §7 v2 record-page-hits: `page`, `id`) names
 * them — the route names of apps/web — with what the `id` of each may be (issue 20: the counter accepts
 * only pages the site has):
 * - `none`: no id (empty);
 * - `author` / `book`: an author's or book's id (checked against the catalogue by the API), or empty
 *   for the list page;
 * - `sura`: a sura number 1–114, or empty;
 * - `verse`: a verse key such as 2:255 (Hafs numbering), or empty.
 */
export const SITE_PAGES = {
  home: 'none',
  about: 'none',
  author: 'author',
  book: 'book',
  books: 'none',
  'browse-aya': 'verse',
  'browse-sura': 'sura',
  'contact-us': 'none',
  developer: 'none',
  'download-enterpretations': 'none',
  legal: 'none',
  privacy: 'none',
  search: 'none',
  offline: 'none',
  note: 'none',
  'report-bug': 'none',
} as const;

export type SitePage = keyof typeof SITE_PAGES;
export type SitePageId = (typeof SITE_PAGES)[SitePage];

export function isSitePage(page: string): page is SitePage {
  return Object.prototype.hasOwnProperty.call(SITE_PAGES, page);
}

/**
 * Checks a (page, id) pair: `{ ok: true, entity }` where `entity` names the catalogue row the API must
 * still find (an author or a book id), or `{ ok: false, message }` in the spec's 400 style.
 */
export function checkPageHit(
  page: string,
  id: string,
):
  | { ok: true; entity?: { kind: 'author' | 'book'; id: number } }
  | { ok: false; param: 'page' | 'id'; message: string } {
  if (!isSitePage(page))
    return { ok: false, param: 'page', message: `must be one of ${Object.keys(SITE_PAGES).join(', ')}` };
  const kind = SITE_PAGES[page];
  const value = id.trim();
  if (value === '') return { ok: true };
  switch (kind) {
    case 'none':
      return { ok: false, param: 'id', message: `must be empty for the page ${page}` };
    case 'author':
    case 'book':
      if (!/^[1-9]\d{0,8}$/.test(value))
        return { ok: false, param: 'id', message: `must be the id of a ${kind} for the page ${page}` };
      return { ok: true, entity: { kind, id: Number(value) } };
    case 'sura':
      if (!/^\d{1,3}$/.test(value) || !isValidSura(Number(value)))
        return { ok: false, param: 'id', message: `must be a sura number (1-114) for the page ${page}` };
      return { ok: true };
    case 'verse': {
      const verse = parseVerseKey(value);
      return verse.ok
        ? { ok: true }
        : { ok: false, param: 'id', message: `must be a verse key like 2:255 for the page ${page}` };
    }
  }
}
