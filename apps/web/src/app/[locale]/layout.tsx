import '../site-styles';

import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { DEFAULT_PUBLIC_BEARER_TOKEN } from '@tafsir/core/constants';
import { ChunkReloadGuard } from '@/components/ChunkReloadGuard';
import { Counters } from '@/components/Counters';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { ServiceWorkerRegistration } from '@/components/ServiceWorkerRegistration';
import { SiteDocument } from '@/components/SiteDocument';
import { UiFontPreload } from '@/components/UiFontPreload';
import { routing } from '@/i18n/routing';
import { publicApiBase } from '@/lib/api';
import { THEME_COLOR, siteUrl } from '@/lib/site';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The message namespaces client components use; only these are serialised into every page. */
const CLIENT_NAMESPACES = [
  'reading',
  'death',
  'picker',
  'category',
  'search',
  'errors',
  'language',
  'layout',
  'nav',
  'offline',
] as const;

/**
 * No page is rendered at build time (their content comes from the API, which need not run during
 * `next build`): each is rendered on its first request and then served from Next's cache. Unknown
 * locales are refused below (notFound), before any render is kept.
 */
export function generateStaticParams(): Array<{ locale: string }> {
  return [];
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: siteUrl(),
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    applicationName: t('title'),
    icons: { icon: '/icon.svg', apple: '/icons/icon-192.png' },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tReading = await getTranslations({ locale, namespace: 'reading' });
  const messages = await getMessages();
  const clientMessages = {
    ...Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])),
    // Of the forms' namespace only the error page's "report a problem" link (app/[locale]/error.tsx).
    feedback: { reportLink: messages.feedback?.reportLink },
  };
  return (
    <SiteDocument locale={locale}>
      <UiFontPreload />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <a className="skip-link skip-link-verses" href="#quran-text">
        {tReading('skipToVerse')}
      </a>
      <NextIntlClientProvider messages={clientMessages}>
        <Header />
        <main id="main">{children}</main>
        <Footer />
        <ChunkReloadGuard />
        <Suspense fallback={null}>
          <Counters
            apiBase={publicApiBase()}
            token={process.env.PUBLIC_BEARER_TOKEN ?? DEFAULT_PUBLIC_BEARER_TOKEN}
          />
        </Suspense>
        <ServiceWorkerRegistration />
      </NextIntlClientProvider>
    </SiteDocument>
  );
}
