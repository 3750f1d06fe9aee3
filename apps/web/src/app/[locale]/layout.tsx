import '@fontsource/cairo/400.css';
import '@fontsource/cairo/700.css';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/dejavu-sans/400.css';
import '@fontsource/dejavu-sans/700.css';
import '@fontsource/amiri-quran/400.css';
import '../fonts.css';
import '../globals.css';

import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { ChunkReloadGuard } from '@/components/ChunkReloadGuard';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { NoScriptServerError } from '@/components/NoScriptServerError';
import { ServiceWorkerRegistration } from '@/components/ServiceWorkerRegistration';
import { UiFontPreload } from '@/components/UiFontPreload';
import { LOCALE_INFO } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { currentRequestId } from '@/lib/request-id';
import { SETTINGS_COOKIE, fontSizePx, parseSettings, settingsHtmlAttributes } from '@/lib/settings';
import { THEME_COLOR, siteUrl } from '@/lib/site';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

const NOSCRIPT_ERROR_CSS =
  '.nojs-error{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center;color:#2a2420}.nojs-error .error-code{font-size:4rem;margin:0;color:#b12a34}.nojs-error a{color:#b12a34}';

/** The message namespaces client components use; only these are serialised into every page. */
const CLIENT_NAMESPACES = ['reading', 'search', 'errors', 'language', 'layout', 'nav', 'offline'] as const;

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
  setRequestLocale(locale);
  const info = LOCALE_INFO[locale];
  const settings = parseSettings((await cookies()).get(SETTINGS_COOKIE)?.value);
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tErrors = await getTranslations({ locale, namespace: 'errors' });
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <html
      lang={info.hreflang}
      dir={info.dir}
      {...settingsHtmlAttributes(settings)}
      style={{ '--font-size': `${fontSizePx(settings)}px` } as CSSProperties}
    >
      <body>
        <UiFontPreload font={settings.fontFamily} />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NoScriptServerError
          requestId={await currentRequestId()}
          lang={info.hreflang}
          dir={info.dir}
          title={tErrors('internal')}
          backHome={tErrors('backHome')}
          homeHref={`/${locale}`}
          css={NOSCRIPT_ERROR_CSS}
        />
        <NextIntlClientProvider messages={clientMessages}>
          <Header settings={settings} />
          <main id="main">{children}</main>
          <Footer />
          <ChunkReloadGuard />
          <ServiceWorkerRegistration />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
