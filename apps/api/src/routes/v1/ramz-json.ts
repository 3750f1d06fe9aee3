import { answers } from '../../schemas/common.js';
import { RamzJsonAnswer } from '../../schemas/quran.js';
import type { RoutePlugin } from '../types.js';

/**
 * Spec §3 ramz (chapter symbol) list, indexed by chapter number. The symbol is the ligature name under
 * which the common "surah names" fonts (KFGQPC/quran.com surah-name fonts) draw the sura's calligraphic
 * title, e.g. `surah002`; a client that has no such font shows titleAr.
 */
const ramzJson: RoutePlugin = async (app, { state }) => {
  app.get(
    '/ramz-json',
    {
      schema: { tags: ['quran'], summary: 'Chapter symbols', response: answers(RamzJsonAnswer) },
      config: { cache: 'content' },
    },
    async () =>
      (await state.suras()).map((s) => ({
        index: s.number,
        ramz: `surah${String(s.number).padStart(3, '0')}`,
        titleAr: s.name_ar,
      })),
  );
};

export default ramzJson;
