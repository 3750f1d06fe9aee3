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

/**
 * hreflang alternates for a page: one per locale plus x-default (Arabic, the default locale). The
 * addresses are absolute (on SITE_URL): Next resolves a relative one against metadataBase by first
 * trying it as an absolute URL and catching the error, 15 thrown errors a page (issue 5: SSR time).
 */
export function alternatesFor(locale: LocaleCode, rest: string, query = '') {
  const base = siteUrl();
  const root = base.origin + base.pathname.replace(/\/+$/, '');
  const at = (code: LocaleCode) => root + localizedHref(code, rest, query);
  const languages: Record<string, string> = {};
  for (const code of LOCALE_CODES) languages[LOCALE_INFO[code].hreflang] = at(code);
  languages['x-default'] = at('ar');
  return { canonical: at(locale), languages };
}
