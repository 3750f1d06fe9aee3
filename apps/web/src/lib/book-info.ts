/**
 * A book of the API's catalogue as the site shows it. Client-safe (no core barrel): the server's
 * reading view and the book picker in the browser map the same wire book the same way.
 */
import type { Book } from '@tafsir/client';
import { effectiveDeathHijri } from '@tafsir/core/ordering';
import type { BookInfo } from './reading-types';

export function bookFromWire(b: Book): BookInfo {
  return {
    id: b.id,
    type: b.type,
    lang: b.language,
    title: b.title,
    authorName: b.author_name ?? '',
    deathHijri: effectiveDeathHijri(b.author_death ?? b.death ?? null, b.author_death_ce),
  };
}
