import { describe, expect, it } from 'vitest';
import { parseReadingQuery } from '@tafsir/core';
import { readingSearch } from './reading-query';

describe('reading query', () => {
  it('core parser: defaults sura 1, aya 1, rewaya 10', () => {
    const r = parseReadingQuery({});
    expect(r.ok && r.value).toMatchObject({ sura: 1, aya: 1, riwayaId: 10, pageGiven: false, bookIds: [] });
    expect(parseReadingQuery({ sura: '115' }).ok).toBe(false);
    expect(parseReadingQuery({ sura: '1', aya: '8' }).ok).toBe(false);
  });
  it('builds shareable links', () => {
    expect(readingSearch({ sura: 2, aya: 255, rewayaId: 10, books: [3, 7] })).toBe(
      'sura=2&aya=255&books=3,7',
    );
    expect(readingSearch({ sura: 2, aya: 255, rewayaId: 20, books: [] })).toBe('sura=2&aya=255&rewaya_id=20');
  });
});
