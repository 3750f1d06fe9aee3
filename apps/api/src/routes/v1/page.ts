import { Type } from 'typebox';
import { answers, AyaParam, LangParam, PageParam, RiwayaParam, SuraParam } from '../../schemas/common.js';
import { PageAnswer } from '../../schemas/quran.js';
import { readingQuery, requireRiwaya } from '../../lib/params.js';
import { pageAnswer } from '../../lib/verses.js';
import type { RoutePlugin } from '../types.js';

const PageQuery = Type.Object(
  {
    lang: Type.Optional(LangParam),
    sura: Type.Optional(SuraParam),
    aya: Type.Optional(AyaParam),
    rewaya_id: Type.Optional(RiwayaParam),
    page_number: Type.Optional(PageParam),
  },
  { additionalProperties: false },
);

/**
 * Spec §7 page: the verses of one mushaf page of a riwaya, chosen by `page_number` or, without it, by
 * `sura` + `aya` (the page holding that verse; defaults 1:1). Each riwaya has its own pagination and
 * verse numbering, so `aya` is checked against that riwaya's count.
 */
const page: RoutePlugin = async (app, { state, repositories }) => {
  app.get(
    '/page',
    {
      schema: {
        tags: ['quran'],
        summary: 'Verses of a mushaf page',
        querystring: PageQuery,
        response: answers(PageAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const q = readingQuery(request.query);
      const riwaya = await requireRiwaya(state, q.riwayaId);
      let pageNumber = q.page;
      if (!q.pageGiven) {
        // The database's page of the verse (core's tables agree; the database is what is served).
        const verse = await repositories.quran.getVerse(riwaya.id, q.sura, q.aya);
        pageNumber = verse?.page ?? q.page;
      }
      return pageAnswer(repositories, riwaya, pageNumber);
    },
  );
};

export default page;
