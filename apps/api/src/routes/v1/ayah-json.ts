import { DEFAULT_RIWAYA_ID } from '@tafsir/core';
import { Type } from 'typebox';
import { answers, RiwayaParam } from '../../schemas/common.js';
import { AyahJsonAnswer } from '../../schemas/quran.js';
import { requireRiwaya } from '../../lib/params.js';
import { toMushafVerse } from '../../lib/verses.js';
import type { RoutePlugin } from '../types.js';

/**
 * Spec §7 ayah-json: every verse of a riwaya (default Hafs) as mushaf records of masahef_id 9, which
 * the site keeps as its local verse cache. About 2 MB of JSON (≈ 400 kB with br): served from the
 * answer cache after the first request and revalidated with its ETag.
 */
const ayahJson: RoutePlugin = async (app, { state, repositories }) => {
  app.get(
    '/ayah-json',
    {
      schema: {
        tags: ['quran'],
        summary: 'The whole Quran text of a riwaya',
        querystring: Type.Object({ rewaya_id: Type.Optional(RiwayaParam) }, { additionalProperties: false }),
        response: answers(AyahJsonAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const riwaya = await requireRiwaya(state, request.query.rewaya_id ?? DEFAULT_RIWAYA_ID);
      return (await repositories.quran.allVerses(riwaya.id)).map(toMushafVerse);
    },
  );
};

export default ayahJson;
