import type { VerseWord } from '@tafsir/client';
import { describe, expect, it } from 'vitest';
import { searchHref, studyWords, wordSearches } from './word-study';

// 1:1 and 15:7 as GET /api/v1/words answers them (corpus spellings, Tanzil encoding; roots and lemmas
// from the Quranic Arabic Corpus rows of the shared data).
const word = (n: number, text: string, root: string | null, lemma: string | null): VerseWord => ({
  word: n,
  text,
  root,
  lemma,
  lemma_id: null,
  segments: [],
  root_search: root ? `root:${root}` : null,
});
const BASMALA = [
  word(1, 'بِسْمِ', 'سمو', 'ٱسْم'),
  word(2, 'ٱللَّهِ', 'اله', 'ٱللَّه'),
  word(3, 'ٱلرَّحْمَٰنِ', 'رحم', 'رَّحْمَٰن'),
  word(4, 'ٱلرَّحِيمِ', 'رحم', 'رَّحِيم'),
];

describe('studyWords', () => {
  it('gives each written word of the KFGQPC text its corpus word', () => {
    const studied = studyWords('بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ', BASMALA);
    expect(studied.map((s) => s.span.text)).toEqual(['بِسۡمِ', 'ٱللَّهِ', 'ٱلرَّحۡمَٰنِ', 'ٱلرَّحِيمِ']);
    expect(studied.map((s) => s.analyses.map((a) => a.word))).toEqual([[1], [2], [3], [4]]);
  });

  it('leaves the ۞ sign out and gives a word the corpus splits in two both analyses', () => {
    const words = [word(1, 'لَّوْ', null, 'لَوْ'), word(2, 'مَا', null, 'مَا'), word(3, 'تَأْتِينَا', 'أتي', 'أَتَى')];
    const studied = studyWords('۞\u00a0لَّوۡمَا تَأۡتِينَا', words);
    expect(studied.map((s) => s.span.text)).toEqual(['لَّوۡمَا', 'تَأۡتِينَا']);
    expect(studied.map((s) => s.analyses.map((a) => a.word))).toEqual([[1, 2], [3]]);
  });
});

describe('the searches of a word', () => {
  it('searches its root with the API keyword, and its lemma', () => {
    expect(wordSearches(BASMALA[2]!)).toEqual({
      root: `/search?keyword=${encodeURIComponent('root:رحم')}`,
      lemma: `/search?keyword=${encodeURIComponent('lemma:رَّحْمَٰن')}`,
    });
  });

  it('offers no root search for a word without a root', () => {
    expect(wordSearches(word(1, 'مِن', null, 'مِن')).root).toBeNull();
  });

  it('builds the URL the search page reads back', () => {
    const url = new URL(searchHref('root:رحم'), 'http://x');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('keyword')).toBe('root:رحم');
  });
});
