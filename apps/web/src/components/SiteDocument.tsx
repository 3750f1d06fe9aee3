import type { CSSProperties, ReactNode } from 'react';
import { LOCALE_INFO, type LocaleCode } from '@/i18n/locales';
import { BASE_FONT_SIZE_PX, DEFAULT_HTML_ATTRIBUTES, settingsScript } from '@/lib/settings';

/** Built once per build: the pre-paint script that applies the reader's display settings. */
const SETTINGS_SCRIPT = settingsScript();

/**
 * The site's document: <html> with the locale's language and direction and the default display
 * attributes, the display-settings script in <head>, and <body>. One frame for the locale layout and
 * the general 404 page (app/global-not-found.tsx), which Next renders without any layout.
 *
 * The same HTML for every reader: display settings are the browser's (lib/settings.ts). The script
 * replaces these default attributes before the first paint, so React is told that <html>'s
 * attributes may differ from what it rendered.
 */
export function SiteDocument({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  const info = LOCALE_INFO[locale];
  return (
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
      <body>{children}</body>
    </html>
  );
}
