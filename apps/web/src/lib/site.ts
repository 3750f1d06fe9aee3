import { LOCALE_CODES, LOCALE_INFO, type LocaleCode } from '@/i18n/locales';

export const THEME_COLOR = '#B12A34';

export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? `http://localhost:${process.env.WEB_PORT ?? '3000'}`);
}

/** Path of `rest` (starting with / or empty) in `locale`, query string kept as given. */
export function localizedHref(locale: LocaleCode, rest: string, query = ''): string {
  const path = `/${locale}${rest === '/' ? '' : rest}`;
  return query ? `${path}?${query}` : path;
}

/** hreflang alternates for a page: one per locale plus x-default (Arabic, the default locale). */
export function alternatesFor(locale: LocaleCode, rest: string, query = '') {
  const languages: Record<string, string> = {};
  for (const code of LOCALE_CODES) languages[LOCALE_INFO[code].hreflang] = localizedHref(code, rest, query);
  languages['x-default'] = localizedHref('ar', rest, query);
  return { canonical: localizedHref(locale, rest, query), languages };
}
