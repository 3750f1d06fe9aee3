import './fonts.css';
import './globals.css';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { reportHref } from '@/components/feedback/report-link';
import { LOCALE_INFO, isLocaleCode } from '@/i18n/locales';
import { LOCALE_HEADER } from '@/i18n/routing';

/** The page's locale: the proxy's request header (a path that names none: Arabic, the default). */
async function requestLocale() {
  const requested = (await headers()).get(LOCALE_HEADER);
  return isLocaleCode(requested) ? requested : 'ar';
}

/** Titled like the other pages ("This page could not be found · <the site>"), not indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const [errors, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  return { title: `${errors('notFound')} · ${meta('title')}`, robots: { index: false } };
}

/**
 * The 404 page of every path that matches no route: unknown paths under a locale, and what the proxy
 * sends here (a reading query that does not validate, a path that does not decode). Next renders this
 * page on the server (the spec's text is in the HTML, for readers without JavaScript too), which it
 * does not do for a `notFound()` thrown while a page renders (vercel/next.js#62228: that 404 keeps
 * app/[locale]/not-found.tsx, drawn in the browser). The locale comes from the proxy's request header;
 * this page is not cached (an error page is rendered per request).
 */
export default async function GlobalNotFound() {
  const locale = await requestLocale();
  const t = await getTranslations({ locale, namespace: 'errors' });
  const feedback = await getTranslations({ locale, namespace: 'feedback' });
  const info = LOCALE_INFO[locale];
  return (
    <html lang={info.hreflang} dir={info.dir}>
      <body>
        <main className="error-page" aria-labelledby="error-title">
          <p className="error-code">404</p>
          <h1 id="error-title">{t('notFound')}</h1>
          <a className="button" href={`/${locale}`}>
            {t('backHome')}
          </a>
          <p>
            <a href={reportHref(locale)} rel="nofollow" data-testid="error-report-link">
              {feedback('reportLink')}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
