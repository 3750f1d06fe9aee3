import './site-styles';
import '@/components/feedback/feedback.css';

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { reportHref } from '@/lib/feedback/report-link';
import { Logo } from '@/components/Logo';
import { SearchBox } from '@/components/SearchBox';
import { SiteDocument } from '@/components/SiteDocument';
import { LOCALE_INFO, isLocaleCode } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { LOCALE_HEADER, NEAR_VERSE_HEADER } from '@/i18n/routing';
import { localDigits } from '@/lib/digits';

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
 *
 * It is drawn in the site's frame (issue 32): the same document attributes, display-settings script,
 * fonts and styles as the locale layout, a header with the home link and the search box (a plain GET
 * form without JavaScript), the footer's links, and a way on: the valid verse nearest to a refused
 * one (the proxy's NEAR_VERSE_HEADER, from @tafsir/core nearestVerse).
 */
export default async function GlobalNotFound() {
  const locale = await requestLocale();
  const near = (await headers()).get(NEAR_VERSE_HEADER);
  const verse = near && /^\d{1,3}:\d{1,3}$/.test(near) ? near.split(':').map(Number) : null;
  const [t, feedback, meta, nav, footer, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'feedback' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'footer' }),
    loadMessages(locale),
  ]);
  const info = LOCALE_INFO[locale];
  const home = `/${locale}`;
  return (
    <SiteDocument locale={locale}>
      <NextIntlClientProvider locale={locale} messages={{ search: messages.search }}>
        <header id="site-header" className="site-header">
          <div className="header-inner">
            <a href={home} className="brand" aria-label={meta('title')}>
              <Logo dir={info.dir} name={meta('title')} />
            </a>
            <div className="header-tools not-found-search">
              <SearchBox />
            </div>
          </div>
        </header>
        <main id="main" className="error-page" aria-labelledby="error-title">
          <p className="error-code">404</p>
          <h1 id="error-title">{t('notFound')}</h1>
          {verse && (
            <p>
              <a
                className="button"
                href={`${home}?sura=${verse[0]}&aya=${verse[1]}`}
                data-testid="nearest-verse"
              >
                {t('nearestVerse', {
                  sura: localDigits(verse[0]!, locale),
                  aya: localDigits(verse[1]!, locale),
                })}
              </a>
            </p>
          )}
          <a className={verse ? 'button secondary' : 'button'} href={home}>
            {t('backHome')}
          </a>
          <p>
            <a href={reportHref(locale)} rel="nofollow" data-testid="error-report-link">
              {feedback('reportLink')}
            </a>
          </p>
        </main>
        <footer className="site-footer">
          <span>{footer('rights')}</span>
          <a href={`${home}/about`}>{nav('about')}</a>
          <a href={`${home}/privacy`}>{nav('privacy')}</a>
          <a href={`${home}/legal`}>{nav('legal')}</a>
          <a href={`${home}/contact-us`}>{nav('contact')}</a>
        </footer>
      </NextIntlClientProvider>
    </SiteDocument>
  );
}
