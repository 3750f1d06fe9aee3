import { Type } from 'typebox';
import { Nullable } from './common.js';

export const VerseWord = Type.Object({
  word: Type.Integer({ description: '1-based position of the word in the verse' }),
  text: Type.String({ description: "The word in the corpus's Uthmani spelling" }),
  root: Nullable(Type.String({ description: 'Root in Arabic letters (null for particles and some names)' })),
  lemma: Nullable(Type.String({ description: 'Lemma, with marks' })),
  lemma_id: Nullable(
    Type.String({ description: "The corpus's Buckwalter lemma (trailing digit: homograph)" }),
  ),
  segments: Type.Array(
    Type.Object({
      form: Type.String(),
      pos: Type.String({ description: 'Part of speech (corpus.quran.com tag set)' }),
    }),
    { description: 'Prefix, stem and suffix segments' },
  ),
  root_search: Nullable(
    Type.String({
      description: 'Search keyword for every verse with this root (root:…); null without a root',
    }),
  ),
});

export const VerseWordsAnswer = Type.Object({
  sura: Type.Integer(),
  aya: Type.Integer(),
  data: Type.Array(VerseWord),
  attribution: Type.String({ description: 'Required attribution of the morphology data' }),
});
