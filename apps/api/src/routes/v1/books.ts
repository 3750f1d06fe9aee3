import { answers, LangQuery } from '../../schemas/common.js';
import { BooksAnswer } from '../../schemas/books.js';
import { booksAnswer } from '../../lib/books.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 books: the commentaries and the translations, each in historical order. */
const books: RoutePlugin = async (app, { state }) => {
  app.get(
    '/books',
    {
      schema: {
        tags: ['books'],
        summary: 'Commentaries and translations',
        querystring: LangQuery,
        response: answers(BooksAnswer),
      },
      config: { cache: 'content' },
    },
    (request) => booksAnswer(state, request.query.lang ?? 'ar'),
  );
};

export default books;
