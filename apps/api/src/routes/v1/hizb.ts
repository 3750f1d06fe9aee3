import { DEFAULT_RIWAYA_ID } from '@tafsir/core';
import { Type } from 'typebox';
import { answers, LangParam, RiwayaParam } from '../../schemas/common.js';
import { DivisionAnswer } from '../../schemas/quran.js';
import { divisions } from '../../lib/divisions.js';
import { requireRiwaya } from '../../lib/params.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 hizb: the 60 hizb divisions with their first verse and page, for a riwaya (default Hafs). */
const hizb: RoutePlugin = async (app, { state }) => {
  app.get(
    '/hizb',
    {
      schema: {
        tags: ['quran'],
        summary: 'The 60 hizb divisions',
        querystring: Type.Object(
          { lang: Type.Optional(LangParam), rewaya_id: Type.Optional(RiwayaParam) },
          { additionalProperties: false },
        ),
        response: answers(DivisionAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const riwaya = await requireRiwaya(state, request.query.rewaya_id ?? DEFAULT_RIWAYA_ID);
      return { data: await divisions('hizb', riwaya, request.query.lang ?? 'ar', state) };
    },
  );
};

export default hizb;
