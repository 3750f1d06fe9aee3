import { sortByDeathYear } from '@tafsir/core';
import type { BookCommentary, CommentaryEntry } from './reading-types';

/**
 * Spec §4: ordered by the author's death year ascending (core's rule: unknown and ≥ 2000 CE last,
 * ties by book id). Books chosen but without a comment keep their place (placeholder shown).
 */
export function orderByDeath(list: BookCommentary[]): BookCommentary[] {
  return sortByDeathYear(list, (c) => ({ authorDeathHijri: c.book.deathHijri, id: c.book.id }));
}

/** The entries that concern verse `aya` (a passage covers aya..ayaTo; overlapping rows are all kept). */
export function entriesForVerse(entries: CommentaryEntry[], sura: number, aya: number): CommentaryEntry[] {
  return entries.filter((e) => e.sura === sura && e.ayaFrom <= aya && aya <= e.ayaTo);
}
