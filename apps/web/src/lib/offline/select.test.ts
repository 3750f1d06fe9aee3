import { describe, expect, it } from 'vitest';
import type { OfflineBook } from '@tafsir/client';
import {
  bookInfoFromOffline,
  isReadingPath,
  locateVerse,
  offlineCommentaries,
  offlineHref,
  offlineQuery,
} from './select';
import { formatSize, percentOf } from './kept';
import type { VerseInfo } from '../reading-types';

const v = (sura: number, aya: number, page: number): VerseInfo => ({
  sura,
  aya,
  text: `${sura}:${aya}`,
  page,
  juz: 1,
  hizb: 1,
});
const QURAN: VerseInfo[] = [
  v(1, 1, 1),
  v(1, 2, 1),
  v(2, 1, 2),
  v(2, 2, 2),
  v(2, 3, 2),
  v(2, 4, 3),
  v(2, 5, 3),
];

function book(id: number, entries: OfflineBook['entries'], deathCe: number | null = 900): OfflineBook {
  return {
    format: 'tafsir-compendium-book',
    format_version: 1,
    book: {
      id,
      slug: `b${id}`,
      type: 'tafsir',
      language: 'ar',
      direction: 'rtl',
      title: `Book ${id}`,
      title_ar: null,
      author_id: null,
      author_name: `Author ${id}`,
      author_name_ar: null,
      author_death_hijri: 300 + id,
      author_death_ce: deathCe,
      category: null,
      attribution: null,
      rights: null,
      content_version: 'v1',
      entry_count: entries.length,
      verses_covered: 0,
      imported_at: '2026-01-01',
    },
    entries,
  };
}
const entry = (id: number, sura: number, from: number, to: number, text = `e${id}`) => ({
  id,
  sura,
  aya_from: from,
  aya_to: to,
  text,
  footnotes: [],
});

describe('offlineQuery', () => {
  it('reads the reading page query with the page parser (defaults 1:1, Hafs)', () => {
    expect(offlineQuery('')).toEqual({ sura: 1, aya: 1, rewayaId: 10, page: null, books: [] });
    expect(offlineQuery('?sura=2&aya=255&books=3,7')).toMatchObject({ sura: 2, aya: 255, books: [3, 7] });
    expect(offlineQuery('books[]=3&books[]=7&page=5')).toMatchObject({ page: 5, books: [3, 7] });
  });
  it('rejects what the page rejects', () => {
    expect(offlineQuery('sura=115')).toBeNull();
    expect(offlineQuery('sura=1&aya=8')).toBeNull();
  });
});

describe('locateVerse', () => {
  it('finds the verse and the verses of its mushaf page', () => {
    const p = locateVerse(QURAN, { sura: 2, aya: 2, rewayaId: 10, page: null, books: [] });
    expect(p).toMatchObject({ sura: 2, aya: 2, page: 2, pageCount: 3 });
    expect(p?.verses.map((x) => x.aya)).toEqual([1, 2, 3]);
  });
  it('starts a page number at its first verse', () => {
    expect(locateVerse(QURAN, { sura: 1, aya: 1, rewayaId: 10, page: 3, books: [] })).toMatchObject({
      sura: 2,
      aya: 4,
    });
  });
  it('answers null for a verse the kept text lacks', () => {
    expect(locateVerse(QURAN, { sura: 3, aya: 1, rewayaId: 10, page: null, books: [] })).toBeNull();
  });
});

describe('offlineCommentaries', () => {
  const kept = new Map([
    [5, book(5, [entry(1, 2, 1, 1), entry(2, 2, 2, 4, 'passage 2-4'), entry(3, 2, 4, 5, 'overlap 4-5')])],
    [6, book(6, [entry(4, 1, 1, 7)])],
  ]);
  it('finds a passage covering several verses from each verse it covers', () => {
    for (const aya of [2, 3, 4]) {
      const { commentaries } = offlineCommentaries([5], kept, 2, aya);
      expect(commentaries[0]!.entries.map((e) => e.text)).toContain('passage 2-4');
    }
    expect(offlineCommentaries([5], kept, 2, 5).commentaries[0]!.entries.map((e) => e.text)).toEqual([
      'overlap 4-5',
    ]);
  });
  it('keeps overlapping passages of one verse, and never one of another sura', () => {
    const { commentaries } = offlineCommentaries([5, 6], kept, 2, 4);
    expect(commentaries[0]!.entries.map((e) => e.text)).toEqual(['passage 2-4', 'overlap 4-5']);
    expect(commentaries[1]!.entries).toEqual([]); // book 6 speaks of sura 1 only: the placeholder
  });
  it('lists chosen books that are not kept', () => {
    expect(offlineCommentaries([9, 5, 8], kept, 2, 1).notKept).toEqual([9, 8]);
  });
});

describe('bookInfoFromOffline', () => {
  it('maps types and drops a death year of 2000 CE or later (spec §3)', () => {
    expect(bookInfoFromOffline(book(1, []).book)).toMatchObject({ type: 'enterpretation', deathHijri: 301 });
    expect(bookInfoFromOffline(book(1, [], 2010).book).deathHijri).toBeNull();
    expect(bookInfoFromOffline({ ...book(1, []).book, type: 'translation' }).type).toBe('translation');
  });
});

describe('helpers', () => {
  it('isReadingPath: the reading page and its variants only', () => {
    expect(isReadingPath('/en')).toBe(true);
    expect(isReadingPath('/ar/en')).toBe(true);
    expect(isReadingPath('/')).toBe(true);
    expect(isReadingPath('/fr/offline')).toBe(true);
    expect(isReadingPath('/en/author')).toBe(false);
    expect(isReadingPath('/ar/en/developer')).toBe(false);
  });
  it('offlineHref builds reading-page URLs', () => {
    expect(offlineHref('en', { sura: 2, aya: 5 }, [3, 7])).toBe('/en?sura=2&aya=5&books=3,7');
    expect(offlineHref('ar', { page: 4 }, [])).toBe('/ar?page=4');
  });
  it('percentOf clamps and handles unknown totals', () => {
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(300, 200)).toBe(100);
    expect(percentOf(10, undefined)).toBe(0);
  });
  it('formatSize uses kilobytes then megabytes', () => {
    expect(formatSize(2048, 'en')).toBe('2 kB');
    expect(formatSize(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
  });
});
