import '../site-styles';

import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { DEFAULT_PUBLIC_BEARER_TOKEN } from '@tafsir/core/constants';
import { ChunkReloadGuard } from '@/components/ChunkReloadGuard';
import { Counters } from '@/components/Counters';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { ServiceWorkerRegistration } from '@/components/ServiceWorkerRegistration';
import { UiFontPreload } from '@/components/UiFontPreload';
import { LOCALE_INFO } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { publicApiBase } from '@/lib/api';
import { BASE_FONT_SIZE_PX, DEFAULT_HTML_ATTRIBUTES, settingsScript } from '@/lib/settings';
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

/** Built once per build: the pre-paint script that applies the reader's display settings. */
const SETTINGS_SCRIPT = settingsScript();

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
  const info = LOCALE_INFO[locale];
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tReading = await getTranslations({ locale, namespace: 'reading' });
  const messages = await getMessages();
  const clientMessages = {
    ...Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])),
    // Of the forms' namespace only the error page's "report a problem" link (app/[locale]/error.tsx).
    feedback: { reportLink: messages.feedback?.reportLink },
  };
  return (
    // The same HTML for every reader: display settings are the browser's (lib/settings.ts). The
    // script in <head> replaces these default attributes before the first paint, so React is told
    // that <html>'s attributes may differ from what it rendered.
    <html
      lang={info.hreflang}
      dir={info.dir}
      {...DEFAULT_HTML_ATTRIBUTES}
      // The page scrolls smoothly (globals.css), but not when Next's router scrolls on a navigation.
      data-scroll-behavior="smooth"
      style={{ '--font-size': `${BASE_FONT_SIZE_PX}px` } as CSSProperties}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: SETTINGS_SCRIPT }} />
      </head>
      <body>
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
      </body>
    </html>
  );
}
