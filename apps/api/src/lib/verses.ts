import { MASAHEF_ID } from '@tafsir/core';
import type { Repositories, VerseRow } from '@tafsir/db';
import type { MushafVerse, PageAnswer } from '../schemas/quran.js';
import type { RiwayaInfo } from './content-state.js';

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

/** Spec §7 page (the page call and the reading view): the verses starting on one page of a riwaya. */
export async function pageAnswer(
  repositories: Repositories,
  riwaya: RiwayaInfo,
  pageNumber: number,
): Promise<PageAnswer> {
  const verses = await repositories.quran.versesOnPage(riwaya.id, pageNumber);
  return {
    data: verses.map(toMushafVerse),
    page: pageNumber,
    rewaya_id: riwaya.id,
    total_pages: riwaya.pages,
  };
}
