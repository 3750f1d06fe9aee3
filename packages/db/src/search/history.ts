import { sortByDeathYear } from '@tafsir/core';
import type { SearchBook } from './types.js';

/** Book ids in historical order (packages/core ordering: the author's death year, oldest first). */
export function historicalBookOrder(books: readonly SearchBook[]): number[] {
  return sortByDeathYear(books, (b) => ({
    id: b.id,
    authorDeathHijri: b.death_hijri,
    authorDeathCe: b.death_ce,
  })).map((b) => b.id);
}
