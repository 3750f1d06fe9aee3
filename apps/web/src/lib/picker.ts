/**
 * The book picker's rules, pure and client-safe: the picker page renders its list on the server with
 * them and its dialog filters in the browser with the same ones.
 *
 * - Filters: type, language, Hijri century of the author's death (core's centuryOf over the death
 *   year core's effectiveDeathHijri shows; an unknown or modern year is its own choice, MODERN) and
 *   category, all taken from the books themselves.
 * - Search: every word of the query must occur in one of the book's names (every spelling of its
 *   title and its author's name, and its language's name), both sides folded by core's
 *   normalizeSearchText: `الطبري` finds الطَّبَري, `tabari` finds al-Ṭabarī.
 * - Order: the chosen books first, whatever the filters (they can always be unchecked); then the
 *   reader's recently chosen books (most recent first); then the rest by language — the reader's
 *   interface language, then Arabic, then the others by name — and in a language tafsirs before
 *   translations, each by death year (core's historical order).
 */
import type { Book } from '@tafsir/client';
import { nameSearchWords, normalizeSearchText } from '@tafsir/core/normalize';
import { centuryOf, compareByDeath } from '@tafsir/core/ordering';
import { bookFromWire } from './book-info';
import type { BookInfo, BookType } from './reading-types';

/** The language of the Quran: listed right after the reader's own. */
export const QURAN_LANGUAGE = 'ar';
/** The century filter's value for books whose author's death year is unknown or modern. */
export const MODERN = 'modern';
/** Book types in the order the picker lists them. */
export const BOOK_TYPES: readonly BookType[] = ['enterpretation', 'translation'];

export interface PickerBook extends BookInfo {
  category: string | null;
  /** Every spelling of the title and of the author's name the catalogue has (search matches any). */
  names: string[];
}

export function pickerBookFromWire(b: Book, locale: string): PickerBook {
  const names = [b.title, b.title_ar, b.title_en, b.author_name, b.author_name_ar, b.author_name_en];
  return {
    ...bookFromWire(b, locale),
    category: b.category,
    names: [...new Set(names.filter((n): n is string => !!n))],
  };
}

export interface PickerFilters {
  /** '' for any. */
  type: BookType | '';
  lang: string;
  /** A century as a string ('4'), MODERN, or ''. */
  century: string;
  category: string;
  query: string;
}

export const NO_FILTERS: PickerFilters = { type: '', lang: '', century: '', category: '', query: '' };

/** The century filter's value of a book. */
export function centuryKey(book: Pick<BookInfo, 'deathHijri'>): string {
  return String(centuryOf(book.deathHijri) ?? MODERN);
}

/** A book's folded search text: its names and its language's name in the interface language. */
export function searchKey(book: PickerBook, languageName: string): string {
  return normalizeSearchText([...book.names, languageName, book.lang].join(' '));
}

/** Whether a book passes the filters; `key` is its searchKey, `words` the query's nameSearchWords. */
export function matches(book: PickerBook, filters: PickerFilters, key: string, words: string[]): boolean {
  return (
    (!filters.type || book.type === filters.type) &&
    (!filters.lang || book.lang === filters.lang) &&
    (!filters.century || centuryKey(book) === filters.century) &&
    (!filters.category || book.category === filters.category) &&
    words.every((w) => key.includes(w))
  );
}

/** Historical order (core): oldest death first, unknown and modern last, then by id. */
export function historical(a: BookInfo, b: BookInfo): number {
  return compareByDeath(
    { id: a.id, authorDeathHijri: a.deathHijri },
    { id: b.id, authorDeathHijri: b.deathHijri },
  );
}

/** The languages of the books: the interface language, then Arabic, then the others by their name. */
export function languageOrder(
  books: readonly Pick<BookInfo, 'lang'>[],
  locale: string,
  nameOf: (code: string) => string,
): string[] {
  const collator = new Intl.Collator(locale);
  const rank = (l: string) => (l === locale ? 0 : l === QURAN_LANGUAGE ? 1 : 2);
  return [...new Set(books.map((b) => b.lang))].sort(
    (a, b) => rank(a) - rank(b) || collator.compare(nameOf(a), nameOf(b)) || a.localeCompare(b),
  );
}

/** The centuries of the books, in order, with MODERN last when some book has no known year. */
export function centuryOptions(books: readonly Pick<BookInfo, 'deathHijri'>[]): string[] {
  const keys = new Set(books.map(centuryKey));
  const centuries = [...keys].filter((k) => k !== MODERN).sort((a, b) => Number(a) - Number(b));
  return keys.has(MODERN) ? [...centuries, MODERN] : centuries;
}

/** The categories of the books, the most common first (then by code). */
export function categoryOptions(books: readonly Pick<PickerBook, 'category'>[]): string[] {
  const counts = new Map<string, number>();
  for (const b of books) if (b.category) counts.set(b.category, (counts.get(b.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

export type PickerGroup =
  | { kind: 'chosen'; books: PickerBook[] }
  | { kind: 'recent'; books: PickerBook[] }
  | { kind: 'language'; lang: string; books: PickerBook[] };

export interface Arrangement {
  groups: PickerGroup[];
  /** How many books pass the filters (chosen ones included). */
  matching: number;
}

/**
 * The picker's list: the groups to show, in order, and how many books pass the filters. A book is
 * listed once: a chosen book only among the chosen, a recent one only among the recent.
 */
export function arrange(
  books: readonly PickerBook[],
  opts: {
    filters: PickerFilters;
    chosen: readonly number[];
    recent: readonly number[];
    locale: string;
    languageName: (code: string) => string;
    /** searchKey of each book, computed once per catalogue (default: computed here). */
    keys?: ReadonlyMap<number, string>;
  },
): Arrangement {
  const words = nameSearchWords(opts.filters.query);
  const keyOf = (b: PickerBook) => opts.keys?.get(b.id) ?? searchKey(b, opts.languageName(b.lang));
  const passing = books.filter((b) => matches(b, opts.filters, keyOf(b), words));
  const chosen = new Set(opts.chosen);
  const byId = new Map(books.map((b) => [b.id, b]));
  const recentIds = opts.recent.filter((id) => !chosen.has(id));
  const passingIds = new Set(passing.map((b) => b.id));
  const recent = recentIds
    .filter((id) => passingIds.has(id))
    .map((id) => byId.get(id))
    .filter((b): b is PickerBook => !!b);
  const listed = new Set([...chosen, ...recent.map((b) => b.id)]);
  const groups: PickerGroup[] = [];
  const chosenBooks = books.filter((b) => chosen.has(b.id)).sort(historical);
  if (chosenBooks.length) groups.push({ kind: 'chosen', books: chosenBooks });
  if (recent.length) groups.push({ kind: 'recent', books: recent });
  const rest = passing.filter((b) => !listed.has(b.id));
  for (const lang of languageOrder(rest, opts.locale, opts.languageName)) {
    const own = rest
      .filter((b) => b.lang === lang)
      .sort((a, b) => BOOK_TYPES.indexOf(a.type) - BOOK_TYPES.indexOf(b.type) || historical(a, b));
    groups.push({ kind: 'language', lang, books: own });
  }
  return { groups, matching: passing.length };
}

/** The reading state's book ids toggled: ascending, the one spelling of a selection (lib/reading-path). */
export function toggled(chosen: readonly number[], id: number, on: boolean): number[] {
  const rest = chosen.filter((x) => x !== id);
  return (on ? [...rest, id] : rest).sort((a, b) => a - b);
}
