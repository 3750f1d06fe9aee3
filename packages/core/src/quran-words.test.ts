import { describe, expect, it } from 'vitest';
import { alignCorpusWords, quranWordSpans } from './quran-words.js';
import { HAS_DATA, loadMorphologyWords, loadQuran, SKIP_REASON } from './test-support/shared-data.js';

describe('quranWordSpans', () => {
  it('splits at spaces and leaves out signs without letters, keeping offsets into the text', () => {
    const text = '۞\u00a0إِنَّ ٱللَّهَ لَا يَسۡتَحۡيِۦٓ';
    const spans = quranWordSpans(text);
    expect(spans.map((s) => s.text)).toEqual(['إِنَّ', 'ٱللَّهَ', 'لَا', 'يَسۡتَحۡيِۦٓ']);
    for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('keeps a pause mark with its word (it has no space before it)', () => {
    expect(quranWordSpans('لَا رَيۡبَۛ فِيهِۛ').map((s) => s.text)).toEqual(['لَا', 'رَيۡبَۛ', 'فِيهِۛ']);
  });
});

describe('alignCorpusWords', () => {
  it('maps word for word when the spellings agree', () => {
    expect(alignCorpusWords(['بِسۡمِ', 'ٱللَّهِ'], ['بِسْمِ', 'ٱللَّهِ'])).toEqual([[0], [1]]);
  });

  it('gives one verse word the two corpus words it spells (15:7 لَّوۡمَا = لَوْ مَا)', () => {
    expect(alignCorpusWords(['لَّوۡمَا', 'تَأۡتِينَا'], ['لَّوْ', 'مَا', 'تَأْتِينَا'])).toEqual([[0, 1], [2]]);
  });

  it('gives two verse words the one corpus word they spell together, and the next words their own', () => {
    // 2:181 فَمَنۢ بَدَّلَهُۥ بَعۡدَ مَا سَمِعَهُۥ (KFGQPC) — corpus بَعْدَمَا
    expect(
      alignCorpusWords(['فَمَنۢ', 'بَدَّلَهُۥ', 'بَعۡدَ', 'مَا', 'سَمِعَهُۥ'], ['فَمَنۢ', 'بَدَّلَهُۥ', 'بَعْدَمَا', 'سَمِعَهُۥ']),
    ).toEqual([[0], [1], [2], [2], [3]]);
  });

  it('gives verse words past the end of the corpus words none', () => {
    expect(alignCorpusWords(['لَا', 'رَيۡبَ'], ['لَا'])).toEqual([[0], []]);
  });

  it.skipIf(!HAS_DATA)(`every word of the 6236 Hafs verses finds its corpus word (${SKIP_REASON})`, () => {
    const corpus = loadMorphologyWords();
    const shifted: string[] = [];
    let verses = 0;
    for (const v of loadQuran('hafs')) {
      const words = quranWordSpans(v.text).map((s) => s.text);
      const corpusWords = corpus.get(`${v.sura}:${v.aya}`) ?? [];
      const map = alignCorpusWords(words, corpusWords);
      // every verse word has a corpus word, in order, and every corpus word belongs to a verse word
      expect(
        map.filter((m) => m.length === 0),
        `${v.sura}:${v.aya}`,
      ).toEqual([]);
      const flat = map.flat();
      expect(new Set(flat).size, `${v.sura}:${v.aya}`).toBe(corpusWords.length);
      for (let k = 1; k < flat.length; k++) expect(flat[k]).toBeGreaterThanOrEqual(flat[k - 1]!);
      if (words.length !== corpusWords.length) shifted.push(`${v.sura}:${v.aya}`);
      verses++;
    }
    expect(verses).toBe(6236);
    // the seven verses where the corpus and KFGQPC split words differently (data README)
    expect(shifted).toEqual(['2:181', '8:6', '13:37', '15:7', '27:20', '36:22', '37:130']);
  });
});
