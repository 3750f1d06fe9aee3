import { defineRouting } from 'next-intl/routing';
import { ROUTING_DEFAULT_LOCALE, ROUTING_LOCALES } from './locale-codes';

/** Locale cookie of spec §9: 365 days, path /, SameSite=Lax. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The request header by which the proxy tells app/global-not-found.tsx the locale of the path. */
export const LOCALE_HEADER = 'x-tafsir-locale';
/** The request header by which the proxy tells the 404 page the valid verse nearest to a refused one ("2:286"). */
export const NEAR_VERSE_HEADER = 'x-tafsir-near-verse';

export const routing = defineRouting({
  locales: ROUTING_LOCALES,
  defaultLocale: ROUTING_DEFAULT_LOCALE,
  // Spec §2: detection of the browser language is off; every path carries its locale.
  localeDetection: false,
  localePrefix: 'always',
  // No cookie from the proxy: a document answer with Set-Cookie is not kept by a shared cache. The
  // language menu keeps the chosen locale in LOCALE_COOKIE (client side), and the proxy reads it
  // for `/` only (spec §4: route prefix, then cookie, then default).
  localeCookie: false,
  // hreflang alternates are rendered in <head> by generateMetadata (they keep the query string).
  alternateLinks: false,
});
