import { answers, LangQuery } from '../../schemas/common.js';
import { RewayaListAnswer } from '../../schemas/quran.js';
import { riwayaList } from '../../lib/riwayat.js';
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
    (request) => riwayaList(state, request.query.lang ?? 'ar'),
  );
};

export default rewayaList;
