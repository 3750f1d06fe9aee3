import { HAFS_RIWAYA_ID, suraStartPage } from '@tafsir/core';
import { answers, LangQuery } from '../../schemas/common.js';
import { SurahJsonAnswer } from '../../schemas/quran.js';
import { usesArabicNames } from '../../lib/locale.js';
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
    async (request) => {
      const lang = request.query.lang ?? 'ar';
      const suras = await state.suras();
      return suras.map((s) => ({
        index: s.number,
        title: usesArabicNames(lang) ? s.name_ar : s.name_translit,
        titleAr: s.name_ar,
        titleEn: s.name_en,
        translit: s.name_translit,
        count: s.ayas,
        type: s.revelation,
        page: suraStartPage(HAFS_RIWAYA_ID, s.number),
      }));
    },
  );
};

export default surahJson;
