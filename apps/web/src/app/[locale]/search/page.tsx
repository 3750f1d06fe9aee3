import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { readerAddressFrom, readerHeaders, type SearchAnswer } from '@tafsir/client';
import { headers } from 'next/headers';
import '@/components/pages/pages.css';
import { BrowseNav } from '@/components/pages/BrowseNav';
import { api, asLang, LIST_CACHE, publicApiBase } from '@/lib/api';
import { firstParam } from '@/lib/pages/format';
import { pastLastPage } from '@/lib/page-shape';
import { apiSearchParams, isSearchable, parseSearchState, searchQuery } from '@/lib/pages/search-url';
import { LiveSearch } from '@/components/search/LiveSearch';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { QuranFontStyle } from '@/components/QuranFontStyle';
import { getCategoryNamer, getSuraNamer } from '@/i18n/catalogue-names';
import { riwayaFonts } from '@/lib/quran-fonts';
import { DEFAULT_RIWAYA_ID } from '@/lib/reading-query';
import { SURAS } from '@tafsir/core';

type SP = Record<string, string | string[] | undefined>;
// One answer per query (keyword, page, filters): rendered per request from the API's cached answers.
// After the first load the browser answers changes of the query in place (LiveSearch).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SP> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('searchPage');
  const k = (firstParam((await searchParams).keyword) ?? '').trim();
  return { title: k ? t('titleFor', { keyword: k.slice(0, 60) }) : t('title'), robots: { index: false } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const sp = await searchParams;
  const state = parseSearchState(
    (name) => firstParam(sp[name]),
    (name) => [sp[name] ?? []].flat(),
  );
  if (!state) notFound();
  const c = api();
  const lang = asLang(locale);
  const catsP = c.categories({ lang }, LIST_CACHE).catch(() => ({ data: [], century_category: [] }));
  // The search is the reader's own (rendered per request): the API limits and sheds it as the reader's,
  // named with the web server's secret, so one reader's flood does not take the site's share.
  const reader = readerHeaders(readerAddressFrom(await headers()), process.env.WEB_SERVER_SECRET);
  // Spec §8: a failed search shows empty results.
  const answer: SearchAnswer | null = isSearchable(state.keyword)
    ? await c.search(apiSearchParams(state, lang), { headers: reader }).catch(() => null)
    : null;
  // A page past the last one is no page, as a page number past 10 000 (parseSearchState) is not
  // (the results' pages end at the capped total: "more than 1,000" pages as far as 1,000 go).
  if (answer && pastLastPage(state.page ?? 1, Math.ceil(answer.total / answer.per_page))) notFound();
  const [cats, messages, category, namer] = await Promise.all([
    catsP,
    getMessages(),
    getCategoryNamer(),
    getSuraNamer(),
  ]);
  // Each verse hit is drawn in its own riwaya's font (the searched riwaya first).
  const fonts = await riwayaFonts([
    DEFAULT_RIWAYA_ID,
    ...(answer?.data ?? []).flatMap((h) => (h.type === 'aya' && h.rewaya_id ? [h.rewaya_id] : [])),
  ]);
  return (
    <div className="pg-wrap">
      <QuranFontStyle fonts={fonts} />
      <BrowseNav current="/search" />
      {/* Only the search's own messages go to the browser with this page. */}
      <NextIntlClientProvider
        messages={{ searchPage: messages.searchPage, searchLive: messages.searchLive, death: messages.death }}
      >
        <LiveSearch
          initial={{ query: searchQuery(state), answer }}
          categories={cats.data.map((x) => ({ id: x.id, title: category(x.slug, x.title) ?? x.title }))}
          suraNames={SURAS.map((s) => namer(s).name)}
          centuries={cats.century_category}
          apiBase={publicApiBase()}
        />
      </NextIntlClientProvider>
    </div>
  );
}
