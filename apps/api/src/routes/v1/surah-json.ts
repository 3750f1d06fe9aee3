import { answers, LangQuery } from '../../schemas/common.js';
import { SurahJsonAnswer } from '../../schemas/quran.js';
import { suraList } from '../../lib/suras.js';
import type { RoutePlugin } from '../types.js';

/** Spec §3 chapter list: index, title, Arabic title, verse count (+ English meaning, type, first page). */
const surahJson: RoutePlugin = async (app, { state }) => {
  app.get(
    '/surah-json',
    {
      schema: {
        tags: ['quran'],
        summary: 'The 114 suras',
        querystring: LangQuery,
        response: answers(SurahJsonAnswer),
      },
      config: { cache: 'content' },
    },
    (request) => suraList(state, request.query.lang ?? 'ar'),
  );
};

export default surahJson;
