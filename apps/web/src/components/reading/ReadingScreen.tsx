import { notFound } from 'next/navigation';
import { DataUnavailableError, NotFoundError, loadReading } from '@/lib/api';
import { availableQuranFont } from '@/lib/quran-fonts';
import type { ReadingQuery } from '@/lib/reading-types';
import { ReadingView } from './ReadingView';

/**
 * The reading view of one reading state, as the home page and the `read` route render it. Both are
 * cached documents: nothing here reads the request (cookies, headers, search params).
 */
export async function ReadingScreen({ query, locale }: { query: ReadingQuery; locale: string }) {
  try {
    const [data, quranFont] = await Promise.all([
      loadReading(query, locale),
      availableQuranFont(query.rewayaId),
    ]);
    return (
      <ReadingView data={data} books={query.books} quranFont={quranFont} fromPage={query.page !== null} />
    );
  } catch (err) {
    if (err instanceof NotFoundError) notFound();
    // The API cannot be reached: log it and let the error page answer with status 500 (spec §8).
    if (err instanceof DataUnavailableError) console.error(`[reading] ${err.message}`);
    throw err;
  }
}
