import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { getSura, parseIntParam } from '@tafsir/core';
import type { SearchAnswer, SearchHit } from '@tafsir/client';
import '@/components/pages/pages.css';
import { BrowseNav } from '@/components/pages/BrowseNav';
import { AdvancedSearch } from '@/components/pages/AdvancedSearch';
import { api, asLang, LIST_CACHE } from '@/lib/api';
import { firstParam, formatNumber, idList } from '@/components/pages/format';
import { highlightPieces } from '@/components/pages/highlight';
import { Pagination } from '@/components/pages/Pagination';
import {
  MIN_KEYWORD,
  searchQuery,
  toggleFilter,
  type Filter,
  type SearchState,
} from '@/components/pages/search-url';
import { ayaPath } from '@/components/pages/verse-route';
import { Link } from '@/i18n/navigation';
import { getCategoryNamer, getSuraNamer } from '@/i18n/catalogue-names';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { contentDir } from '@/lib/content-lang';
import { localDigits } from '@/lib/digits';
import { QuranFontStyle } from '@/components/QuranFontStyle';
import { riwayaFonts } from '@/lib/quran-fonts';
import { DEFAULT_RIWAYA_ID } from '@/lib/reading-query';
import { rewayaAttr } from '@/lib/verse-font';

type SP = Record<string, string | string[] | undefined>;
// One answer per query (keyword, page, filters): rendered per request from the API's cached answers.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SP> };

const FILTERS: Filter[] = ['all', 'aya', 'enterpretation'];
const PER_PAGE = 20;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('searchPage');
  const k = (firstParam((await searchParams).keyword) ?? '').trim();
  return { title: k ? t('titleFor', { keyword: k.slice(0, 60) }) : t('title'), robots: { index: false } };
}

/** Escaped text with the API's highlight ranges wrapped in <mark> (React escapes every piece). */
function Highlighted({ text, ranges }: { text: string; ranges: SearchHit['highlights'] }) {
  return (
    <>
      {highlightPieces(text, ranges).map((p, i) =>
        p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const sp = await searchParams;
  const t = await getT('searchPage');
  const keyword = (firstParam(sp.keyword) ?? '').trim().slice(0, 200);
  const f = firstParam(sp.filter) ?? '';
  const filter: Filter = (FILTERS as string[]).includes(f) ? (f as Filter) : '';
  const pageR = parseIntParam(firstParam(sp.page), { name: 'page', min: 1, max: 10_000, default: 1 });
  if (!pageR.ok) notFound();
  const state: SearchState = {
    keyword,
    filter,
    categories: idList(sp.categories, 1000),
    centuries: idList(sp.century_categories, 16),
    page: pageR.value,
  };
  const c = api();
  const lang = asLang(locale);
  const catsP = c.categories({ lang }, LIST_CACHE).catch(() => ({ data: [], century_category: [] }));
  let answer: SearchAnswer | null = null;
  if (keyword.length >= MIN_KEYWORD) {
    // Spec §8: a failed search shows empty results.
    answer = await c
      .search({
        lang,
        keyword,
        ...(filter ? { filter } : {}),
        categories: state.categories,
        century_categories: state.centuries,
        page: pageR.value,
        per_page: PER_PAGE,
      })
      .catch(() => null);
  }
  const cats = await catsP;
  const [category, namer] = await Promise.all([getCategoryNamer(), getSuraNamer()]);
  const categoryTitle = (id: number) => {
    const c = cats.data.find((x) => x.id === id);
    return c ? (category(c.slug, c.title) ?? c.title) : String(id);
  };
  const verses = answer?.data.filter((h) => h.type === 'aya') ?? [];
  const books = answer?.data.filter((h) => h.type !== 'aya') ?? [];
  // Each verse hit is drawn in its own riwaya's font (the searched riwaya first).
  const fonts = await riwayaFonts([
    DEFAULT_RIWAYA_ID,
    ...verses.map((h) => h.rewaya_id ?? DEFAULT_RIWAYA_ID),
  ]);
  const last = answer ? Math.max(1, Math.ceil(answer.total / answer.per_page)) : 1;
  const labels = {
    open: t('advanced'),
    title: t('advancedTitle'),
    close: t('close'),
    keyword: t('keyword'),
    search: t('search'),
    verseText: t('verseText'),
    categories: t('categories'),
    centuries: t('centuries'),
    minChars: t('minChars'),
  };
  return (
    <div className="pg-wrap">
      <QuranFontStyle fonts={fonts} />
      <BrowseNav current="/search" />
      <header className="pg-head">
        <h1>{keyword ? t('titleFor', { keyword }) : t('title')}</h1>
      </header>
      <div className="pg-search-tools">
        <form className="pg-searchbar" role="search" action={`/${locale}/search`} method="get">
          <label htmlFor="search-keyword" className="visually-hidden">
            {t('keyword')}
          </label>
          <input
            id="search-keyword"
            name="keyword"
            type="search"
            defaultValue={keyword}
            minLength={MIN_KEYWORD}
            required
            placeholder={t('keyword')}
          />
          {filter && <input type="hidden" name="filter" value={filter} />}
          {state.categories.length > 0 && (
            <input type="hidden" name="categories" value={state.categories.join(',')} />
          )}
          {state.centuries.length > 0 && (
            <input type="hidden" name="century_categories" value={state.centuries.join(',')} />
          )}
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
        <AdvancedSearch
          locale={locale}
          initial={state}
          categories={cats.data.map((x) => ({ id: x.id, title: category(x.slug, x.title) ?? x.title }))}
          centuries={cats.century_category}
          labels={labels}
        />
      </div>
      <nav className="pg-segmented" aria-label={t('filter')}>
        {FILTERS.map((x) => {
          const on = x === 'all' ? filter === '' || filter === 'all' : filter === x;
          return (
            <Link
              key={x}
              href={`/search${searchQuery({ ...state, page: 1, filter: x === 'all' ? '' : toggleFilter(filter, x) })}`}
              aria-current={on ? 'true' : undefined}
            >
              {t(`filter_${x}`)}
            </Link>
          );
        })}
      </nav>
      {(state.categories.length > 0 || state.centuries.length > 0) && (
        <ul className="pg-chips" role="list" aria-label={t('activeFilters')}>
          {state.categories.map((id) => (
            <li key={`c${id}`}>
              <Link
                className="pg-chip"
                href={`/search${searchQuery({ ...state, page: 1, categories: state.categories.filter((x) => x !== id) })}`}
                aria-label={t('removeFilter', {
                  name: categoryTitle(id),
                })}
              >
                {categoryTitle(id)} ×
              </Link>
            </li>
          ))}
          {state.centuries.map((id) => (
            <li key={`h${id}`}>
              <Link
                className="pg-chip"
                href={`/search${searchQuery({ ...state, page: 1, centuries: state.centuries.filter((x) => x !== id) })}`}
                aria-label={t('removeFilter', {
                  name: cats.century_category.find((x) => x.id === id)?.title ?? String(id),
                })}
              >
                {cats.century_category.find((x) => x.id === id)?.title ?? id} ×
              </Link>
            </li>
          ))}
        </ul>
      )}
      {keyword.length < MIN_KEYWORD ? (
        <p className="pg-note">{keyword ? t('minChars') : t('prompt')}</p>
      ) : !answer || answer.total === 0 ? (
        <p className="pg-empty" role="status" data-testid="search-empty">
          {t('noResults', { keyword })}
        </p>
      ) : (
        <>
          <p className="pg-note" role="status" data-testid="search-count">
            {t('summary', {
              total: answer.total,
              verses: formatNumber(answer.aya_total, locale),
              books: formatNumber(answer.book_total, locale),
            })}
          </p>
          {verses.length > 0 && (
            <section className="pg-section" aria-labelledby="res-quran" data-testid="results-quran">
              <h2 id="res-quran">{t('quran', { count: formatNumber(answer.aya_total, locale) })}</h2>
              <ol className="pg-results" role="list">
                {verses.map((h) => (
                  <li key={`a${h.sura}:${h.aya}`} className="pg-result">
                    <p className="pg-result-head">
                      <Link href={ayaPath(h.sura, h.aya)}>
                        {getSura(h.sura) ? namer(getSura(h.sura)!).name : h.title}{' '}
                        {localDigits(`${h.sura}:${h.aya}`, locale)}
                      </Link>
                    </p>
                    <p
                      className="pg-result-text pg-quran"
                      lang="ar"
                      dir="rtl"
                      translate="no"
                      {...rewayaAttr(h.rewaya_id ?? DEFAULT_RIWAYA_ID)}
                    >
                      <Highlighted text={h.short_description} ranges={h.highlights} />
                    </p>
                    <p className="pg-result-links">
                      <Link href={`/?sura=${h.sura}&aya=${h.aya}`}>{t('read')}</Link>
                      <Link href={ayaPath(h.sura, h.aya)}>{t('compare')}</Link>
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {books.length > 0 && (
            <section className="pg-section" aria-labelledby="res-books" data-testid="results-books">
              <h2 id="res-books">{t('commentaries', { count: formatNumber(answer.book_total, locale) })}</h2>
              <ol className="pg-results" role="list">
                {books.map((h) => (
                  <li key={`b${h.entry_id ?? `${h.book_id}-${h.sura}-${h.aya}`}`} className="pg-result">
                    <p className="pg-result-head">
                      <Link href={`/book/${h.book_id}`} dir="auto" lang={h.language}>
                        {h.title}
                      </Link>
                      <span className="pg-meta">
                        {h.author_name && <span dir="auto">{h.author_name}</span>}
                        {h.author_death !== null && (
                          <span>{t('died', { year: String(h.author_death) })}</span>
                        )}
                        <span>
                          {h.aya_to > h.aya
                            ? localDigits(`${h.sura}:${h.aya}–${h.aya_to}`, locale)
                            : localDigits(`${h.sura}:${h.aya}`, locale)}
                        </span>
                      </span>
                    </p>
                    <p
                      className="pg-result-text"
                      lang={h.language}
                      dir={contentDir(h.language)}
                      translate="no"
                    >
                      <Highlighted text={h.short_description} ranges={h.highlights} />
                    </p>
                    <p className="pg-result-links">
                      <Link href={`/?sura=${h.sura}&aya=${h.aya}&books=${h.book_id}`}>{t('readBeside')}</Link>
                      <Link href={`${ayaPath(h.sura, h.aya)}?type=all#c-${h.book_id}`}>{t('compare')}</Link>
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <Pagination
            page={answer.page}
            last={last}
            hrefFor={(n) => `/search${searchQuery({ ...state, page: n })}`}
            label={t('pagination')}
            previous={t('previous')}
            next={t('next')}
            locale={locale}
          />
        </>
      )}
    </div>
  );
}
