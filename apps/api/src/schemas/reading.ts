import { Type, type Static } from 'typebox';
import { BookIdsParam, BooksAnswer, BooksContentAnswer } from './books.js';
import { AyaParam, LangParam, Nullable, PageParam, RiwayaParam, SuraParam } from './common.js';
import { Division, PageAnswer, Riwaya, Sura } from './quran.js';

export const ReadingQuery = Type.Object(
  {
    lang: Type.Optional(LangParam),
    rewaya_id: Type.Optional(RiwayaParam),
    page_number: Type.Optional({
      ...PageParam,
      description:
        "Page of the riwaya's mushaf to read; its first verse is selected unless sura+aya (a verse starting on that page) are given too",
    }),
    sura: Type.Optional(SuraParam),
    aya: Type.Optional(AyaParam),
    book_ids: Type.Optional(BookIdsParam),
  },
  { additionalProperties: false },
);

/** A verse of the riwaya with the mushaf page it starts on. */
export const VerseOnPage = Type.Object({
  sura: Type.Integer(),
  aya: Type.Integer({ description: "Verse number in the riwaya's own numbering" }),
  page: Type.Integer({ description: "Page of the riwaya's mushaf on which the verse starts" }),
});
export type VerseOnPage = Static<typeof VerseOnPage>;

export const ReadingAnswer = Type.Object({
  content_version: Type.String({
    description: 'Version of the imported content (changes with every import; the ETag follows it)',
  }),
  page: { ...PageAnswer, description: 'The mushaf page being read, as the page call answers it' },
  selected: {
    ...VerseOnPage,
    description: 'The selected verse: sura+aya when given, else the first verse of page_number',
  },
  previous: Nullable({
    ...VerseOnPage,
    description: 'The verse before the selected one in the riwaya (across suras and pages); null at 1:1',
  }),
  next: Nullable({
    ...VerseOnPage,
    description:
      'The verse after the selected one in the riwaya (across suras and pages); null at the last verse',
  }),
  same_verse: Type.Array(
    Type.Object({
      rewaya_id: Type.Integer(),
      sura: Type.Integer(),
      aya: Type.Integer({ description: "In that riwaya's own numbering" }),
    }),
    {
      description:
        'The selected verse in each riwaya, through the riwaya ↔ Hafs verse map: where switching riwaya opens ' +
        '(the first part of a verse another riwaya splits, the verse it merges into, the next one it counts)',
    },
  ),
  suras: Type.Array(Sura, { description: 'As surah-json answers it' }),
  rewayat: Type.Array(Riwaya, { description: 'As rewaya_list answers it' }),
  juz: Type.Array(Division, { description: "The riwaya's juz starts, as jiz answers them (data)" }),
  hizb: Type.Array(Division, { description: "The riwaya's hizb starts, as hizb answers them (data)" }),
  books: { ...BooksAnswer, description: 'The book catalogue, as books answers it' },
  books_content: {
    ...BooksContentAnswer,
    description:
      'Commentary of book_ids on the selected verse, as books-content answers it for sura+aya (empty without book_ids)',
  },
});
export type ReadingAnswer = Static<typeof ReadingAnswer>;
