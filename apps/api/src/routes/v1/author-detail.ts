import { Type } from 'typebox';
import { MESSAGES, notFound } from '../../errors.js';
import { answers, LangQuery } from '../../schemas/common.js';
import { AuthorDetailAnswer } from '../../schemas/authors.js';
import { toAuthor } from '../../lib/authors.js';
import { toBook } from '../../lib/books.js';
import { sortBooksByDeath } from '../../lib/ordering.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 author/{id}: biography and books of one author; unknown → 404 "Author Details Does Not Exist". */
const authorDetail: RoutePlugin = async (app, { state, repositories }) => {
  app.get(
    '/author/:id',
    {
      schema: {
        tags: ['authors'],
        summary: 'One author with biography and books',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        querystring: LangQuery,
        response: answers(AuthorDetailAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const lang = request.query.lang ?? 'ar';
      const author = await repositories.authors.get(request.params.id);
      if (!author) throw notFound(MESSAGES.authorNotFound);
      const [catalogue, languages] = await Promise.all([state.books(), state.languageByCode()]);
      const books = sortBooksByDeath([...catalogue.values()].filter((b) => b.author_id === author.id)).map(
        (b) => toBook(b, lang, languages),
      );
      return { data: { ...toAuthor(author, books.length, lang), books } };
    },
  );
};

export default authorDetail;
