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
