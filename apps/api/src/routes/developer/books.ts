import { normalizeSearchText } from '@tafsir/core';
import { Type } from 'typebox';
import { toBook } from '../../lib/books.js';
import { sortBooksByDeath } from '../../lib/ordering.js';
import { answers, LangParam } from '../../schemas/common.js';
import { Book, BookType } from '../../schemas/books.js';
import type { RoutePlugin } from '../types.js';

const BookListQuery = Type.Object(
  {
    type: Type.Optional(BookType),
    title: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Keyword found in the title or the author name',
        examples: ['tafsir'],
      }),
    ),
    language: Type.Optional(
      Type.String({
        pattern: '^[a-z]{2}$',
        description: 'Two-letter language of the books',
        examples: ['en'],
      }),
    ),
    lang: Type.Optional(LangParam),
  },
  { additionalProperties: false },
);

const BookListAnswer = Type.Object({ data: Type.Array(Book), total: Type.Integer() });

/** Developer API book list (spec §7): the catalogue filtered by type, title keyword and language. */
const bookList: RoutePlugin = async (app, { state }) => {
  app.get(
    '/books',
    {
      schema: {
        summary: 'Book list, filtered by type, title keyword and language',
        querystring: BookListQuery,
        response: answers(BookListAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const { type, title, language, lang = 'ar' } = request.query;
      const [all, languages] = await Promise.all([state.books(), state.languageByCode()]);
      const keyword = title?.trim() ? normalizeSearchText(title) : '';
      const data = sortBooksByDeath([...all.values()])
        .map((b) => toBook(b, lang, languages))
        .filter((b) => !type || b.type === type)
        .filter((b) => !language || b.language === language)
        .filter(
          (b) =>
            !keyword ||
            [b.title, b.title_en, b.title_ar ?? '', b.author_name ?? '', b.slug].some((t) =>
              normalizeSearchText(t).includes(keyword),
            ),
        );
      return { data, total: data.length };
    },
  );
};

export default bookList;
