import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AboutModal } from '@/components/reading/AboutModal';
import { ReadingView } from '@/components/reading/ReadingView';
import type { LocaleCode } from '@/i18n/locales';
import { DataUnavailableError, NotFoundError, loadReading } from '@/lib/api';
import { availableQuranFont } from '@/lib/quran-fonts';
import { isLocale } from '@tafsir/core';
import { readingSearch } from '@/lib/reading-query';
import { readingQueryFrom } from '@/lib/reading-state';
import { alternatesFor } from '@/lib/site';
import { markRenderFailed } from '@/lib/failed-renders';
import { currentRequestId } from '@/lib/request-id';

type SearchParams = Record<string, string | string[] | undefined>;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const q = readingQueryFrom(await searchParams);
  const query =
    q && (q.sura !== 1 || q.aya !== 1 || q.books.length || q.page || q.rewayaId !== 10)
      ? readingSearch(q)
      : '';
  return { alternates: alternatesFor(locale as LocaleCode, '/', query) };
}

/** Home = the reading view, driven by the URL (spec §2): sura, aya, books, rewaya_id, page. */
export default async function ReadingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Validate before any fetch (ARCHITECTURE: invalid → the spec's error page).
  const query = readingQueryFrom(await searchParams);
  if (!query) notFound();
  try {
    const [data, quranFont] = await Promise.all([
      loadReading(query, locale),
      availableQuranFont(query.rewayaId),
    ]);
    const sp = await searchParams;
    const contentLang = typeof sp.lang === 'string' && isLocale(sp.lang) ? sp.lang : locale;
    // Spec §2: the about modal opens on the Arabic home path (the bare /ar).
    const bareHome = locale === 'ar' && Object.keys(sp).length === 0;
    return (
      <>
        <ReadingView
          data={data}
          books={query.books}
          quranFont={quranFont}
          fromPage={query.page !== null}
          contentLang={contentLang}
        />
        {bareHome && <AboutModal />}
      </>
    );
  } catch (err) {
    if (err instanceof NotFoundError) notFound();
    // The API cannot be reached: log it and let the error page answer with status 500 (spec §8).
    if (err instanceof DataUnavailableError) console.error(`[reading] ${err.message}`);
    // Without JavaScript the empty error document would stay blank: NoScriptServerError fills it.
    markRenderFailed(await currentRequestId());
    throw err;
  }
}
