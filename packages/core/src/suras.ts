import { normalizeSearchText } from './normalize.js';
import { SURA_ROWS } from './tables/suras-data.js';

export interface Sura {
  readonly number: number;
  readonly nameAr: string;
  readonly nameTranslit: string;
  readonly nameEn: string;
  /** Verse count in Hafs numbering (other riwayat: see mushaf.ts ayaCount). */
  readonly ayas: number;
  readonly revelation: 'meccan' | 'medinan';
}

export const SURA_COUNT = 114;

export const SURAS: readonly Sura[] = SURA_ROWS.map(([nameAr, nameTranslit, nameEn, ayas, medinan], i) => ({
  number: i + 1,
  nameAr,
  nameTranslit,
  nameEn,
  ayas,
  revelation: medinan ? 'medinan' : 'meccan',
}));

export function isValidSura(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= SURA_COUNT;
}

/** The sura with this number, or undefined when it is not 1–114. */
export function getSura(n: number): Sura | undefined {
  return isValidSura(n) ? SURAS[n - 1] : undefined;
}

/**
 * Whether a sura opens with an unnumbered basmala above its first verse: every sura but at-Tawba (9);
 * al-Fatiha only where the riwaya's count does not make the basmala its first verse (the Madani and
 * Basri counts — Warsh, Qalun, al-Duri, al-Susi — start 1:1 at «الحمد لله»; Hafs, Shu'ba, al-Bazzi
 * and Qunbul number it as 1:1). `firstVerse` is the sura's first verse in the riwaya read.
 */
export function opensWithBasmala(sura: number, firstVerse: string): boolean {
  if (sura === 9) return false;
  return sura !== 1 || !normalizeSearchText(firstVerse).startsWith('بسم الله');
}
