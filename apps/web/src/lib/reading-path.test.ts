import { describe, expect, it } from 'vitest';
import {
  NO_BOOKS,
  readingParams,
  readingPath,
  readingQueryFromParams,
  readingQueryFromSearch,
} from './reading-path';

const search = (s: string) => readingQueryFromSearch(new URLSearchParams(s));

describe('the reading view’s cacheable path', () => {
  it('maps every spelling of one reading state onto one path', () => {
    const paths = [
      'sura=2&aya=255&books=7,3',
      'aya=255&sura=2&books=3&books=7',
      'sura=2&aya=255&books[]=7&books[]=3&books[]=3',
      'sura=2&aya=255&book_ids=3,7&rewaya_id=10',
    ].map((s) => readingPath('ar', search(s)!));
    expect(new Set(paths)).toEqual(new Set(['/ar/read/10/2-255/3,7']));
  });

  it('keeps the spec defaults and the riwaya', () => {
    expect(readingPath('en', search('sura=3')!)).toBe('/en/read/10/3-1/-');
    expect(readingPath('en', search('rewaya_id=20&sura=2&aya=5')!)).toBe('/en/read/20/2-5/-');
  });

  it('reads a mushaf page as a page (its verse is resolved when the page renders)', () => {
    expect(readingParams(search('page=42&books=1')!)).toEqual({ rewaya_id: '10', place: 'p42', books: '1' });
  });

  it('refuses what the API refuses', () => {
    for (const bad of [
      'sura=0',
      'sura=115',
      'sura=1&aya=8',
      'rewaya_id=12',
      'page=605',
      'books=x',
      'sura=2x',
    ])
      expect(search(bad), bad).toBeNull();
  });

  it('reads a comma of the path however it was written', () => {
    expect(readingQueryFromParams({ rewaya_id: '10', place: '2-255', books: '3%2C7' })?.books).toEqual([
      3, 7,
    ]);
  });

  it('reads its own paths back, and only their one spelling', () => {
    for (const s of ['sura=2&aya=255&books=3,7', 'page=42', 'rewaya_id=21&sura=114&aya=6']) {
      const q = search(s)!;
      expect(readingQueryFromParams(readingParams(q))).toEqual(q);
    }
    for (const p of [
      { rewaya_id: '10', place: '02-255', books: NO_BOOKS },
      { rewaya_id: '010', place: '2-255', books: NO_BOOKS },
      { rewaya_id: '10', place: '2-255', books: '7,3' },
      { rewaya_id: '10', place: '2-255', books: '3,3' },
      { rewaya_id: '10', place: '2-300', books: NO_BOOKS },
      { rewaya_id: '10', place: 'x', books: NO_BOOKS },
      { rewaya_id: '10', place: '2-255', books: '' },
    ])
      expect(readingQueryFromParams(p), JSON.stringify(p)).toBeNull();
  });
});
