import { answers } from '../../schemas/common.js';
import { LanguagesAnswer } from '../../schemas/catalogue.js';
import { LOCALE_CODES } from '../../lib/locale.js';
import type { RoutePlugin } from '../types.js';

/**
 * Spec §3/§7 languages: the interface languages the site can switch to (spec §4 applies a language
 * change only if its key is in this list), with their database ids (the lang_id of commentary items)
 * and text direction. Content-only languages (e.g. Bengali translations) are not interface languages.
 */
const languages: RoutePlugin = async (app, { state }) => {
  app.get(
    '/languages',
    {
      schema: { tags: ['catalogue'], summary: 'Interface languages', response: answers(LanguagesAnswer) },
      config: { cache: 'content' },
    },
    async () => {
      const byCode = await state.languageByCode();
      return {
        data: LOCALE_CODES.flatMap((code) => {
          const l = byCode.get(code);
          return l
            ? [{ id: l.id, key: l.code, title: l.native_name, name: l.name, direction: l.direction ? 1 : 0 }]
            : [];
        }),
      };
    },
  );
};

export default languages;
