import { getLocale, getTranslations } from 'next-intl/server';
import { Disclosure } from './Disclosure';
import { LanguageLinks } from './LanguageLinks';

/** A locale as the menu shows it. */
export interface LocaleLink {
  code: string;
  hreflang: string;
  nativeName: string;
  dir: 'rtl' | 'ltr';
}

/**
 * The language menu (spec §4): plain links to each locale. The document is the same whatever address
 * it answers, so the server links each locale's home; once the scripts run, LanguageLinks points them
 * at the same page (path and query) being read, and following one keeps the locale in its cookie.
 */
export async function LanguageMenu({ locales }: { locales: LocaleLink[] }) {
  const [t, locale] = await Promise.all([getTranslations('language'), getLocale()]);
  const current = locales.find((l) => l.code === locale) ?? locales[0]!;
  return (
    <Disclosure
      className="language-menu"
      // The accessible name must contain the visible text (WCAG 2.5.3), so it names the current language too.
      summaryLabel={`${t('label')}: ${current.nativeName}`}
      summary={
        <>
          <GlobeIcon />
          <span className="summary-text" lang={current.hreflang}>
            {current.nativeName}
          </span>
        </>
      }
    >
      <LanguageLinks>
        {locales.map((l) => (
          <li key={l.code}>
            <a
              href={`/${l.code}`}
              data-locale={l.code}
              hrefLang={l.hreflang}
              lang={l.hreflang}
              dir={l.dir}
              aria-current={l.code === locale ? 'true' : undefined}
            >
              {l.nativeName}
            </a>
          </li>
        ))}
      </LanguageLinks>
    </Disclosure>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="icon">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}
