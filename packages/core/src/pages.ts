import { isValidSura } from './suras.js';
import { SITE_PAGES, isSitePage } from './site-pages.js';
import { parseVerseKey } from './verse-parse.js';

// The page types themselves live apart, without the verse tables, for the browser (the site's counters).
export * from './site-pages.js';

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
