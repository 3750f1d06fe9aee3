import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { langVariant } from './i18n/lang-variant';
import { ROUTING_DEFAULT_LOCALE, ROUTING_LOCALES } from './i18n/locale-codes';
import { nearestVerse } from '@tafsir/core';
import { LOCALE_COOKIE, LOCALE_HEADER, NEAR_VERSE_HEADER, routing } from './i18n/routing';
import { readingPath, readingQueryFromSearch } from './lib/reading-path';
import { pageRequestWellFormed } from './lib/page-shape';
import { refusedPost } from './lib/form-posts';

const intl = createMiddleware(routing);
const LOCALES: ReadonlySet<string> = new Set(ROUTING_LOCALES);

/**
 * Where a path that cannot be a page of the site is sent: a path no route matches, so Next answers
 * 404 with app/global-not-found.tsx (rendered on the server, in the locale of LOCALE_HEADER).
 */
const notFoundPath = (locale: string) => `/${locale}/_/not-found`;

/** Longer paths are no page of this site (the longest real ones are well under 100 characters). */
const MAX_PATH_LENGTH = 1024;

/**
 * Runs before every page: it sets no cookie and reads nothing of the reader, so the answers stay the
 * same for everyone and can be cached.
 * 1. A path that does not decode (`/ar/%ff`), is overlong or holds control characters gets the 404
 *    page (Next itself answers 500 to an undecodable path).
 * 2. The spec's reading URL `/{locale}?sura=&aya=&books=&rewaya_id=&page=` is served by the cacheable
 *    `read` route (lib/reading-path.ts); a query that does not validate gets the 404 page.
 * 3. `/{locale}/{lang}/…` variants are served by the page without the second code (`?lang=` kept).
 * 4. A GET whose path and query no page accepts, by the pages' own parsers (lib/page-shape.ts), gets
 *    the 404 page before any render.
 * 5. `/` redirects to the locale of the cookie the language menu keeps, else to the default (spec §4).
 * 6. A form post (server action) from another origin is a 403 and one over Next's body limit a 413,
 *    answered here: Next itself throws on both, and its answer is a 500.
 * 7. Everything else: next-intl (unprefixed paths redirect to the default locale's prefix).
 * 0. Before all that, `/api/…` is the API's: forwarded to API_URL (a rewrite to an external URL),
 *    so that the site's own origin serves it without nginx too (`next start`, the quick start, the
 *    tests). Behind deploy/nginx.conf, nginx routes /api/ to the API and this never sees it.
 */
export default function proxy(request: NextRequest) {
  const raw = request.nextUrl.pathname;
  if (raw.startsWith('/api/')) return toApi(request);
  const locale = localeOf(raw);
  if (!isWellFormed(raw)) return rewrite(request, notFoundPath(locale));
  // Next's own files and the font and icon routes need nothing more than the check above.
  if (/^\/(?:_next|fonts|icons)\//.test(raw)) return NextResponse.next();

  const variant = langVariant(raw);
  if (variant) {
    const url = request.nextUrl.clone();
    url.pathname = variant.path;
    if (!url.searchParams.has('lang')) url.searchParams.set('lang', variant.lang);
    if (request.method === 'GET' && !pageRequestWellFormed(variant.path, url.searchParams))
      return rewrite(request, notFoundPath(locale));
    return (
      readingRewrite(request, url) ?? NextResponse.rewrite(url, { request: { headers: withLocale(request) } })
    );
  }
  if (raw === '/') {
    const remembered = request.cookies.get(LOCALE_COOKIE)?.value;
    if (remembered && LOCALES.has(remembered)) {
      const url = request.nextUrl.clone();
      url.pathname = `/${remembered}`;
      return NextResponse.redirect(url);
    }
  }
  const reading = readingRewrite(request, request.nextUrl);
  if (reading) return reading;
  // What can be refused before rendering gets the 404 page rendered on the server (lib/page-shape.ts).
  if (request.method === 'GET' && !pageRequestWellFormed(raw, request.nextUrl.searchParams))
    return rewrite(request, notFoundPath(locale));
  // Forms post to their page (server actions): their body must reach it as it came.
  if (request.method !== 'GET' && request.method !== 'HEAD') return refusedPost(request) ?? intl(request);
  // next-intl passes the headers of the request it is given on to the render (a path no route
  // matches renders app/global-not-found.tsx, which reads the locale from them).
  return intl(new NextRequest(request.url, { headers: withLocale(request), method: request.method }));
}

/** The API's address as the server reaches it (lib/api.ts apiBaseUrl; read per request: set at start). */
const apiUrl = () => process.env.API_URL ?? 'http://127.0.0.1:3005';

/** `/api/…` (path and query as they came) on the API: Next forwards the request and streams the answer. */
function toApi(request: NextRequest): NextResponse {
  const target = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, apiUrl());
  return NextResponse.rewrite(target);
}

/** The `read` route for a reading query on a locale's home path; null when `url` is not one. */
function readingRewrite(request: NextRequest, url: URL): NextResponse | null {
  const m = /^\/([a-z]{2})\/?$/.exec(url.pathname);
  if (!m || !LOCALES.has(m[1]!)) return null;
  const search = new URLSearchParams(url.search);
  search.delete('lang');
  if (search.size === 0)
    return url === request.nextUrl
      ? null
      : NextResponse.rewrite(url, { request: { headers: withLocale(request) } });
  const query = readingQueryFromSearch(search);
  return rewrite(request, query ? readingPath(m[1]!, query) : notFoundPath(m[1]!));
}

function rewrite(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return NextResponse.rewrite(url, { request: { headers: withLocale(request) } });
}

/**
 * The valid verse nearest to the one a refused reading address asked for (`?sura=115&aya=1`,
 * `/read/1/2-999/…`), for the 404 page's way on; null when it names none.
 */
function nearVerseOf(url: URL): string | null {
  const q = url.searchParams;
  const path = /\/read\/\d+\/(\d{1,4})-(\d{1,4})(?:\/|$)/.exec(url.pathname);
  const [sura, aya] = q.has('sura') ? [q.get('sura'), q.get('aya') ?? '1'] : path ? [path[1], path[2]] : [];
  if (!sura || !/^\d{1,4}$/.test(sura) || !/^\d{1,4}$/.test(aya ?? '')) return null;
  const v = nearestVerse(Number(sura), Number(aya));
  return `${v.sura}:${v.aya}`;
}

/** The request's headers plus the locale of its path, for the 404 page (app/global-not-found.tsx). */
function withLocale(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, localeOf(request.nextUrl.pathname));
  const near = nearVerseOf(request.nextUrl);
  if (near) headers.set(NEAR_VERSE_HEADER, near);
  else headers.delete(NEAR_VERSE_HEADER);
  return headers;
}

function localeOf(pathname: string): string {
  const code = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return code && LOCALES.has(code) ? code : ROUTING_DEFAULT_LOCALE;
}

function isWellFormed(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // C0 controls and DEL: no page name has them.
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return false;
  }
  return true;
}

export const config = {
  // Every path but files with an extension at the root (icon.svg, sw.js, robots.txt); Next's own
  // files and the fonts only for the well-formedness check; the API's, forwarded to it.
  matcher: ['/api/:path*', '/((?!api/|[^/]*\\.[^/]*$).*)'],
};
