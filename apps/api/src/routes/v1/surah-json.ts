import { DEFAULT_RIWAYA_ID } from '@tafsir/core';
import { Type } from 'typebox';
import { answers, LangParam, RiwayaParam } from '../../schemas/common.js';
import { SurahJsonAnswer } from '../../schemas/quran.js';
import { requireRiwaya } from '../../lib/params.js';
import { suraList } from '../../lib/suras.js';
import type { RoutePlugin } from '../types.js';

/**
 * Spec §3 chapter list: index, title, Arabic title, verse count (+ English meaning, type, first page),
 * the counts and pages of a riwaya (default Hafs), as the reading view's list.
 */
const surahJson: RoutePlugin = async (app, { state }) => {
  app.get(
    '/surah-json',
    {
      schema: {
        tags: ['quran'],
        summary: 'The 114 suras',
        querystring: Type.Object(
          { lang: Type.Optional(LangParam), rewaya_id: Type.Optional(RiwayaParam) },
          { additionalProperties: false },
        ),
        response: answers(SurahJsonAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const riwaya = await requireRiwaya(state, request.query.rewaya_id ?? DEFAULT_RIWAYA_ID);
      return suraList(state, request.query.lang ?? 'ar', riwaya.id);
    },
  );
};

export default surahJson;
