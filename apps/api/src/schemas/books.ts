import { MAX_BOOK_IDS } from '@tafsir/core';
import { Type, type Static } from 'typebox';
import { Footnote, Nullable, StringEnum } from './common.js';

/** Book ids of a query (books-content, reading): parsed by @tafsir/core's parseReadingQuery. */
export const BookIdsParam = Type.Array(Type.String({ maxLength: 2000 }), {
  maxItems: MAX_BOOK_IDS,
  description: `Book ids (at most ${MAX_BOOK_IDS}): repeated \`book_ids[]=2&book_ids[]=6\`, or one value \`book_ids=2,6\``,
});

export const BookType = StringEnum(['enterpretation', 'translation'] as const, {
  description: 'Spec §3 spelling: enterpretation (tafsir) or translation',
});

/** Spec §3 book (+ extras the site's book lists use). */
export const Book = Type.Object({
  id: Type.Integer(),
  type: BookType,
  title: Type.String({ description: 'Localised title (the Arabic title for ar when there is one)' }),
  title_ar: Nullable(Type.String({ description: 'Arabic title, when the catalogue has one' })),
  title_en: Type.String({ description: 'Title in the original (catalogue) form' }),
  slug: Type.String(),
  pdf_url: Nullable(Type.String()),
  pdf_print_url: Nullable(Type.String()),
  db_url: Nullable(
    Type.String({
      description: 'Standalone SQLite download of the book (built on its first request, then kept)',
    }),
  ),
  author_id: Nullable(Type.Integer()),
  author_name: Nullable(Type.String({ description: 'Localised author name' })),
  author_name_ar: Nullable(
    Type.String({ description: "The author's Arabic name, when the catalogue has one" }),
  ),
  author_name_en: Nullable(Type.String({ description: "The author's name in Latin script" })),
  author_death: Nullable(
    Type.Integer({
      description: 'Death year AH of the author; null when unknown or 2000 CE or later (spec §5)',
    }),
  ),
  author_death_ce: Nullable(Type.Integer()),
  death: Nullable(
    Type.Integer({ description: 'Death year AH used for historical ordering (same rule as author_death)' }),
  ),
  century: Nullable(Type.Integer({ description: "Hijri century of the author's death" })),
  language: Type.String({ description: 'Language code of the text' }),
  lang_id: Type.Integer(),
  direction: Type.Integer({ description: '0 left-to-right, 1 right-to-left' }),
  category: Nullable(
    Type.String({
      description:
        'Category code (bil-mathur, bil-ray, fiqhi, lughawi, ishari, asbab, modern, summary, translation): the site translates it through its message files; GET /categories has titles',
    }),
  ),
  category_id: Nullable(Type.Integer()),
  completion: Type.Number({ description: 'Share of the 6236 verses covered, in percent' }),
  verses_covered: Type.Integer(),
  attribution: Nullable(
    Type.Object(
      {
        name: Type.String({ description: 'The site or publisher the digital text comes from' }),
        url: Type.String({ description: 'Its address' }),
      },
      { description: 'Credit for the digital text, to be shown with it ("Digital text: <name>")' },
    ),
  ),
  rights: Nullable(Type.String({ description: "One plain English sentence on the text's rights" })),
});
export type Book = Static<typeof Book>;

export const BooksAnswer = Type.Object({
  enterpretation: Type.Array(Book),
  translation: Type.Array(Book),
});
export type BooksAnswer = Static<typeof BooksAnswer>;

export const BookExtra = Type.Object({
  ref_symbol: Type.String(),
  extraText: Type.String(),
  books_extra_text_id: Type.Integer(),
});

/** Spec §3 commentary item, one per (book, verse); a passage over a range repeats on each of its verses. */
export const CommentaryItem = Type.Object({
  id: Type.Integer({ description: 'Entry id (0 for a missing-commentary placeholder)' }),
  _id: Type.String({ description: 'Unique key of this item: book-sura-aya[-n]' }),
  book_id: Type.Integer(),
  lang_id: Type.Integer(),
  sura: Type.Integer(),
  ayah_number: Type.Integer({
    description: 'The verse this item is shown with, in the requested riwaya numbering',
  }),
  hafs_aya: Type.Integer({
    description: 'The Hafs verse the comment is keyed to (books use Hafs numbering)',
  }),
  aya_from: Type.Integer({ description: 'First Hafs verse of the passage the comment covers' }),
  aya_to: Type.Integer({ description: 'Last Hafs verse of the passage the comment covers' }),
  text: Type.String({
    description: 'Text with {[n]} footnote markers (packages/core parseCommentary renders it)',
  }),
  originalText: Type.String({ description: 'The text without footnote markers' }),
  footnotes: Type.Array(Footnote),
  book_extra: Type.Array(BookExtra, {
    description: 'Book-extra markers of spec §5 (none in the current corpus: always empty)',
  }),
  book_repeated_content: Type.Array(
    Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }),
    {
      description: 'Shared passages of spec §3 (none in the current corpus: always empty)',
    },
  ),
  surrah_intro: Nullable(Type.String()),
  surrah_conclusion: Nullable(Type.String()),
  missing: Type.Boolean({
    description: 'True for the placeholder of a selected book without comment on the verse',
  }),
  type: BookType,
  book_title: Type.String(),
  author_name: Nullable(Type.String()),
  author_death: Nullable(Type.Integer()),
  death: Nullable(Type.Integer()),
  language: Type.String(),
  direction: Type.Integer(),
});
export type CommentaryItem = Static<typeof CommentaryItem>;

export const BookIntro = Type.Object({
  books_id: Type.Integer(),
  intro: Nullable(Type.String()),
  footnotes: Type.Array(Footnote),
});
export type BookIntro = Static<typeof BookIntro>;

export const BooksContentAnswer = Type.Object({
  data: Type.Array(CommentaryItem),
  bintro: Type.Array(BookIntro),
});
export type BooksContentAnswer = Static<typeof BooksContentAnswer>;
