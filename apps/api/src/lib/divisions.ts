import { hizbList, juzList } from '@tafsir/core';
import type { Division } from '../schemas/quran.js';
import type { ContentState, RiwayaInfo } from './content-state.js';
import { divisionName, usesArabicNames } from './locale.js';

/**
 * Juz (30) or hizb (60) starts of a riwaya, from @tafsir/core's mushaf tables (generated from the same
 * dataset the importer reads; the database holds the same juz/hizb per verse). `opening` is the
 * customary Arabic name: the juz names (الم، سيقول…) and, for a hizb, its opening words.
 */
export async function divisions(
  kind: 'juz' | 'hizb',
  riwaya: RiwayaInfo,
  lang: string,
  state: ContentState,
): Promise<Division[]> {
  const suras = await state.suras();
  const names = new Map(suras.map((s) => [s.number, usesArabicNames(lang) ? s.name_ar : s.name_translit]));
  const list = kind === 'juz' ? juzList(riwaya.id) : hizbList(riwaya.id);
  return list.map((d) => ({
    number: d.number,
    name: divisionName(kind, d.number, lang),
    opening: d.name,
    first_aya: { sura: d.firstAya.sura, aya: d.firstAya.aya },
    page: d.page,
    surah_name: names.get(d.firstAya.sura) ?? String(d.firstAya.sura),
  }));
}
