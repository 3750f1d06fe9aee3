import { DataUnavailableError, loadReadingOrNotFound } from '@/lib/api';
import { HAFS_RIWAYA_ID } from '@tafsir/core/riwayat';
import { riwayaFonts } from '@/lib/quran-fonts';
import type { ReadingQuery } from '@/lib/reading-types';
import { ReadingView } from './ReadingView';

/**
 * The reading view of one reading state, as the home page and the `read` route render it. Both are
 * cached documents: nothing here reads the request (cookies, headers, search params).
 */
export async function ReadingScreen({ query, locale }: { query: ReadingQuery; locale: string }) {
  try {
    // The riwaya's verses, and the basmala above a sura, which is the Hafs text (QuranText).
    const [data, fonts] = await Promise.all([
      loadReadingOrNotFound(query, locale),
      riwayaFonts([query.rewayaId, HAFS_RIWAYA_ID]),
    ]);
    return <ReadingView data={data} books={query.books} fonts={fonts} fromPage={query.page !== null} />;
  } catch (err) {
    // The API cannot be reached: log it and let the error page answer with status 500 (spec §8).
    if (err instanceof DataUnavailableError) console.error(`[reading] ${err.message}`);
    throw err;
  }
}
