import { effectiveDeathHijri, sortByDeathYear } from '@tafsir/core';

/**
 * Historical ordering (spec §4/§5) through @tafsir/core, so the API and the web order alike: by the
 * author's death year (Hijri), a year of 2000 CE or later counting as absent (effectiveDeathHijri),
 * absent years last, ties by id.
 */
export interface AuthorYears {
  /** Breaks ties between equal years (ascending). */
  id?: number;
  author_death_hijri: number | null;
  author_death_ce: number | null;
}

/** The Hijri death year of a book's author, used for ordering and shown as author_death, or null. */
export function bookDeathYear(book: AuthorYears): number | null {
  return effectiveDeathHijri(book.author_death_hijri, book.author_death_ce);
}

export function sortBooksByDeath<T extends AuthorYears>(books: readonly T[]): T[] {
  return sortByDeathYear(books, (b) => ({
    id: b.id,
    authorDeathHijri: b.author_death_hijri,
    authorDeathCe: b.author_death_ce,
  }));
}
