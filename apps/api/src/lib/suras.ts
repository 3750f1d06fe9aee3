import { HAFS_RIWAYA_ID, suraStartPage } from '@tafsir/core';
import type { Sura } from '../schemas/quran.js';
import type { ContentState } from './content-state.js';
import { usesArabicNames } from './locale.js';

/** Spec §3 chapter list (surah-json and the reading view): title localised for `lang`. */
export async function suraList(state: ContentState, lang: string): Promise<Sura[]> {
  const suras = await state.suras();
  return suras.map((s) => ({
    index: s.number,
    title: usesArabicNames(lang) ? s.name_ar : s.name_translit,
    titleAr: s.name_ar,
    titleEn: s.name_en,
    translit: s.name_translit,
    count: s.ayas,
    type: s.revelation,
    page: suraStartPage(HAFS_RIWAYA_ID, s.number),
  }));
}
