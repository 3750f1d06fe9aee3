/**
 * The reading page's state from the API's words: the validated URL query (with @tafsir/core's parser,
 * the one the API uses) and the verses of a mushaf answer. Shared by the server page and the offline
 * reader; it imports core, so client code that must stay light does not import it.
 */
import type { MushafVerse } from '@tafsir/client';
import { parseReadingQuery } from '@tafsir/core';
import type { ReadingQuery, VerseInfo } from './reading-types';

/** Spec §2/§5 query of the reading page; null when invalid. */
export function readingQueryFrom(input: Record<string, string | string[] | undefined>): ReadingQuery | null {
  const r = parseReadingQuery(input);
  if (!r.ok) return null;
  const q = r.value;
  return {
    sura: q.sura,
    aya: q.aya,
    rewayaId: q.riwayaId,
    page: q.pageGiven ? q.page : null,
    books: q.bookIds,
  };
}

/** Verses of a page or riwaya answer, as the reading components take them. */
export function versesFromWire(verses: readonly MushafVerse[]): VerseInfo[] {
  return verses.map((v) => ({
    sura: v.surah_id,
    aya: v.ayah_number,
    text: v.uthmani_text,
    page: v.page_id,
    juz: v.juz,
    hizb: v.hizb,
  }));
}
