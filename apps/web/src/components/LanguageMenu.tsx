'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { Disclosure } from './Disclosure';

/** Links to the same page (path and query) in each locale; next-intl's Link also updates the locale cookie. */
export interface LocaleLink {
  code: string;
  hreflang: string;
  nativeName: string;
  dir: 'rtl' | 'ltr';
}

export function LanguageMenu({ locales }: { locales: LocaleLink[] }) {
  const t = useTranslations('language');
  const locale = useLocale();
  const current = locales.find((l) => l.code === locale) ?? locales[0]!;
  const pathname = usePathname();
  const search = useSearchParams();
  const query = Object.fromEntries(search.entries());
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
      <ul className="menu-list language-list" role="list">
        {locales.map((l) => (
          <li key={l.code}>
            <Link
              href={{ pathname, query }}
              locale={l.code}
              hrefLang={l.hreflang}
              lang={l.hreflang}
              dir={l.dir}
              aria-current={l.code === locale ? 'true' : undefined}
              prefetch={false}
            >
              {l.nativeName}
            </Link>
          </li>
        ))}
      </ul>
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
