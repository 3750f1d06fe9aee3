/** A verse position in some riwaya's own numbering (which riwaya is given by the context). */
export interface VerseRef {
  readonly sura: number;
  readonly aya: number;
}

/** Text direction of a language or locale. */
export type Direction = 'rtl' | 'ltr';
