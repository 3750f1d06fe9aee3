import { SURAS } from '@tafsir/core';
import { MORPHOLOGY_ATTRIBUTION } from '@tafsir/db';
import { Type, type Static } from 'typebox';
import { badRequest, notFound } from '../../errors.js';
import { answers, AyaParam, SuraParam } from '../../schemas/common.js';
import { VerseWordsAnswer } from '../../schemas/words.js';
import type { RoutePlugin } from '../types.js';

/**
 * The words of one Hafs verse with root, lemma and parts of speech (issue 19): what the reading and
 * compare pages show when a word is tapped, with the keyword that searches its root. Data: Quranic
 * Arabic Corpus 0.4 (Kais Dukes), imported from the content folder; its attribution is in every answer.
 */
const words: RoutePlugin = async (app, { repositories }) => {
  app.get(
    '/words/:sura/:aya',
    {
      schema: {
        tags: ['quran'],
        summary: 'Root, lemma and part of speech of every word of a Hafs verse',
        params: Type.Object({ sura: SuraParam, aya: AyaParam }, { additionalProperties: false }),
        response: answers(VerseWordsAnswer),
      },
      config: { cache: 'content' },
    },
    async (request): Promise<Static<typeof VerseWordsAnswer>> => {
      const { sura, aya } = request.params;
      const count = SURAS[sura - 1]?.ayas ?? 0;
      if (aya > count) throw badRequest('aya', `sura ${sura} has ${count} verses (Hafs numbering)`);
      const list = await repositories.morphology.verseWords(sura, aya);
      if (!list.length)
        throw notFound('No morphology for this verse (the morphology table was not imported)');
      return {
        sura,
        aya,
        data: list.map((w) => ({
          word: w.word,
          text: w.text,
          root: w.root,
          lemma: w.lemma,
          lemma_id: w.lemmaId,
          segments: w.segments,
          root_search: w.root ? `root:${w.root}` : null,
        })),
        attribution: MORPHOLOGY_ATTRIBUTION,
      };
    },
  );
};

export default words;
