'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';

/** `href` (a path of this site without its locale, e.g. `/?sura=2`) under the locale's prefix. */
export function localeHref(locale: string, href: string): string {
  if (href === '/') return `/${locale}`;
  return href.startsWith('/?') ? `/${locale}${href.slice(1)}` : `/${locale}${href}`;
}

type Options = { scroll?: boolean };

/**
 * Next's router with the current locale's prefix added to every path: what the reading page's client
 * components need of next-intl's navigation, without shipping that module to the browser.
 */
export function useLocaleRouter() {
  const router = useRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      push: (href: string, options?: Options) => router.push(localeHref(locale, href), options),
      replace: (href: string, options?: Options) => router.replace(localeHref(locale, href), options),
      prefetch: (href: string) => router.prefetch(localeHref(locale, href)),
    }),
    [router, locale],
  );
}
