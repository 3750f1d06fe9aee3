import { describe, expect, it } from 'vitest';
import { pageRequestWellFormed, pastLastPage } from './page-shape';

/** Every one of `urls` is (or is not) well formed. */
function expectWellFormed(urls: readonly string[], expected: boolean): void {
  for (const url of urls) {
    const u = new URL(url, 'http://localhost');
    expect(pageRequestWellFormed(u.pathname, u.searchParams), url).toBe(expected);
  }
}

describe('pageRequestWellFormed', () => {
  it('accepts what the pages render, in every spelling they accept', () => {
    expectWellFormed(
      [
        '/en/browse-aya',
        '/en/browse-aya/2:255',
        '/en/browse-aya/2-255',
        '/en/browse-aya/%D9%A2:%D9%A2%D9%A5%D9%A5', // Arabic-Indic digits
        '/en/browse-aya?sura=2&aya=255',
        '/en/browse-aya?sura=2', // the first verse
        '/en/browse-sura',
        '/en/browse-sura/114',
        '/ar/browse-sura/%D9%A2', // ٢, as the Arabic pages write it
        '/fa/browse-sura/%DB%B2', // ۲
        '/en/read/10/2-255/1,2',
        '/en/read/10/2-255/1%2C2',
        '/en/read/10/p1/-',
        '/en/read/10/2-255/1/choose',
        '/en/read/10/2-255/-/divisions',
        '/en/search',
        '/en/search?keyword=%D8%A7%D9%84%D9%84%D9%87&page=2',
        '/en/author',
        '/en/author?page=3',
        '/en/author/5',
        '/en/book/5',
        '/en/note?book_id=1&sura=2&aya=255',
        '/en/note?book_id=1&sura=2&aya=255&rewaya_id=10',
      ],
      true,
    );
  });

  it('leaves to the page what only the data can tell, and to Next the paths of no page', () => {
    expectWellFormed(
      [
        '/en/author/999999',
        '/en/book/999999',
        '/en/read/10/2-255/999999',
        '/en/read/10/2-255/1/other',
        '/en/no-such-page',
        '/en/about',
        '/en/browse-aya//2:255',
      ],
      true,
    );
  });

  it('refuses what the page would answer with a 404 whatever the data', () => {
    expectWellFormed(
      [
        '/en/browse-aya/2:999', // sura 2 has 286 verses
        '/en/browse-aya/115:1',
        '/en/browse-aya/2/255',
        '/en/browse-aya/abc',
        '/en/browse-aya?sura=2&aya=999',
        '/en/browse-aya?sura=abc',
        '/en/browse-sura/115',
        '/en/browse-sura/0',
        '/en/browse-sura/2/3',
        '/en/read/10/2-999/1',
        '/en/read/10/2-255/x',
        '/en/read/10/zzz/1',
        '/en/read/10/2-255/7,1', // book ids in their one spelling: ascending
        '/en/read/10/p1/-/choose', // the picker is for a verse, not a mushaf page
        '/en/search?keyword=x&page=0',
        '/en/search?page=-1',
        '/en/author?page=0',
        '/en/author/abc',
        '/en/author/%31',
        '/en/book/0',
        '/en/note?book_id=1',
        '/en/note?book_id=x&sura=2&aya=255',
      ],
      false,
    );
  });
});

describe('pastLastPage', () => {
  it('is a page past the last one of a list; an empty list still has its first page', () => {
    expect(pastLastPage(9, 9)).toBe(false);
    expect(pastLastPage(10, 9)).toBe(true);
    expect(pastLastPage(1, 1)).toBe(false);
    expect(pastLastPage(1, 0)).toBe(false);
    expect(pastLastPage(2, 0)).toBe(true);
  });
});
