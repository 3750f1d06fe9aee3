import { MASAHEF_ID } from '@tafsir/core';
import type { VerseRow } from '@tafsir/db';
import type { MushafVerse } from '../schemas/quran.js';

/** A verse row → spec §3 mushaf verse record. */
export function toMushafVerse(v: VerseRow): MushafVerse {
  return {
    surah_id: v.sura,
    ayah_number: v.aya,
    uthmani_text: v.text,
    page_id: v.page,
    masahef_id: MASAHEF_ID,
    rewaya_id: v.riwaya_id,
    juz: v.juz,
    hizb: v.hizb,
    rub: v.rub,
  };
}
