import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import '@/components/pages/pages.css';
import { BrowseNav } from '@/components/pages/BrowseNav';
import { api, asLang, LIST_CACHE } from '@/lib/api';
import { BookTable } from '@/components/pages/BookTable';
import { firstParam, languageName } from '@/lib/pages/format';
import { sortBooks, BOOK_SORTS, type BookSort } from '@/lib/pages/books';
import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';

type SP = Record<string, string | string[] | undefined>;
// One answer per query (keyword, page, filters): rendered per request from the API's cached answers.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SP> };

const MINIMA = [0, 25, 50, 75, 90] as const;
const TYPES = ['all', 'enterpretation', 'translation'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('books');
  return { title: t('title'), alternates: alternatesFor(locale, '/books') };
}

export default async function BooksPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const sp = await searchParams;
  const sortP = firstParam(sp.sort);
  const sort: BookSort = BOOK_SORTS.includes(sortP as BookSort) ? (sortP as BookSort) : 'date';
  const completed = firstParam(sp.completed) === '1';
  const minP = Number(firstParam(sp.min) ?? 0);
  const min = (MINIMA as readonly number[]).includes(minP) ? minP : 0;
  const typeP = firstParam(sp.type);
  const type = TYPES.includes(typeP as (typeof TYPES)[number]) ? (typeP as (typeof TYPES)[number]) : 'all';
  const langP = firstParam(sp.lang);
  const t = await getT('books');
  const books = await api().books({ lang: asLang(locale) }, LIST_CACHE);
  const all = [...books.enterpretation, ...books.translation];
  const languages = [...new Set(all.map((b) => b.language))].sort();
  const lang = langP && languages.includes(langP) ? langP : '';
  const shown = sortBooks(
    all.filter(
      (b) =>
        (type === 'all' || b.type === type) &&
        (!lang || b.language === lang) &&
        (!completed || b.verses_covered >= 6236) &&
        (b.verses_covered / 6236) * 100 >= min,
    ),
    sort,
    locale,
  );
  return (
    <div className="pg-wrap">
      <BrowseNav current="/books" />
      <header className="pg-head">
        <h1>{t('title')}</h1>
        <p className="pg-lead">{t('lead')}</p>
      </header>
      <form className="pg-toolbar" action={`/${locale}/books`} method="get">
        <label>
          <span>{t('sortBy')}</span>
          <select name="sort" defaultValue={sort}>
            {BOOK_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('type')}</span>
          <select name="type" defaultValue={type}>
            {TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`type_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('language')}</span>
          <select name="lang" defaultValue={lang}>
            <option value="">{t('allLanguages')}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageName(l, locale)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('completeness')}</span>
          <select name="min" defaultValue={String(min)}>
            {MINIMA.map((m) => (
              <option key={m} value={m}>
                {m === 0 ? t('anyCompleteness') : t('atLeast', { pct: m })}
              </option>
            ))}
          </select>
        </label>
        <label className="pg-check">
          <input type="checkbox" name="completed" value="1" defaultChecked={completed} />
          <span>{t('onlyCompleted')}</span>
        </label>
        <button type="submit" className="button">
          {t('apply')}
        </button>
        <Link href="/books" className="button secondary">
          {t('reset')}
        </Link>
      </form>
      <p className="pg-note" role="status">
        {t('count', { count: shown.length })}
      </p>
      <BookTable books={shown} locale={locale} />
    </div>
  );
}
