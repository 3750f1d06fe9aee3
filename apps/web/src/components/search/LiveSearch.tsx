'use client';

import type { Lang, SearchAnswer, SearchHit } from '@tafsir/client';
import { browserApi } from '@/lib/api-browser';
import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AdvancedSearch } from '@/components/pages/AdvancedSearch';
import { formatNumber } from '@/lib/pages/format';
import { highlightPieces } from '@/lib/pages/highlight';
import { Pagination } from '@/components/pages/Pagination';
import {
  apiSearchParams,
  isSearchable,
  MAX_KEYWORD,
  MIN_KEYWORD,
  parseSearchState,
  searchQuery,
  toggleFilter,
  type Filter,
  type SearchState,
} from '@/lib/pages/search-url';
import { ayaPath } from '@/lib/pages/verse-route';
import { Link } from '@/i18n/navigation';
import { useT } from '@/i18n/t';
import { contentDir } from '@/lib/content-lang';
import { textLanguage } from '@/lib/catalogue';
import { deathDate } from '@tafsir/core/death-date';
import { diedText } from '@/lib/death-text';
import { localDigits } from '@/lib/digits';
import { DEFAULT_RIWAYA_ID } from '@/lib/reading-query';
import { rewayaAttr } from '@/lib/verse-font';
import { debounce, latestRequest } from '@/lib/search/live-query';
import { useSearchAsYouType } from '@/lib/search/use-search-as-you-type';

const FILTERS: Filter[] = ['all', 'aya', 'enterpretation'];
const SORTS = ['relevance', 'history'] as const;
const TYPING_PAUSE_MS = 300;
const EMPTY: SearchState = { keyword: '', filter: '', categories: [], centuries: [], page: 1 };

/** An answer and the query string (searchQuery) it answers; null: no search made, or it failed. */
export interface Shown {
  query: string;
  answer: SearchAnswer | null;
}

/**
 * The search page's body (spec §2–§5). The URL is the source of truth: the server renders the first
 * load from it (`initial`), and after that whatever changes the URL in the browser — typing here or
 * in the header's box, the advanced search, back/forward — is answered in place: the browser asks the
 * API (AbortController: a newer query aborts the older, whose answer is then dropped) and this
 * component redraws the results, the filters' links and the count, announced by a live region.
 * Typing writes the URL with the History API (Next's router follows it: useSearchParams, back and
 * forward); links (filters, pages) are ordinary navigations that the server renders. Without
 * JavaScript the form is a plain GET form and everything is a link.
 */
export function LiveSearch({
  initial,
  categories,
  centuries,
  suraNames,
  apiBase,
}: {
  initial: Shown;
  categories: Array<{ id: number; title: string }>;
  centuries: Array<{ id: number; title: string }>;
  /** The 114 sura names in the page's language (i18n/catalogue-names.ts), by sura number − 1. */
  suraNames: string[];
  apiBase: string;
}) {
  const t = useT('searchPage');
  const tl = useT('searchLive');
  const locale = useLocale();
  const params = useSearchParams();
  const state =
    parseSearchState(
      (n) => params.get(n) ?? undefined,
      (n) => params.getAll(n),
    ) ?? EMPTY;
  const query = searchQuery(state);
  const [shown, setShown] = useState<Shown>(initial);
  const [status, setStatus] = useState<'ready' | 'loading' | 'failed'>('ready');
  const [draft, setDraft] = useState(state.keyword);
  /** The query last asked for (shown, or in flight): the URL changing to anything else asks anew. */
  const asked = useRef(initial.query);
  /** The keyword this box last wrote into the URL (the URL then does not rewrite the box). */
  const written = useRef<string | null>(null);

  const live = useMemo(
    () =>
      latestRequest(
        (s: SearchState, signal: AbortSignal) =>
          browserApi(apiBase).search(apiSearchParams(s, locale as Lang), { init: { signal } }),
        (r, s) => {
          setShown({ query: searchQuery(s), answer: r.ok ? r.value : null });
          setStatus(r.ok ? 'ready' : 'failed');
        },
      ),
    [apiBase, locale],
  );
  useEffect(() => () => live.cancel(), [live]);

  // The URL changed: show its answer — the server's when it rendered this URL, else the API's.
  useEffect(() => {
    if (query === asked.current) return;
    asked.current = query;
    if (query === initial.query || !isSearchable(state.keyword)) {
      live.cancel();
      setShown(query === initial.query ? initial : { query, answer: null });
      setStatus('ready');
      return;
    }
    setStatus('loading');
    live.run(state);
  }, [query, state, initial, live]);

  // The header's box or back/forward changed the keyword: the box shows it.
  useEffect(() => {
    if (state.keyword !== written.current) setDraft(state.keyword);
    written.current = null;
  }, [state.keyword]);

  /** Writes the URL for a keyword; `push` adds a history entry (a submitted search), else replaces. */
  const writeUrl = useMemo(
    () => (s: SearchState, keyword: string, push: boolean) => {
      written.current = keyword.trim();
      const url = `/${locale}/search${searchQuery({ ...s, keyword, page: 1 })}`;
      if (push) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [locale],
  );
  const typed = useMemo(() => debounce(writeUrl, TYPING_PAUSE_MS), [writeUrl]);
  useEffect(() => () => typed.cancel(), [typed]);
  const typing = useSearchAsYouType((value) => typed(state, value, false));

  // While a newer answer is on its way the last one stays (marked busy), so the page does not jump.
  const answer = shown.answer;
  const keyword = state.keyword;
  const verses = answer?.data.filter((h) => h.type === 'aya') ?? [];
  const books = answer?.data.filter((h) => h.type !== 'aya') ?? [];
  const last = answer ? Math.max(1, Math.ceil(answer.total / answer.per_page)) : 1;
  // A broad word's book entries are counted up to a cap (API book_total_capped): then both the book
  // count and the total are lower bounds, and say so.
  const capped = answer?.book_total_capped === true;
  const bookCount = answer
    ? capped
      ? t('moreThan', { count: formatNumber(answer.book_total, locale) })
      : formatNumber(answer.book_total, locale)
    : '';
  const summary = !answer
    ? ''
    : capped
      ? t('summaryCapped', {
          total: formatNumber(answer.total, locale),
          verses: formatNumber(answer.aya_total, locale),
          books: formatNumber(answer.book_total, locale),
        })
      : t('summary', {
          total: answer.total,
          verses: formatNumber(answer.aya_total, locale),
          books: bookCount,
        });

  return (
    <>
      <header className="pg-head">
        <h1>{keyword ? t('titleFor', { keyword }) : t('title')}</h1>
      </header>
      <div className="pg-search-tools">
        <form
          className="pg-searchbar"
          role="search"
          action={`/${locale}/search`}
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            typed.cancel();
            writeUrl(state, draft, true);
          }}
        >
          <label htmlFor="search-keyword" className="visually-hidden">
            {t('keyword')}
          </label>
          <input
            id="search-keyword"
            name="keyword"
            maxLength={MAX_KEYWORD}
            type="search"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              typing.onEdit(e);
            }}
            onCompositionEnd={typing.onCompositionEnd}
            minLength={MIN_KEYWORD}
            required
            placeholder={t('keyword')}
            autoComplete="off"
            enterKeyHint="search"
          />
          {state.filter && <input type="hidden" name="filter" value={state.filter} />}
          {state.categories.length > 0 && (
            <input type="hidden" name="categories" value={state.categories.join(',')} />
          )}
          {state.centuries.length > 0 && (
            <input type="hidden" name="century_categories" value={state.centuries.join(',')} />
          )}
          {state.sort && <input type="hidden" name="sort" value={state.sort} />}
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
        <AdvancedSearch
          locale={locale}
          initial={state}
          categories={categories}
          centuries={centuries}
          labels={{
            open: t('advanced'),
            title: t('advancedTitle'),
            close: t('close'),
            keyword: t('keyword'),
            search: t('search'),
            verseText: t('verseText'),
            categories: t('categories'),
            centuries: t('centuries'),
            minChars: t('minChars'),
          }}
        />
      </div>
      <nav className="pg-segmented" aria-label={t('filter')}>
        {FILTERS.map((x) => {
          const on = x === 'all' ? state.filter === '' || state.filter === 'all' : state.filter === x;
          return (
            <Link
              key={x}
              href={`/search${searchQuery({ ...state, page: 1, filter: x === 'all' ? '' : toggleFilter(state.filter, x) })}`}
              aria-current={on ? 'true' : undefined}
            >
              {t(`filter_${x}`)}
            </Link>
          );
        })}
      </nav>
      {state.filter !== 'aya' && (
        // The order of the commentaries found: most relevant first, or the site's own order, by the
        // authors' death dates (the verses stay in relevance order either way).
        <nav className="pg-segmented" aria-label={t('sort')}>
          {SORTS.map((x) => (
            <Link
              key={x}
              href={`/search${searchQuery({ ...state, page: 1, sort: x === 'history' ? 'history' : undefined })}`}
              aria-current={(state.sort ?? 'relevance') === x ? 'true' : undefined}
            >
              {t(`sort_${x}`)}
            </Link>
          ))}
        </nav>
      )}
      {(state.categories.length > 0 || state.centuries.length > 0) && (
        <ul className="pg-chips" role="list" aria-label={t('activeFilters')}>
          {state.categories.map((id) => (
            <FilterChip
              key={`c${id}`}
              name={categories.find((x) => x.id === id)?.title ?? String(id)}
              href={`/search${searchQuery({ ...state, page: 1, categories: state.categories.filter((x) => x !== id) })}`}
              label={t}
            />
          ))}
          {state.centuries.map((id) => (
            <FilterChip
              key={`h${id}`}
              name={centuries.find((x) => x.id === id)?.title ?? String(id)}
              href={`/search${searchQuery({ ...state, page: 1, centuries: state.centuries.filter((x) => x !== id) })}`}
              label={t}
            />
          ))}
        </ul>
      )}
      {/* One live region, always there: screen readers hear each new count (or that nothing was found). */}
      <div className="pg-status" role="status" aria-atomic="true">
        {status === 'loading' ? (
          <p className="pg-note">{tl('searching')}</p>
        ) : !isSearchable(keyword) ? (
          <p className="pg-note">{keyword ? t('minChars') : t('prompt')}</p>
        ) : !answer || answer.total === 0 ? (
          <p className="pg-empty" data-testid="search-empty">
            {status === 'failed' ? tl('failed') : t('noResults', { keyword })}
          </p>
        ) : (
          <p className="pg-note" data-testid="search-count">
            {summary}
            {answer.partial && <> {tl('partial')}</>}
          </p>
        )}
      </div>
      {answer && answer.total > 0 && isSearchable(keyword) && (
        <div className="pg-live-results" aria-busy={status === 'loading' ? 'true' : undefined}>
          {verses.length > 0 && (
            <section className="pg-section" aria-labelledby="res-quran" data-testid="results-quran">
              <h2 id="res-quran">{t('quran', { count: formatNumber(answer.aya_total, locale) })}</h2>
              <ol className="pg-results" role="list">
                {verses.map((h) => (
                  <li key={`a${h.sura}:${h.aya}`} className="pg-result">
                    <p className="pg-result-head">
                      <Link href={ayaPath(h.sura, h.aya)}>
                        {suraNames[h.sura - 1] ?? h.title} {localDigits(`${h.sura}:${h.aya}`, locale)}
                      </Link>
                      {h.continues && <span className="pg-meta">{tl('continues')}</span>}
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
              <h2 id="res-books">{t('commentaries', { count: bookCount })}</h2>
              <ol className="pg-results" role="list">
                {books.map((h) => (
                  <BookResult key={`b${h.entry_id ?? `${h.book_id}-${h.sura}-${h.aya}`}`} hit={h} t={t} />
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
        </div>
      )}
    </>
  );
}

function FilterChip({
  name,
  href,
  label,
}: {
  name: string;
  href: string;
  label: (key: string, values?: Record<string, string>) => string;
}) {
  return (
    <li>
      <Link className="pg-chip" href={href} aria-label={label('removeFilter', { name })}>
        {name} ×
      </Link>
    </li>
  );
}

function BookResult({
  hit: h,
  t,
}: {
  hit: SearchHit;
  t: (key: string, values?: Record<string, string>) => string;
}) {
  const locale = useLocale();
  const died = diedText(useT('death'), deathDate(h.author_death, h.author_death_ce));
  return (
    <li className="pg-result">
      <p className="pg-result-head">
        <Link href={`/book/${h.book_id}`} dir="auto" lang={textLanguage(h.title, h.language)}>
          {h.title}
        </Link>
        <span className="pg-meta">
          {h.author_name && <span dir="auto">{h.author_name}</span>}
          {/* The search answer gives the Hijri year only (null when modern or unknown): nothing said then. */}
          {died && <span>{died}</span>}
          <span>
            {h.aya_to > h.aya
              ? localDigits(`${h.sura}:${h.aya}–${h.aya_to}`, locale)
              : localDigits(`${h.sura}:${h.aya}`, locale)}
          </span>
        </span>
      </p>
      <p className="pg-result-text" lang={h.language} dir={contentDir(h.language)} translate="no">
        <Highlighted text={h.short_description} ranges={h.highlights} />
      </p>
      <p className="pg-result-links">
        <Link href={`/?sura=${h.sura}&aya=${h.aya}&books=${h.book_id}`}>{t('readBeside')}</Link>
        <Link href={`${ayaPath(h.sura, h.aya)}?type=all#c-${h.book_id}`}>{t('compare')}</Link>
      </p>
    </li>
  );
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
