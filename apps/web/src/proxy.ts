import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { langVariant } from './i18n/lang-variant';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from './i18n/routing';
import { CURRENT_URL_HEADER } from './lib/locale-switch';

const intl = createMiddleware(routing);
export default function proxy(request: NextRequest) {
  // The address being read, for the header's language links (rendered in the layout).
  const headers = new Headers(request.headers);
  headers.set(CURRENT_URL_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const variant = langVariant(request.nextUrl.pathname);
  if (variant) {
    const url = request.nextUrl.clone();
    url.pathname = variant.path;
    if (!url.searchParams.has('lang')) url.searchParams.set('lang', variant.lang);
    return NextResponse.rewrite(url, { request: { headers } });
  }
  // next-intl passes the headers of the request it is given on to the render.
  if (request.method !== 'GET' && request.method !== 'HEAD') return intl(request);
  const response = intl(new NextRequest(request.url, { headers, method: request.method }));
  // Spec §4, §9: the locale read last is remembered (365 days, lax), also when it was chosen with a
  // plain link of the language menu (no JavaScript); next-intl keeps a cookie it finds as it is.
  const locale = /^\/([a-z]{2})(?:\/|$)/.exec(request.nextUrl.pathname)?.[1];
  if (
    locale &&
    (routing.locales as readonly string[]).includes(locale) &&
    request.cookies.get(LOCALE_COOKIE)?.value !== locale &&
    !response.headers.has('location')
  )
    response.cookies.set(LOCALE_COOKIE, locale, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      path: '/',
    });
  return response;
}

export const config = {
  // Everything except API routes, Next internals, self-hosted fonts and files with an extension.
  matcher: ['/((?!api|_next|_vercel|fonts|.*\\..*).*)'],
};
