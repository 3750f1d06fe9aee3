import { MAX_SEARCH_KEYWORD_LENGTH, MIN_SEARCH_KEYWORD_LENGTH, SEARCH_FILTERS } from '@tafsir/core';
import { Type } from 'typebox';
import { LangParam, Nullable, RiwayaParam, StringEnum } from './common.js';

/** Hits per page: default and cap. */
export const SEARCH_DEFAULT_PER_PAGE = 20;
export const SEARCH_MAX_PER_PAGE = 50;

const IdList = Type.Array(Type.String({ maxLength: 1000 }), {
  maxItems: 100,
  description: 'Comma-joined ids (spec §7), or repeated key[]=id',
});

export const SearchQuery = Type.Object(
  {
    lang: Type.Optional(LangParam),
    keyword: Type.String({
      maxLength: MAX_SEARCH_KEYWORD_LENGTH,
      description: `At least ${MIN_SEARCH_KEYWORD_LENGTH} characters after trimming. Whole words, each matching any form with the same stem (الصراط finds بالصراط, صراط); "quoted words" = a phrase; a trailing * = a prefix (رحم*); root:رحم / lemma:… = every Hafs verse with a word of that root or lemma (Quranic Arabic Corpus).`,
    }),
    filter: Type.Optional(
      StringEnum([...SEARCH_FILTERS, ''] as const, {
        default: 'all',
        description:
          'all: verses first, then books; aya: Quran only; enterpretation: books only; empty = all (spec §4)',
      }),
    ),
    categories: Type.Optional(IdList),
    century_categories: Type.Optional(IdList),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    per_page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: SEARCH_MAX_PER_PAGE,
        default: SEARCH_DEFAULT_PER_PAGE,
        description: 'Hits per page (at most 50)',
      }),
    ),
    rewaya_id: Type.Optional(RiwayaParam),
    sort: Type.Optional(
      StringEnum(['relevance', 'history'] as const, {
        default: 'relevance',
        description:
          "Order of the book entries: relevance (default: each book's entries by relevance, at most three of a book before every other book with matches has shown three), or history (by the author's death year, oldest first, then verse). Verses are always by relevance.",
      }),
    ),
    book_lang: Type.Optional(
      Type.Array(Type.String({ maxLength: 200 }), {
        maxItems: 20,
        description:
          'Only books written in these languages (comma-joined codes, e.g. ar,en); absent: every language',
      }),
    ),
  },
  { additionalProperties: false },
);

export const Highlight = Type.Object({
  start: Type.Integer({
    description: 'Offset in short_description (UTF-16 code units, as JavaScript counts)',
  }),
  end: Type.Integer({ description: 'End offset, exclusive' }),
});

export const SearchHit = Type.Object({
  type: StringEnum(['aya', 'enterpretation', 'translation'] as const),
  sura: Type.Integer(),
  aya: Type.Integer({
    description: 'The verse (riwaya numbering for a verse, Hafs numbering for a book entry)',
  }),
  aya_to: Type.Integer({
    description: 'Last verse of the passage a book entry covers (= aya for one verse)',
  }),
  rewaya_id: Nullable(Type.Integer({ description: 'Riwaya of a verse hit; null for a book entry' })),
  book_id: Nullable(Type.Integer({ description: 'null for a verse of the Quran' })),
  entry_id: Nullable(Type.Integer({ description: 'Book entry id; null for a verse' })),
  title: Type.String({ description: 'Book title, or the sura name for a verse' }),
  author_name: Nullable(Type.String({ description: 'Localised author name; null for a verse' })),
  author_death: Nullable(
    Type.Integer({
      description: "Author's death year AH (null when unknown, 2000 CE or later, or for a verse)",
    }),
  ),
  author_death_ce: Nullable(
    Type.Integer({
      description: "Author's death year CE as recorded (null when not recorded, or for a verse)",
    }),
  ),
  language: Type.String({ description: 'Language code of the text (ar for the Quran)' }),
  text: Nullable(Type.String({ description: 'The whole verse text for a verse hit; null for a book entry' })),
  short_description: Type.String({
    description: 'Plain-text snippet of the original text around the first match ("…" where cut); never HTML',
  }),
  highlights: Type.Array(Highlight, {
    description:
      'Matched words in short_description: sorted, non-overlapping {start, end} ranges to wrap in <mark>',
  }),
  continues: Type.Boolean({
    description:
      'A verse hit whose phrase (quoted, or the query words in order) runs on into the next verse (short_description then holds both verses)',
  }),
});

export const SearchAnswer = Type.Object({
  data: Type.Array(SearchHit),
  page: Type.Integer(),
  total: Type.Integer(),
  per_page: Type.Integer(),
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
  aya_total: Type.Integer({
    description: 'Matching verses (counted in total; listed first under filter all)',
  }),
  book_total: Type.Integer({
    description: 'Matching book entries (counted in total); a lower bound when book_total_capped',
  }),
  book_total_capped: Type.Boolean({
    description: 'More book entries match than book_total (the count stops there; pages stop there too)',
  }),
  order: StringEnum(['relevance', 'history'] as const, {
    description: 'Order of the book entries (the sort parameter); verses are always by relevance',
  }),
  partial: Type.Boolean({
    description:
      'Not every query word was found in any hit: these are the best partial matches (most query words, then closest together). A passage across two verses holding every word (a hit with continues) is not partial',
  }),
});
