/**
 * Pure logic of the offline reader (issue 8): the reading query of a URL, the verse and mushaf page
 * to show from a kept Quran text, and each kept book's passages for that verse. No I/O.
 */
import type { OfflineBook } from '@tafsir/client';
import { deathDate } from '@tafsir/core/death-date';
import { effectiveDeathHijri } from '@tafsir/core/ordering';
import { HAFS_RIWAYA_ID } from '@tafsir/core';
import { textLanguage } from '../catalogue';
import { entriesForVerse } from '../commentary';
import { readingQueryFrom, versesFromWire } from '../reading-state';

export { versesFromWire };
import type { BookCommentary, BookInfo, CommentaryEntry, ReadingQuery, VerseInfo } from '../reading-types';

/** The reading query of a URL's search part, with the page's own parser; null when invalid. */
export function offlineQuery(search: string | URLSearchParams): ReadingQuery | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    input[key] = all.length === 1 ? all[0]! : all;
  }
  return readingQueryFrom(input);
}

export interface OfflinePage {
  /** The verse being read. */
  sura: number;
  aya: number;
  page: number;
  pageCount: number;
  /** The verses of its mushaf page, in order. */
  verses: VerseInfo[];
}

/**
 * The verse and mushaf page a query asks for, from a whole riwaya's text (in mushaf order): with a
 * page number, that page's first verse; else the verse sura:aya. Null when the text lacks it.
 */
export function locateVerse(all: readonly VerseInfo[], query: ReadingQuery): OfflinePage | null {
  const start =
    query.page !== null
      ? all.find((v) => v.page === query.page)
      : all.find((v) => v.sura === query.sura && v.aya === query.aya);
  if (!start) return null;
  const pageCount = all.reduce((m, v) => Math.max(m, v.page), 0);
  return {
    sura: start.sura,
    aya: start.aya,
    page: start.page,
    pageCount,
    verses: all.filter((v) => v.page === start.page),
  };
}

/** Spec §3: a book's type on the reading page; the death year is absent when the CE year is ≥ 2000. */
export function bookInfoFromOffline(b: OfflineBook['book']): BookInfo {
  return {
    id: b.id,
    type: b.type === 'translation' ? 'translation' : 'enterpretation',
    lang: b.language,
    title: b.title,
    // The download's title is the original, in any reader's language (lib/catalogue textLanguage).
    titleLang: textLanguage(b.title, b.language),
    authorName: b.author_name ?? '',
    authorLang: undefined,
    deathHijri: effectiveDeathHijri(b.author_death_hijri, b.author_death_ce),
    death: deathDate(b.author_death_hijri, b.author_death_ce),
  };
}

export function entriesFromOffline(book: OfflineBook): CommentaryEntry[] {
  return book.entries.map((e) => ({
    sura: e.sura,
    ayaFrom: e.aya_from,
    ayaTo: e.aya_to,
    text: e.text,
    footnotes: e.footnotes,
  }));
}

/**
 * The commentary of each chosen book on verse sura:aya (Hafs numbering, which books are keyed to),
 * from the kept books: a passage covering several verses is found from each of them. Chosen books
 * that are not kept are listed in `notKept`, in the order chosen.
 */
export function offlineCommentaries(
  chosen: readonly number[],
  kept: ReadonlyMap<number, OfflineBook>,
  sura: number,
  aya: number,
): { commentaries: BookCommentary[]; notKept: number[] } {
  const commentaries: BookCommentary[] = [];
  const notKept: number[] = [];
  for (const id of chosen) {
    const book = kept.get(id);
    if (!book) {
      notKept.push(id);
      continue;
    }
    commentaries.push({
      book: bookInfoFromOffline(book.book),
      entries: entriesForVerse(entriesFromOffline(book), sura, aya),
    });
  }
  return { commentaries, notKept };
}

/** The riwaya whose text the offline copy shows: the one asked for when kept, else Hafs. */
export function offlineRiwaya(asked: number, keptRiwayat: readonly number[]): number {
  return keptRiwayat.includes(asked) ? asked : HAFS_RIWAYA_ID;
}

/** Link to another verse or page of the offline reader (a plain reading-page URL). */
export function offlineHref(
  locale: string,
  target: { sura: number; aya: number } | { page: number },
  books: readonly number[],
): string {
  const p = new URLSearchParams();
  if ('page' in target) p.set('page', String(target.page));
  else {
    p.set('sura', String(target.sura));
    p.set('aya', String(target.aya));
  }
  if (books.length) p.set('books', books.join(','));
  return `/${locale}?${p.toString().replace(/%2C/g, ',')}`;
}

const LOCALE_SEGMENT = /^[a-z]{2}$/;

/**
 * Whether a path is the reading page (/{locale}, /{locale}/{lang}) or the offline reader itself,
 * the pages the offline copy can stand in for (public/sw.js makes the same decision).
 */
export function isReadingPath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  while (parts.length && LOCALE_SEGMENT.test(parts[0]!)) parts.shift();
  return parts.length === 0 || (parts.length === 1 && parts[0] === 'offline');
}
