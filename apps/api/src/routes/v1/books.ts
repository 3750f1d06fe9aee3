import { answers, LangQuery } from '../../schemas/common.js';
import { BooksAnswer } from '../../schemas/books.js';
import { toBook } from '../../lib/books.js';
import { sortBooksByDeath } from '../../lib/ordering.js';
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
    async (request) => {
      const lang = request.query.lang ?? 'ar';
      const [all, languages] = await Promise.all([state.books(), state.languageByCode()]);
      const ordered = sortBooksByDeath([...all.values()]).map((b) => toBook(b, lang, languages));
      return {
        enterpretation: ordered.filter((b) => b.type === 'enterpretation'),
        translation: ordered.filter((b) => b.type === 'translation'),
      };
    },
  );
};

export default books;
