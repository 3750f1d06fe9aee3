import { SURAS } from '@tafsir/core';
import { getSuraNamer } from '@/i18n/catalogue-names';
import { getT } from '@/i18n/t-server';
import type { ReadingQuery } from './reading-types';

/**
 * The document title of a reading state (the layout adds the site's name): "Sura Al-Baqarah, verse
 * 255" or "Page 42", in the page's language — what a reader sees in a tab, a bookmark and a search
 * engine's result, where every reading page had the site's name alone.
 */
export async function readingTitle(q: ReadingQuery): Promise<string> {
  const t = await getT('reading');
  if (q.page !== null) return t('pageN', { n: q.page });
  const sura = SURAS[q.sura - 1];
  const name = sura ? (await getSuraNamer())(sura).name : String(q.sura);
  return t('verseRef', { name, aya: q.aya });
}
