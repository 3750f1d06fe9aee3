/**
 * Historical ordering of books (spec §4–§5): commentaries on a verse are listed by their author's
 * death year, oldest first.
 *
 * Rules:
 *  - The sort key is a Hijri year. The author's death year is used when present, otherwise the
 *    book's own death year (the original "death" field); a CE-only year is converted to an
 *    approximate Hijri year (AH ≈ (CE − 622) × 33 / 32).
 *  - A year whose CE value is 2000 (MODERN_DEATH_YEAR_CE) or later counts as absent (for a Hijri-only
 *    year the CE value is estimated the same way, so AH 1421+ is absent): effectiveDeathHijri.
 *    Absent years sort after every known year.
 *
 * This module imports none of the big tables: client code imports it as `@tafsir/core/ordering`.
 *  - Ties (same year, or both absent) are broken by ascending id, and the sort is stable.
 */
import { MODERN_DEATH_YEAR_CE } from './constants.js';
import { toArabicIndicDigits } from './digits.js';

export interface DeathYears {
  readonly authorDeathHijri?: number | null;
  readonly authorDeathCe?: number | null;
  readonly bookDeathHijri?: number | null;
  readonly bookDeathCe?: number | null;
}

/** Something sortable: its death years and an id for ties. */
export interface Dated extends DeathYears {
  readonly id?: number;
}

const known = (y: number | null | undefined): y is number => typeof y === 'number' && Number.isFinite(y);

/** Approximate CE year of a Hijri year (start of that year). */
export function hijriToCe(hijriYear: number): number {
  return Math.round(622 + (hijriYear * 32) / 33);
}

/** Approximate Hijri year of a CE year. */
export function ceToHijri(ceYear: number): number {
  return Math.round(((ceYear - 622) * 33) / 32);
}

/**
 * The death year (Hijri) of one record — an author's or a book's (hijri, ce) pair — as it is shown
 * and ordered, or null when unknown or modern: a CE year of MODERN_DEATH_YEAR_CE (2000) or later
 * counts as absent (spec §5); a Hijri-only year counts as modern from MODERN_DEATH_YEAR_HIJRI (1421);
 * a CE-only year is converted to an approximate Hijri year.
 */
export function effectiveDeathHijri(
  hijri: number | null | undefined,
  ce: number | null | undefined,
): number | null {
  if (known(ce)) {
    if (ce >= MODERN_DEATH_YEAR_CE) return null;
    return known(hijri) ? hijri : ceToHijri(ce);
  }
  if (known(hijri)) return hijri >= MODERN_DEATH_YEAR_HIJRI ? null : hijri;
  return null;
}

/**
 * The first Hijri year whose (approximate) CE year is MODERN_DEATH_YEAR_CE or later: a Hijri-only
 * death year from this one on counts as absent. For SQL that must order like effectiveDeathHijri.
 */
export const MODERN_DEATH_YEAR_HIJRI: number = (() => {
  let year = ceToHijri(MODERN_DEATH_YEAR_CE) - 2;
  while (hijriToCe(year) < MODERN_DEATH_YEAR_CE) year++;
  return year;
})();

/** The Hijri year a book sorts by (its author's years, else its own), or null when unknown/modern (sorted last). */
export function effectiveDeathYear(years: DeathYears): number | null {
  return (
    effectiveDeathHijri(years.authorDeathHijri, years.authorDeathCe) ??
    effectiveDeathHijri(years.bookDeathHijri, years.bookDeathCe)
  );
}

function compareKeys(
  ya: number | null,
  yb: number | null,
  ida: number | undefined,
  idb: number | undefined,
): number {
  if (ya !== yb) {
    if (ya === null) return 1;
    if (yb === null) return -1;
    return ya - yb;
  }
  return (ida ?? 0) - (idb ?? 0);
}

/** Comparator: oldest death first, absent last, then by id. */
export function compareByDeath(a: Dated, b: Dated): number {
  return compareKeys(effectiveDeathYear(a), effectiveDeathYear(b), a.id, b.id);
}

/** A new array of the items in historical order (stable; the input is not modified). */
export function sortByDeathYear<T>(items: readonly T[], getYears: (item: T) => Dated): T[] {
  // compute each key once
  const keyed = items.map((item, index) => {
    const years = getYears(item);
    return { item, index, year: effectiveDeathYear(years), id: years.id };
  });
  keyed.sort((a, b) => compareKeys(a.year, b.year, a.id, b.id) || a.index - b.index);
  return keyed.map((k) => k.item);
}

/** Hijri century of a year: century n covers years (n−1)·100+1 … n·100, so 310 → 4, 300 → 3. */
export function hijriCentury(hijriYear: number): number {
  if (!Number.isInteger(hijriYear) || hijriYear < 1) throw new RangeError(`not a Hijri year: ${hijriYear}`);
  return Math.ceil(hijriYear / 100);
}

/** Hijri century of a year that may be absent (null for null, undefined, or not a year ≥ 1): 310 → 4. */
export function centuryOf(hijriYear: number | null | undefined): number | null {
  if (hijriYear === null || hijriYear === undefined || !Number.isInteger(hijriYear) || hijriYear < 1)
    return null;
  return hijriCentury(hijriYear);
}

const AR_ORDINALS = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
  'الحادي عشر',
  'الثاني عشر',
  'الثالث عشر',
  'الرابع عشر',
  'الخامس عشر',
];

const englishOrdinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * Display label of a Hijri century: ar → "القرن الرابع الهجري", any other locale → "4th century AH"
 * (interface translations of other languages belong to the web app's messages).
 */
export function centuryLabel(century: number, locale: string = 'ar'): string {
  if (!Number.isInteger(century) || century < 1) throw new RangeError(`not a century: ${century}`);
  if (locale.toLowerCase().startsWith('ar')) {
    const word = AR_ORDINALS[century - 1];
    return `القرن ${word ?? toArabicIndicDigits(century)} الهجري`;
  }
  return `${englishOrdinal(century)} century AH`;
}
