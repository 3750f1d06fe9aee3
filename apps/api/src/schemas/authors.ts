import { Type, type Static } from 'typebox';
import { Book } from './books.js';
import { Nullable } from './common.js';

export const Author = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Localised name (Arabic for ar when known)' }),
  name_ar: Nullable(Type.String()),
  name_en: Type.String(),
  death: Nullable(Type.Integer({ description: 'Death year AH; null when unknown or 2000 CE or later' })),
  death_hijri: Nullable(Type.Integer()),
  death_ce: Nullable(Type.Integer()),
  century: Nullable(Type.Integer()),
  bio: Nullable(
    Type.String({
      description:
        "The author's biography: in the reader's language (lang) when the catalogue has one in it, else the one there is",
    }),
  ),
  bio_lang: Nullable(
    Type.String({ description: 'Language code of `bio` (label a biography not in the reader’s language)' }),
  ),
  books_count: Type.Integer(),
});
export type Author = Static<typeof Author>;

/** Paging data of a list (Laravel-style names). */
export const PageMeta = Type.Object({
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  from: Nullable(Type.Integer({ description: 'Position of the first item, null on an empty page' })),
  to: Nullable(Type.Integer()),
});

export const AuthorListAnswer = Type.Object({ data: Type.Array(Author), meta: PageMeta });

export const AuthorDetail = Type.Object({ ...Author.properties, books: Type.Array(Book) });
export const AuthorDetailAnswer = Type.Object({ data: AuthorDetail });
