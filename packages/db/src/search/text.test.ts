import { describe, expect, it } from 'vitest';
import { buildSnippet } from './highlight.js';
import { parseSearchQuery, searchDocument, toFts5Query, toTsQuery } from './text.js';

const marked = (s: { text: string; highlights: Array<{ start: number; end: number }> }) =>
  s.highlights.map((h) => s.text.slice(h.start, h.end));

/** A clause in FTS5: `stems` are the word's stem and its other readings (core queryReadings). */
const clause = (surface: string, ...stems: string[]) => clauseWith('', surface, ...stems);
const clauseWith = (star: string, surface: string, ...stems: string[]) =>
  `(surface : "${surface}"${star} OR ${(stems.length ? stems : [surface]).map((s) => `stem : "${s}"${star}`).join(' OR ')})`;

describe('search query parsing', () => {
  it('all words must match, whole words, each by surface form or stem', () => {
    const q = parseSearchQuery('الحمد لله رب العالمين');
    expect(toFts5Query(q)).toBe(
      [clause('الحمد', 'حمد'), clause('لله'), clause('رب'), clause('العالمين', 'عالمين', 'عالمينا')].join(
        ' AND ',
      ),
    );
    expect(toTsQuery(q)).toBe(
      "('الحمد':A | 'حمد':B) & ('لله':A | 'لله':B) & ('رب':A | 'رب':B) & ('العالمين':A | ('عالمين':B | 'عالمينا':B))",
    );
  });

  it('normalises Uthmani spelling, hamza and case like the indexed text', () => {
    expect(toFts5Query(parseSearchQuery('ٱلصِّرَٰطَ'))).toBe(clause('الصراط', 'صراط', 'صراطا'));
    expect(toFts5Query(parseSearchQuery('يؤمنون'))).toBe(toFts5Query(parseSearchQuery('يومنون')));
    expect(toFts5Query(parseSearchQuery('ALLĀH'))).toBe(clause('allah'));
  });

  it('a trailing * makes a prefix (from 3 letters); nothing else does', () => {
    expect(toFts5Query(parseSearchQuery('الرحم*'))).toBe(clauseWith(' *', 'الرحم', 'رحم'));
    expect(toTsQuery(parseSearchQuery('الرحم*'))).toBe("('الرحم':*A | 'رحم':*B)");
    expect(toFts5Query(parseSearchQuery('نوم'))).toBe(clause('نوم'));
    expect(parseSearchQuery('ab*').clauses[0]!.prefix).toBe(false);
  });

  it('quoted parts are phrases', () => {
    expect(toFts5Query(parseSearchQuery('"رب العالمين" الحمد'))).toBe(
      `(surface : "رب العالمين" OR stem : "رب عالمين" OR stem : "رب عالمينا") AND ${clause('الحمد', 'حمد')}`,
    );
    expect(toTsQuery(parseSearchQuery('«رب العالمين»'))).toBe(
      "(('رب':A <-> 'العالمين':A) | ('رب':B <-> ('عالمين':B | 'عالمينا':B)))",
    );
    expect(parseSearchQuery('"an unterminated phrase').clauses[0]!.tokens).toEqual([
      'an',
      'unterminated',
      'phrase',
    ]);
  });

  it('root: and lemma: are morphology terms', () => {
    const q = parseSearchQuery('root:رحم lemma:رَحْمَٰن الله');
    expect(q.roots).toEqual(['رحم']);
    expect(q.lemmas).toEqual(['رحمن']);
    expect(q.clauses.map((c) => c.tokens)).toEqual([['الله']]);
  });

  it('a word that normalises to several tokens is a phrase (al-Baqarah)', () => {
    expect(toFts5Query(parseSearchQuery('al-Baqarah'))).toBe(clause('al baqarah'));
  });

  it('FTS and tsquery syntax in the input is only text', () => {
    expect(toFts5Query(parseSearchQuery('NEAR(a b) OR c -d ^e col:f'))).toBe(
      [
        clause('near a'),
        clause('b'),
        clause('or'),
        clause('c'),
        clause('d'),
        clause('e'),
        clause('col f'),
      ].join(' AND '),
    );
    expect(toTsQuery(parseSearchQuery("'; DROP TABLE x; --"))).toBe(
      "('drop':A | 'drop':B) & ('table':A | 'table':B) & ('x':A | 'x':B)",
    );
    expect(parseSearchQuery('"" ** --').clauses).toEqual([]);
  });

  it('CJK runs become bigram phrases, in the index and in the query', () => {
    expect(searchDocument('奉至仁至慈的真主之名').surface).toBe(
      '奉至 至仁 仁至 至慈 慈的 的真 真主 主之 之名',
    );
    expect(toFts5Query(parseSearchQuery('至仁至慈'))).toBe(clause('至仁 仁至 至慈'));
    expect(toTsQuery(parseSearchQuery('真主'))).toBe("('真主':A | '真主':B)");
  });

  it('index documents: aligned surface and stem lists, footnote markers dropped, both spellings', () => {
    expect(searchDocument('Allāh,{[1]}the Entirely Merciful{[2]}.')).toEqual({
      surface: 'allah the entirely merciful',
      stem: 'allah the entirely merciful',
    });
    expect(searchDocument('وَبِٱلۡوَٰلِدَيۡنِ إِحۡسَٰنٗا', 'وبالوالدين')).toEqual({
      surface: 'وبالوالدين احسانا وبالوالدين',
      stem: 'والدين احسا والدين',
    });
  });
});

describe('snippets', () => {
  it('a verse: the whole original text, every matched word located', () => {
    const s = buildSnippet('ٱلۡحَمۡدُ لِلَّهِ رَبِّ ٱلۡعَٰلَمِينَ', parseSearchQuery('الحمد لله رب العالمين'));
    expect(s.text).toBe('ٱلۡحَمۡدُ لِلَّهِ رَبِّ ٱلۡعَٰلَمِينَ');
    expect(marked(s)).toEqual(['ٱلۡحَمۡدُ', 'لِلَّهِ', 'رَبِّ', 'ٱلۡعَٰلَمِينَ']);
  });

  it('a long text: cut around the first match, with … and punctuation left out of the marks', () => {
    const text = `${'كلام في التفسير '.repeat(400)}وقوله تعالى: {الحمد لله رب العالمين} قال ابن عباس ${'نص آخر '.repeat(300)}`;
    const s = buildSnippet(text, parseSearchQuery('"رب العالمين"'));
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text.length).toBeLessThanOrEqual(245);
    expect(marked(s)).toEqual(['رب العالمين']);
  });

  it('finds a match deep in a long vocalised text (the candidate pattern tolerates diacritics)', () => {
    const text = `${'وَقَالَ ٱلَّذِينَ كَفَرُواْ '.repeat(3000)}ٱهۡدِنَا ٱلصِّرَٰطَ ٱلۡمُسۡتَقِيمَ`;
    const s = buildSnippet(text, parseSearchQuery('الصراط'));
    expect(marked(s)).toEqual(['ٱلصِّرَٰطَ']);
  });

  it('Latin: case and accents ignored; footnote markers removed', () => {
    const s = buildSnippet(
      'In the name of Allāh,{[1]}the Entirely Merciful, the Especially Merciful.{[2]}',
      parseSearchQuery('ALLAH merci*'),
    );
    expect(s.text).toBe('In the name of Allāh, the Entirely Merciful, the Especially Merciful.');
    expect(marked(s)).toEqual(['Allāh', 'Merciful', 'Merciful']);
  });

  it('CJK: the characters themselves', () => {
    const s = buildSnippet('一切赞颂全归真主,众世界 的主,', parseSearchQuery('众世界'));
    expect(marked(s)).toEqual(['众世界']);
  });

  it('no match found in the text: its beginning, without marks', () => {
    const s = buildSnippet('نص لا يحوي الكلمة', parseSearchQuery('الصراط'));
    expect(s).toEqual({ text: 'نص لا يحوي الكلمة', highlights: [] });
  });
});
