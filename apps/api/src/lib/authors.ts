import { centuryOf, effectiveDeathHijri } from '@tafsir/core';
import type { AuthorRow } from '@tafsir/db';
import type { Author } from '../schemas/authors.js';
import { nameInLocale } from './locale.js';

export function toAuthor(a: AuthorRow, booksCount: number, lang: string): Author {
  const death = effectiveDeathHijri(a.death_hijri, a.death_ce);
  return {
    id: a.id,
    name: nameInLocale(lang, a.name_ar, a.name),
    name_ar: a.name_ar,
    name_en: a.name,
    death,
    death_hijri: a.death_hijri,
    death_ce: a.death_ce,
    century: centuryOf(death),
    bio: a.bio,
    bio_lang: a.bio_lang,
    books_count: booksCount,
  };
}
