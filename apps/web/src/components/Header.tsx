import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LOCALES, localeDirection } from '@tafsir/core';
import { Disclosure } from './Disclosure';
import { LanguageMenu } from './LanguageMenu';
import { LayoutMenu } from './LayoutMenu';
import { Logo } from './Logo';
import { MobileMenuToggle } from './MobileMenuToggle';
import { SearchBox } from './SearchBox';
import { SearchToggle } from './SearchToggle';

/** Site header of spec §2: logo, main menu (with help dropdown), search, language and layout menus. */
export async function Header() {
  const t = await getTranslations('nav');
  const tMeta = await getTranslations('meta');
  const locale = await getLocale();
  const dir = localeDirection(locale);
  const locales = LOCALES.map(({ code, hreflang, nativeName, dir: d }) => ({
    code,
    hreflang,
    nativeName,
    dir: d,
  }));
  return (
    <header id="site-header" className="site-header">
      <div className="header-inner">
        <MobileMenuToggle controls="main-menu" />
        <Link href="/" className="brand" aria-label={tMeta('title')}>
          <Logo dir={dir} name={tMeta('title')} />
        </Link>
        <nav id="main-menu" className="main-menu" aria-label={t('mainMenu')}>
          <ul role="list">
            <li>
              <Link href="/">{t('home')}</Link>
            </li>
            <li>
              <Link href="/download-enterpretations">{t('download')}</Link>
            </li>
            <li>
              <Link href="/author">{t('authors')}</Link>
            </li>
            <li>
              <Link href="/developer">{t('developer')}</Link>
            </li>
            <li>
              <Disclosure className="help-menu" summary={<span>{t('help')}</span>}>
                <ul className="menu-list" role="list">
                  <li>
                    <Link href="/contact-us">{t('contact')}</Link>
                  </li>
                  <li>
                    <Link href="/about">{t('about')}</Link>
                  </li>
                </ul>
              </Disclosure>
            </li>
          </ul>
        </nav>
        <div className="header-tools">
          <SearchToggle />
          <SearchBox />
          <LanguageMenu locales={locales} />
          <LayoutMenu />
        </div>
      </div>
    </header>
  );
}
