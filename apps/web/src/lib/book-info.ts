/**
 * A book of the API's catalogue as the site shows it. Client-safe (no core barrel): the server's
 * reading view and the book picker in the browser map the same wire book the same way.
 */
import type { Book } from '@tafsir/client';
import { deathDate, type DeathDate } from '@tafsir/core/death-date';
import { effectiveDeathHijri } from '@tafsir/core/ordering';
import { authorName, bookTitle } from './catalogue';
import type { BookInfo } from './reading-types';

/** A book's death date as shown (core deathDate): its author's, else the book's own year (spec §4). */
export function bookDeathDate(b: Pick<Book, 'author_death' | 'author_death_ce' | 'death'>): DeathDate | null {
  return deathDate(b.author_death ?? b.death, b.author_death_ce);
}

/** A book of the API in `locale`'s words, each name with the language it is written in. */
export function bookFromWire(b: Book, locale: string): BookInfo {
  const title = bookTitle(b, locale);
  const author =
    b.author_name_en !== null
      ? authorName({ name_ar: b.author_name_ar, name_en: b.author_name_en }, locale)
      : null;
  return {
    id: b.id,
    type: b.type,
    lang: b.language,
    title: title.text,
    titleLang: title.lang,
    authorName: author?.text ?? b.author_name ?? '',
    authorLang: author?.lang,
    deathHijri: effectiveDeathHijri(b.author_death ?? b.death ?? null, b.author_death_ce),
    death: bookDeathDate(b),
  };
}
