import { Type } from 'typebox';
import { badRequest } from '../../errors.js';
import { answers, AyaParam, LangParam, PageParam, RiwayaParam, SuraParam } from '../../schemas/common.js';
import { BookIdsParam, BooksContentAnswer } from '../../schemas/books.js';
import { booksContentAnswer } from '../../lib/books-content.js';
import { readingQuery, requireRiwaya } from '../../lib/params.js';
import type { RoutePlugin } from '../types.js';

const BooksContentQuery = Type.Object(
  {
    lang: Type.Optional(LangParam),
    book_ids: Type.Optional(BookIdsParam),
    books: Type.Optional({
      ...BookIdsParam,
      description: 'Alias of book_ids (the reading page uses books); wins when both are given',
    }),
    sura: Type.Optional(SuraParam),
    aya: Type.Optional(AyaParam),
    rewaya_id: Type.Optional(RiwayaParam),
    page_number: Type.Optional({
      ...PageParam,
      description: "Instead of sura+aya: every verse of this page of the riwaya's mushaf",
    }),
  },
  { additionalProperties: false },
);

/**
 * Spec §7 books-content: the selected books' commentary on a verse (or on every verse of a page),
 * in historical order (author's death year ascending, unknown / 2000 CE and later last), with the
 * books' intros in `bintro` (lib/books-content.ts; unknown book ids are a 404).
 */
const booksContent: RoutePlugin = async (app, { state, repositories }) => {
  app.get(
    '/books-content',
    {
      schema: {
        tags: ['books'],
        summary: 'Commentary of the selected books on a verse or a page',
        querystring: BooksContentQuery,
        response: answers(BooksContentAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const q = readingQuery(request.query);
      if (q.bookIds.length === 0) throw badRequest('book_ids', 'at least one book id is required');
      const riwaya = await requireRiwaya(state, q.riwayaId);
      const verses = q.pageGiven
        ? await repositories.quran.versesOnPage(riwaya.id, q.page)
        : [{ sura: q.sura, aya: q.aya }];
      return booksContentAnswer(state, repositories, {
        lang: request.query.lang ?? 'ar',
        riwayaId: riwaya.id,
        verses,
        bookIds: q.bookIds,
      });
    },
  );
};

export default booksContent;
