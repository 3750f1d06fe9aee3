import { ROUTING_LOCALES } from '../i18n/locale-codes';

const CODES: ReadonlySet<string> = new Set(ROUTING_LOCALES);

/** The same page (path after the locale, and query) in the `target` locale. */
export function localeSwitchHref(target: string, url: string): string {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q);
  const m = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const rest = m && CODES.has(m[1]!) ? m[2]! : pathname === '/' ? '' : pathname;
  return `/${target}${rest === '/' ? '' : rest}${search}`;
}
