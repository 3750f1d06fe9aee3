/** Types of the public query set (query-set.mjs). */

export type QueryClass =
  | 'clitic' // a word with a proclitic or an enclitic pronoun, on either side
  | 'vocative' // يا/ها typed apart or joined
  | 'spelling' // Uthmani spelling beyond marks: ة as ت, waw for ā, hamza seats
  | 'cross-verse' // a passage across two verses, quoted or not
  | 'partial' // one word too many: best partial matches
  | 'whole-word' // no prefix unless a trailing *
  | 'root' // root:/lemma: over the morphology
  | 'commentary' // commentary hits by relevance
  | 'ranking'; // many books on the first page of a broad query

export interface QueryCase {
  class: QueryClass;
  keyword: string;
  filter?: 'aya' | 'enterpretation' | 'all';
  /** The first hit. */
  first?: string;
  /** One of the first `top` hits (default 3) is each of these. */
  top?: { keys: string[]; within?: number };
  /** Every one of these somewhere in the first 200 hits. */
  contains?: string[];
  /** None of these in the first 200 hits. */
  excludes?: string[];
  /** The first `within` hits come from at least `atLeast` books, none with more than `mostFromOne`. */
  books?: { within: number; atLeast: number; mostFromOne: number };
  /** The answer is (true) / is not (false) a partial one. */
  partial?: boolean;
  /** Exactly this many verses (aya_total). */
  verseTotal?: number;
  /** The first hit continues into the next verse (a phrase across two verses). */
  continues?: boolean;
  failedBefore: boolean;
  note?: string;
}

export declare const QUERY_SET: QueryCase[];
