import { describe, expect, it } from 'vitest';
import { SURAS, SURA_COUNT, getSura, isValidSura } from './suras.js';

describe('suras', () => {
  it('has 114 suras with 6236 Hafs verses', () => {
    expect(SURAS).toHaveLength(SURA_COUNT);
    expect(SURAS.reduce((n, s) => n + s.ayas, 0)).toBe(6236);
    SURAS.forEach((s, i) => expect(s.number).toBe(i + 1));
    expect(SURAS.filter((s) => s.revelation === 'medinan').length).toBeGreaterThan(20);
  });

  it('describes each sura', () => {
    expect(getSura(1)).toEqual({
      number: 1,
      nameAr: 'الفاتحة',
      nameTranslit: 'Al-Fatihah',
      nameEn: 'The Opener',
      ayas: 7,
      revelation: 'meccan',
    });
    expect(getSura(2)).toMatchObject({ nameAr: 'البقرة', ayas: 286, revelation: 'medinan' });
    expect(getSura(114)).toMatchObject({ nameAr: 'الناس', ayas: 6 });
  });

  it('validates sura numbers', () => {
    expect(isValidSura(1)).toBe(true);
    expect(isValidSura(114)).toBe(true);
    expect(isValidSura(0)).toBe(false);
    expect(isValidSura(115)).toBe(false);
    expect(isValidSura(2.5)).toBe(false);
    expect(isValidSura('2')).toBe(false);
    expect(getSura(0)).toBeUndefined();
    expect(getSura(NaN)).toBeUndefined();
  });
});
