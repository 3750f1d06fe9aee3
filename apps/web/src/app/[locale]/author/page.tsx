import type { Metadata } from 'next';
import { deathDate } from '@tafsir/core/death-date';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { authorListPage, pastLastPage } from '@/lib/page-shape';
import '@/components/pages/pages.css';
import { AuthorBio } from '@/components/pages/AuthorBio';
import { BrowseNav } from '@/components/pages/BrowseNav';
import { api, asLang } from '@/lib/api';
import { firstParam } from '@/lib/pages/format';
import { Pagination } from '@/components/pages/Pagination';
import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';
import { authorName } from '@/lib/catalogue';
import { diedText } from '@/lib/death-text';

type SP = Record<string, string | string[] | undefined>;
// One answer per query (keyword, page, filters): rendered per request from the API's cached answers.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SP> };

const PER_PAGE = 12;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('authors');
  return { title: t('title'), alternates: alternatesFor(locale, '/author') };
}

export default async function AuthorsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const sp = await searchParams;
  const page = authorListPage(firstParam(sp.page));
  if (page === null) notFound();
  const keyword = (firstParam(sp.q) ?? firstParam(sp.search_keyword) ?? '').trim().slice(0, 100);
  const [t, tDeath] = await Promise.all([getT('authors'), getT('death')]);
  const answer = await api().authors({
    lang: asLang(locale),
    page,
    per_page: PER_PAGE,
    ...(keyword ? { search_keyword: keyword } : {}),
  });
  const { meta } = answer;
  if (pastLastPage(page, meta.last_page)) notFound();
  const hrefFor = (n: number) => {
    const q = new URLSearchParams();
    if (keyword) q.set('q', keyword);
    if (n > 1) q.set('page', String(n));
    const s = q.toString();
    return `/author${s ? `?${s}` : ''}`;
  };
  return (
    <div className="pg-wrap">
      <BrowseNav current="/author" />
      <header className="pg-head">
        <h1>{t('title')}</h1>
        <p className="pg-lead">{t('lead')}</p>
      </header>
      <form className="pg-searchbar" role="search" action={`/${locale}/author`} method="get">
        <label htmlFor="author-q" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id="author-q"
          name="q"
          type="search"
          defaultValue={keyword}
          placeholder={t('searchPlaceholder')}
        />
        <button type="submit" className="button">
          {t('search')}
        </button>
        {keyword && (
          <Link href="/author" className="button secondary">
            {t('clear')}
          </Link>
        )}
      </form>
      <p className="pg-note" role="status" data-testid="author-count">
        {keyword ? t('foundFor', { count: meta.total, keyword }) : t('count', { count: meta.total })}
      </p>
      {answer.data.length === 0 ? (
        <p className="pg-empty">{t('none')}</p>
      ) : (
        <ul className="pg-cards" role="list" data-testid="author-list">
          {answer.data.map((a) => {
            const name = authorName(a, locale);
            const died = diedText(tDeath, deathDate(a.death_hijri, a.death_ce));
            return (
              <li key={a.id}>
                <article className="pg-card">
                  <h2 dir="auto">
                    <Link href={`/author/${a.id}`} lang={name.lang}>
                      {name.text}
                    </Link>
                  </h2>
                  <p className="pg-meta">
                    {died && <span>{died}</span>}
                    {a.century !== null && <span>{t('centuryN', { n: a.century })}</span>}
                    <span>{t('books', { count: a.books_count })}</span>
                  </p>
                  {a.bio && <AuthorBio bio={a.bio} bioLang={a.bio_lang} locale={locale} card />}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={meta.current_page}
        last={meta.last_page}
        hrefFor={hrefFor}
        label={t('pagination')}
        previous={t('previous')}
        next={t('next')}
        locale={locale}
      />
    </div>
  );
}
