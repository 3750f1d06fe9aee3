/**
 * When and what the site counts (spec §1, §7): a visitor once per visit and a page hit per page view,
 * sent to the API's /api/v2 counters from the browser after the page has loaded. Nothing is sent when
 * the reader asked not to be tracked (Do Not Track, Global Privacy Control), nor for a page that is only
 * being prepared in advance (a prerender). Pure rules; components/Counters.tsx applies them.
 */
import { isSitePage, SITE_PAGES, type SitePageId } from '@tafsir/core/site-pages';

/** What the browser says of the reader's choice (navigator and window, as browsers spell it). */
export interface PrivacySignals {
  doNotTrack?: string | null;
  msDoNotTrack?: string | null;
  windowDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do Not Track on ("1", or "yes" in old Firefox) or Global Privacy Control on: send nothing. */
export function optedOut(s: PrivacySignals): boolean {
  if (s.globalPrivacyControl === true) return true;
  return [s.doNotTrack, s.msDoNotTrack, s.windowDoNotTrack].some((v) => v === '1' || v === 'yes');
}

/**
 * A document being prerendered (speculation rules, the address bar guessing a page) is not a view
 * (yet): its scripts run before any reader sees it. Next's own prefetches render nothing in the
 * browser, so they never reach the counter at all.
 */
export function isPrerendering(doc: { prerendering?: boolean; visibilityState?: string }): boolean {
  return doc.prerendering === true || doc.visibilityState === 'prerender';
}

/** The reading page and the home are one page type; a language variant `/{locale}/{lang}/…` too. */
const READ_ROUTE = 'read';

/**
 * The shape of each kind of id (core's SITE_PAGES). The API checks the rest (the author, book or verse
 * exists; core's checkPageHit): its verse tables are not worth shipping to every page for a counter.
 */
const ID_SHAPE: Record<SitePageId, RegExp> = {
  none: /^$/,
  author: /^(?:[1-9]\d{0,8})?$/,
  book: /^(?:[1-9]\d{0,8})?$/,
  sura: /^(?:[1-9]\d{0,2})?$/,
  verse: /^(?:[1-9]\d{0,2}:[1-9]\d{0,2})?$/,
};

/**
 * The page type and id the counter takes for a path of the site, or null for a path that is no page
 * of it (nothing is sent).
 */
export function pageHitOf(pathname: string): { page: string; id: string } | null {
  let parts: string[];
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (!/^[a-z]{2}$/.test(parts[0] ?? '')) return null;
  parts = parts.slice(1);
  // `/{locale}/{lang}/…`: the same page as without the second code.
  if (/^[a-z]{2}$/.test(parts[0] ?? '')) parts = parts.slice(1);
  const [route = '', id = '', ...rest] = parts;
  if (route === '' || route === READ_ROUTE) return { page: 'home', id: '' };
  if (!isSitePage(route) || rest.length > 0) return null;
  // browse-aya ids are spelled 2:255, 2-255, 2.255 or 2_255; the counter takes 2:255.
  const value = route === 'browse-aya' ? id.replace(/[-._]/, ':') : id;
  return ID_SHAPE[SITE_PAGES[route]].test(value) ? { page: route, id: value } : null;
}

/** A visit is a browser tab's session: counted once, whatever the pages it opens. */
export const VISIT_KEY = 'tafsir_visit_counted';
