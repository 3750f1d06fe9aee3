import { ROUTING_LOCALES } from './locale-codes';

const CODES: ReadonlySet<string> = new Set(ROUTING_LOCALES);

/**
 * Spec §2: every page is also reachable as /{locale}/{lang}/…, and /{locale}/{lang} is a home
 * variant; {lang} (one of the 13 codes) is the preferred content language, passed on as ?lang=.
 */
export function langVariant(pathname: string): { path: string; lang: string } | null {
  const m = /^\/([a-z]{2})\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!m || !CODES.has(m[1]!) || !CODES.has(m[2]!)) return null;
  return { path: `/${m[1]}${m[3] && m[3] !== '/' ? m[3] : ''}`, lang: m[2]! };
}
