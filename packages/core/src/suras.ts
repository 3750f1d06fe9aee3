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
