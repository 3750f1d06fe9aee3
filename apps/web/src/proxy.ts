import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { langVariant } from './i18n/lang-variant';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);
export default function proxy(request: NextRequest) {
  const variant = langVariant(request.nextUrl.pathname);
  if (variant) {
    const url = request.nextUrl.clone();
    url.pathname = variant.path;
    if (!url.searchParams.has('lang')) url.searchParams.set('lang', variant.lang);
    return NextResponse.rewrite(url);
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals, self-hosted fonts and files with an extension.
  matcher: ['/((?!api|_next|_vercel|fonts|.*\\..*).*)'],
};
