import type { Book } from '@tafsir/client';
import { sortByDeathYear } from '@tafsir/core';

export const BOOK_SORTS = ['date', 'language', 'alpha'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

/** Books by death year (unknown / modern last), by language then date, or alphabetically. */
export function sortBooks(books: readonly Book[], sort: BookSort, locale: string): Book[] {
  const byDate = sortByDeathYear(books, (b) => ({
    authorDeathHijri: b.author_death,
    authorDeathCe: b.author_death_ce,
    bookDeathHijri: b.death,
    id: b.id,
  }));
  if (sort === 'date') return byDate;
  if (sort === 'language') {
    const rank = new Map(byDate.map((b, i) => [b.id, i]));
    return [...books].sort(
      (a, b) => a.language.localeCompare(b.language) || (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0),
    );
  }
  const coll = new Intl.Collator(locale);
  return [...books].sort((a, b) => coll.compare(a.title, b.title) || a.id - b.id);
}
