import { describe, expect, it } from 'vitest';
import { SURAS } from '@tafsir/core';
import { suraFilterKey, suraMatches } from './sura-filter';

/** The suras the filter keeps for this typing, by number (names as the catalogue gives them). */
const kept = (typed: string, meaning: (n: number) => string | null = () => null) =>
  SURAS.filter((s) =>
    suraMatches(typed, s.number, suraFilterKey(s.nameAr, s.nameTranslit, meaning(s.number))),
  ).map((s) => s.number);

describe('the sura filter', () => {
  it('finds a sura by its Arabic name typed plainly, with ه for ة or in Persian letters', () => {
    expect(kept('البقرة')).toEqual([2]);
    expect(kept('البقره')).toEqual([2]);
    expect(kept('بقره')).toEqual([2]);
    expect(kept('يس')).toContain(36);
    expect(kept('الکهف')).toEqual([18]);
  });

  it('finds a sura by its number in any of the three digit sets', () => {
    for (const typed of ['2', '٢', '۲', ' 2 ']) expect(kept(typed), typed).toEqual([2]);
    expect(kept('١١٤')).toEqual([114]);
    expect(kept('115')).toEqual([]);
  });

  it('finds a transliteration without its separators or accents, and the meaning in the page language', () => {
    expect(kept('yasin')).toContain(36);
    expect(kept('Ya-Sin')).toContain(36);
    expect(kept('al-baqara')).toContain(2);
    expect(kept('vache', (n) => (n === 2 ? 'La Vache' : null))).toEqual([2]);
  });

  it('keeps every sura for empty typing, none for a word no name holds', () => {
    expect(kept('')).toHaveLength(114);
    expect(kept('   ')).toHaveLength(114);
    expect(kept('zzzz')).toEqual([]);
  });
});
