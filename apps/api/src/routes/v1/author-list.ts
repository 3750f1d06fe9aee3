import { Type } from 'typebox';
import { answers, LangParam } from '../../schemas/common.js';
import { AuthorListAnswer } from '../../schemas/authors.js';
import { toAuthor } from '../../lib/authors.js';
import type { RoutePlugin } from '../types.js';

export const MAX_AUTHOR_KEYWORD = 100;

const AuthorListQuery = Type.Object(
  {
    lang: Type.Optional(LangParam),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    search_keyword: Type.Optional(
      Type.String({
        maxLength: MAX_AUTHOR_KEYWORD,
        description:
          'Part of a name, in any script; Arabic spelling variants match ("طبري", "الطبرى", "tabari")',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Spec §7 author: authors in historical order, with paging and keyword search; `data` + `meta`. */
const authorList: RoutePlugin = async (app, { repositories }) => {
  app.get(
    '/author',
    {
      schema: {
        tags: ['authors'],
        summary: 'Authors, paged, with keyword search',
        querystring: AuthorListQuery,
        response: answers(AuthorListAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const perPage = q.per_page ?? 20;
      const keyword = q.search_keyword?.trim() || undefined;
      const result = await repositories.authors.list({ page, perPage, keyword });
      const from = result.data.length ? (page - 1) * perPage + 1 : null;
      return {
        data: result.data.map((a) => toAuthor(a, a.book_count, q.lang ?? 'ar')),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(result.total / perPage)),
          per_page: perPage,
          total: result.total,
          from,
          to: from === null ? null : from + result.data.length - 1,
        },
      };
    },
  );
};

export default authorList;
