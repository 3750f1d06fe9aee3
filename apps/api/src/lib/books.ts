import { centuryOf } from '@tafsir/core';
import type { BookWithAuthor } from '@tafsir/db';
import type { Book, BooksAnswer } from '../schemas/books.js';
import { bookDownloadUrls } from '../routes/downloads/urls.js';
import type { ContentState, LanguageInfo } from './content-state.js';
import { bookTitleInLocale, nameInLocale } from './locale.js';
import { bookDeathYear, sortBooksByDeath } from './ordering.js';

/** Verses of the Quran in Hafs numbering: completion of a book is its share of them. */
const HAFS_VERSES = 6236;

/** Spec §3 spelling of the book type. */
export function bookType(type: BookWithAuthor['type']): 'enterpretation' | 'translation' {
  return type === 'translation' ? 'translation' : 'enterpretation';
}

/** A book row → spec §3 Book, with localised title and author name. */
export function toBook(book: BookWithAuthor, lang: string, languages: Map<string, LanguageInfo>): Book {
  const language = languages.get(book.language_code);
  const death = bookDeathYear(book);
  return {
    id: book.id,
    type: bookType(book.type),
    title: bookTitleInLocale(lang, book.title_ar, book.title, book.language_code),
    title_ar: book.title_ar,
    title_en: book.title,
    slug: book.slug,
    ...bookDownloadUrls(book.id),
    author_id: book.author_id,
    author_name: book.author_name === null ? null : nameInLocale(lang, book.author_name_ar, book.author_name),
    author_name_ar: book.author_name_ar,
    author_name_en: book.author_name,
    author_death: death,
    author_death_ce: book.author_death_ce,
    death,
    century: centuryOf(death),
    language: book.language_code,
    lang_id: language?.id ?? 0,
    direction: language?.direction ? 1 : 0,
    category: book.category_slug,
    category_id: book.category_id,
    completion: Math.round((book.verses_covered / HAFS_VERSES) * 1000) / 10,
    verses_covered: book.verses_covered,
    attribution:
      book.attribution_name && book.attribution_url
        ? { name: book.attribution_name, url: book.attribution_url }
        : null,
    rights: book.rights,
  };
}

/** Spec §7 books (the books call and the reading view): commentaries and translations, each in historical order. */
export async function booksAnswer(state: ContentState, lang: string): Promise<BooksAnswer> {
  const [all, languages] = await Promise.all([state.books(), state.languageByCode()]);
  const ordered = sortBooksByDeath([...all.values()]).map((b) => toBook(b, lang, languages));
  return {
    enterpretation: ordered.filter((b) => b.type === 'enterpretation'),
    translation: ordered.filter((b) => b.type === 'translation'),
  };
}
