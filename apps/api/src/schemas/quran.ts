import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './common.js';

/** Spec §3 mushaf verse record (+ juz, hizb, rub of the verse in its riwaya). */
export const MushafVerse = Type.Object({
  surah_id: Type.Integer({ description: 'Sura number' }),
  ayah_number: Type.Integer({ description: "Verse number in the riwaya's own numbering" }),
  uthmani_text: Type.String({
    description: 'KFGQPC Uthmanic text of the riwaya (render with its KFGQPC font)',
  }),
  page_id: Type.Integer({ description: "Page of the riwaya's mushaf on which the verse starts" }),
  masahef_id: Type.Integer({ description: 'Always 9 (the only mushaf of spec §9)' }),
  rewaya_id: Type.Integer(),
  juz: Type.Integer(),
  hizb: Type.Integer({ description: 'Hizb 1–60' }),
  rub: Type.Integer({ description: 'Hizb quarter 1–240' }),
});
export type MushafVerse = Static<typeof MushafVerse>;

export const PageAnswer = Type.Object({
  data: Type.Array(MushafVerse),
  page: Type.Integer({ description: 'The page answered' }),
  rewaya_id: Type.Integer(),
  total_pages: Type.Integer({ description: "Page count of the riwaya's mushaf" }),
});
export type PageAnswer = Static<typeof PageAnswer>;

export const AyahJsonAnswer = Type.Array(MushafVerse);

/** Spec §3 chapter: index, title, Arabic title, verse count (+ extras). */
export const Sura = Type.Object({
  index: Type.Integer(),
  title: Type.String({
    description: 'Localised: the Arabic name for ar/fa/ur, else the transliterated name',
  }),
  titleAr: Type.String(),
  titleEn: Type.String({ description: 'English meaning of the name' }),
  translit: Type.String(),
  count: Type.Integer({ description: "Verse count in the riwaya's numbering (Hafs unless rewaya_id says)" }),
  type: StringEnum(['meccan', 'medinan'] as const),
  page: Type.Integer({
    description: "Page of its first verse in the riwaya's mushaf (Hafs unless rewaya_id says)",
  }),
});
export const SurahJsonAnswer = Type.Array(Sura);
export type Sura = Static<typeof Sura>;

export const Ramz = Type.Object({
  index: Type.Integer(),
  ramz: Type.String({
    description:
      'Chapter symbol: the ligature name of the sura in the common "surah names" fonts (e.g. surah001)',
  }),
  titleAr: Type.String(),
});
export const RamzJsonAnswer = Type.Array(Ramz);

const VerseRef = Type.Object({ sura: Type.Integer(), aya: Type.Integer() });

export const Division = Type.Object({
  number: Type.Integer(),
  name: Type.String({ description: 'Localised name, e.g. "الجزء ٣" / "Juz 3"' }),
  opening: Type.String({
    description: 'Customary Arabic name: the juz name (الم، سيقول…), or the opening words of the hizb',
  }),
  first_aya: VerseRef,
  page: Type.Integer({ description: 'Page of its first verse in the riwaya' }),
  surah_name: Type.String({ description: 'Localised name of the sura of its first verse' }),
});
export const DivisionAnswer = Type.Object({ data: Type.Array(Division) });
export type Division = Static<typeof Division>;

export const Riwaya = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Localised name (Arabic for ar/fa/ur)' }),
  name_ar: Type.String(),
  name_en: Type.String(),
  verses: Type.Integer({ description: 'Verse count in its own numbering' }),
  pages: Type.Integer(),
  font_family: Nullable(Type.String()),
});
export const RewayaListAnswer = Type.Array(Riwaya);
export type Riwaya = Static<typeof Riwaya>;
