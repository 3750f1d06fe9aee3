import { describe, expect, it } from 'vitest';
import { bibtex, chicago } from './cite';
import { completeness, idList } from './format';
import { highlightPieces } from './highlight';
import { checkContact } from './contact';
import { searchQuery, toggleFilter, toggleId, toggleVerseText } from './search-url';
import { parseAyaId } from './verse-route';

describe('highlightPieces', () => {
  it('wraps the ranges and keeps the rest as text', () => {
    expect(highlightPieces('have mercy on me', [{ start: 5, end: 10 }])).toEqual([
      { text: 'have ', mark: false },
      { text: 'mercy', mark: true },
      { text: ' on me', mark: false },
    ]);
  });
  it('never turns text into markup: HTML stays a string', () => {
    const pieces = highlightPieces('<b>x</b> mercy', [{ start: 9, end: 14 }]);
    expect(pieces[0]).toEqual({ text: '<b>x</b> ', mark: false });
    expect(pieces[1]).toEqual({ text: 'mercy', mark: true });
  });
  it('clamps, sorts and merges bad ranges', () => {
    expect(
      highlightPieces('abcdef', [
        { start: 4, end: 99 },
        { start: -3, end: 1 },
        { start: 0, end: 2 },
        { start: 3, end: 3 },
      ]),
    ).toEqual([
      { text: 'ab', mark: true },
      { text: 'cd', mark: false },
      { text: 'ef', mark: true },
    ]);
  });
  it('handles no ranges and empty text', () => {
    expect(highlightPieces('abc', [])).toEqual([{ text: 'abc', mark: false }]);
    expect(highlightPieces('', [])).toEqual([{ text: '', mark: false }]);
  });
});

describe('citations', () => {
  const c = {
    author: 'Ibn Kathir',
    book: 'Tafsir al-Quran al-Azim',
    sura: 2,
    aya: 255,
    url: 'https://example.org/en/browse-aya/2:255#c-6',
    accessed: new Date('2026-11-22T00:00:00Z'),
    deathHijri: 774,
    site: 'Tafsir Compendium',
  };
  it('Chicago names author, book, verse, URL and access date', () => {
    expect(chicago(c)).toBe(
      'Ibn Kathir (d. 774 AH). “Tafsir al-Quran al-Azim,” on Qur’an 2:255. Tafsir Compendium. Accessed November 22, 2026. https://example.org/en/browse-aya/2:255#c-6.',
    );
  });
  it('BibTeX escapes braces and gives urldate', () => {
    const b = bibtex({ ...c, book: 'A {b}', ayaTo: 257 }, 'tafsir6_2_255');
    expect(b).toContain('@misc{tafsir6_2_255,');
    expect(b).toContain("title = {A \\{b\\}, on Qur'an 2:255--257}");
    expect(b).toContain('urldate = {2026-11-22}');
    expect(b).toContain('url = {https://example.org/en/browse-aya/2:255#c-6}');
  });
});

describe('helpers', () => {
  it('completeness = verses_covered / 6236', () => {
    expect(completeness(6236)).toBe(100);
    expect(completeness(888)).toBe(14.2);
    expect(completeness(0)).toBe(0);
  });
  it('idList accepts repeated and comma-joined ids and drops junk', () => {
    expect(idList(['1,2', '2', 'x', '-3', '17'], 16)).toEqual([1, 2]);
    expect(idList(undefined)).toEqual([]);
  });
  it('parseAyaId validates the verse', () => {
    expect(parseAyaId('2:255')).toEqual({ sura: 2, aya: 255 });
    expect(parseAyaId('2%3A255')).toEqual({ sura: 2, aya: 255 });
    expect(parseAyaId('2-255')).toEqual({ sura: 2, aya: 255 });
    expect(parseAyaId('٢:٢٥٥')).toEqual({ sura: 2, aya: 255 });
    expect(parseAyaId('2:287')).toBeNull();
    expect(parseAyaId('115:1')).toBeNull();
    expect(parseAyaId('abc')).toBeNull();
    expect(parseAyaId('%E0%A4%A')).toBeNull();
  });
  it('contact form: every field required, email checked', () => {
    expect(checkContact({ name: 'a', email: 'a@b.co', subject: 's', message: 'm' })).toBeNull();
    expect(checkContact({ name: ' ', email: 'nope', subject: 's', message: '' })).toEqual([
      'name',
      'message',
      'email',
    ]);
  });
});

describe('search state (spec §4)', () => {
  it('choosing the selected filter clears it', () => {
    expect(toggleFilter('aya', 'aya')).toBe('');
    expect(toggleFilter('', 'aya')).toBe('aya');
  });
  it('the verse-text checkbox toggles the verses in and out', () => {
    expect(toggleVerseText('')).toBe('enterpretation');
    expect(toggleVerseText('enterpretation')).toBe('');
  });
  it('categories toggle membership', () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 3)).toEqual([1, 3]);
  });
  it('builds the URL with comma-joined ids', () => {
    expect(
      searchQuery({ keyword: ' mercy ', filter: 'aya', categories: [3, 1], centuries: [4], page: 2 }),
    ).toBe('?keyword=mercy&filter=aya&categories=1%2C3&century_categories=4&page=2');
    expect(searchQuery({ keyword: '', filter: '', categories: [], centuries: [] })).toBe('');
  });
});
