import { answers, LangQuery } from '../../schemas/common.js';
import { RewayaListAnswer } from '../../schemas/quran.js';
import { usesArabicNames } from '../../lib/locale.js';
import type { RoutePlugin } from '../types.js';

/** Spec §3 rewaya list (id, name) of the riwayat whose text is imported. */
const rewayaList: RoutePlugin = async (app, { state }) => {
  app.get(
    '/rewaya_list',
    {
      schema: {
        tags: ['quran'],
        summary: 'Riwayat (recitation variants)',
        querystring: LangQuery,
        response: answers(RewayaListAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const lang = request.query.lang ?? 'ar';
      return [...(await state.riwayat()).values()].map((r) => ({
        id: r.id,
        name: usesArabicNames(lang) ? r.name_ar : r.name_en,
        name_ar: r.name_ar,
        name_en: r.name_en,
        verses: r.verse_count,
        pages: r.pages,
        font_family: r.font_family,
      }));
    },
  );
};

export default rewayaList;
