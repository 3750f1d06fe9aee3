import { effectiveDeathYear, hijriCentury, sortByDeathYear } from '@tafsir/core';

/**
 * Historical ordering (spec §4/§5) through @tafsir/core, so the API and the web order alike: by the
 * author's death year (Hijri), a year of 2000 CE or later counting as absent, absent years last, ties
 * by id.
 */
export interface AuthorYears {
  /** Breaks ties between equal years (ascending). */
  id?: number;
  author_death_hijri: number | null;
  author_death_ce: number | null;
}

function years(b: AuthorYears) {
  return { id: b.id, authorDeathHijri: b.author_death_hijri, authorDeathCe: b.author_death_ce };
}

/** The Hijri death year used for ordering and shown as author_death, or null (unknown or modern). */
export function bookDeathYear(book: AuthorYears): number | null {
  return effectiveDeathYear(years(book));
}

export function sortBooksByDeath<T extends AuthorYears>(books: readonly T[]): T[] {
  return sortByDeathYear(books, years);
}

export function centuryOf(hijriYear: number | null): number | null {
  return hijriYear === null || hijriYear < 1 ? null : hijriCentury(hijriYear);
}
