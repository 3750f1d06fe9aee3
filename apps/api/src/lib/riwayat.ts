import type { Riwaya } from '../schemas/quran.js';
import type { ContentState } from './content-state.js';
import { usesArabicNames } from './locale.js';

/** Spec §3 rewaya list (rewaya_list and the reading view): the riwayat whose text is imported. */
export async function riwayaList(state: ContentState, lang: string): Promise<Riwaya[]> {
  return [...(await state.riwayat()).values()].map((r) => ({
    id: r.id,
    name: usesArabicNames(lang) ? r.name_ar : r.name_en,
    name_ar: r.name_ar,
    name_en: r.name_en,
    verses: r.verse_count,
    pages: r.pages,
    font_family: r.font_family,
  }));
}
