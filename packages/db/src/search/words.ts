import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** A word of a Hafs verse with its morphology (Quranic Arabic Corpus). */
export interface QuranWord {
  /** 1-based position in the verse. */
  word: number;
  /** The corpus's Uthmani spelling. */
  text: string;
  root: string | null;
  lemma: string | null;
  /** The corpus's Buckwalter lemma id (its digit tells homographs apart). */
  lemmaId: string | null;
  /** Prefix, stem and suffix segments with their part of speech (corpus tag set). */
  segments: Array<{ form: string; pos: string }>;
}

/** Word → root, lemma and parts of speech, for the reading pages (tap a word) and the API. */
export class MorphologyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the morphology table was imported (the content folder may lack it). */
  async available(): Promise<boolean> {
    const row = await this.db.selectFrom('quran_words').select('sura').limit(1).executeTakeFirst();
    return !!row;
  }

  /** The words of one Hafs verse, in order; empty when the verse has none (or nothing was imported). */
  async verseWords(sura: number, aya: number): Promise<QuranWord[]> {
    const rows = await this.db
      .selectFrom('quran_words')
      .select(['word', 'text', 'root', 'lemma', 'lemma_id', 'segments'])
      .where('sura', '=', sura)
      .where('aya', '=', aya)
      .orderBy('word')
      .execute();
    return rows.map((r) => ({
      word: r.word,
      text: r.text,
      root: r.root,
      lemma: r.lemma,
      lemmaId: r.lemma_id,
      segments: (JSON.parse(r.segments) as Array<[string, string]>).map(([form, pos]) => ({ form, pos })),
    }));
  }
}
