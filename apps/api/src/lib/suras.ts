import { ayaCount, HAFS_RIWAYA_ID, suraStartPage } from '@tafsir/core';
import type { Sura } from '../schemas/quran.js';
import type { ContentState } from './content-state.js';
import { usesArabicNames } from './locale.js';

/**
 * Spec §3 chapter list (surah-json and the reading view): title localised for `lang`; verse count and
 * first page in the riwaya's own count and mushaf (Al-Baqarah has 286 verses in Hafs, 285 in Warsh),
 * from @tafsir/core's mushaf tables like the juz and hizb (lib/divisions.ts). The sura rows of the
 * database are Hafs's: a reader of Warsh must not be offered a 286th verse it does not have.
 */
export async function suraList(
  state: ContentState,
  lang: string,
  riwayaId: number = HAFS_RIWAYA_ID,
): Promise<Sura[]> {
  const suras = await state.suras();
  return suras.map((s) => ({
    index: s.number,
    title: usesArabicNames(lang) ? s.name_ar : s.name_translit,
    titleAr: s.name_ar,
    titleEn: s.name_en,
    translit: s.name_translit,
    count: ayaCount(riwayaId, s.number),
    type: s.revelation,
    page: suraStartPage(riwayaId, s.number),
  }));
}
