import { describe, expect, it } from 'vitest';
import { compareVerses, formatVerseKey, formatVerseRange } from './verse-key.js';
import { isValidVerse, parseVerseKey, parseVerseRange } from './verse-parse.js';

describe('parseVerseKey', () => {
  it('parses valid keys', () => {
    expect(parseVerseKey('2:255')).toEqual({ ok: true, value: { sura: 2, aya: 255 } });
    expect(parseVerseKey(' 114 : 6 ')).toEqual({ ok: true, value: { sura: 114, aya: 6 } });
    expect(parseVerseKey('٢:٢٥٥')).toEqual({ ok: true, value: { sura: 2, aya: 255 } });
    expect(parseVerseKey('1:7')).toEqual({ ok: true, value: { sura: 1, aya: 7 } });
  });

  it('reports malformed keys', () => {
    for (const bad of ['', '2', '2:', ':5', '2-255', 'a:b', '2:255:1', '-2:5', '2.5:1', '1234:1']) {
      const r = parseVerseKey(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/not a verse key/);
    }
    expect(parseVerseKey(42 as unknown as string)).toEqual({
      ok: false,
      error: 'verse key must be a string like "2:255"',
    });
  });

  it('checks the verse exists', () => {
    expect(parseVerseKey('115:1')).toEqual({ ok: false, error: 'sura 115 is out of range 1–114' });
    expect(parseVerseKey('0:1').ok).toBe(false);
    expect(parseVerseKey('2:287')).toEqual({
      ok: false,
      error: 'aya 287 is out of range: sura 2 has 286 verses',
    });
    expect(parseVerseKey('1:0').ok).toBe(false);
  });

  it("validates against the riwaya's own count", () => {
    expect(parseVerseKey('2:286', 20)).toEqual({
      ok: false,
      error: 'aya 286 is out of range: sura 2 has 285 verses',
    });
    expect(parseVerseKey('2:285', 20).ok).toBe(true);
    expect(parseVerseKey('2:1', 99)).toEqual({ ok: false, error: 'unknown riwaya id 99' });
  });
});

describe('parseVerseRange', () => {
  it('parses ranges and single verses', () => {
    expect(parseVerseRange('2:1-5')).toEqual({ ok: true, value: { sura: 2, ayaFrom: 1, ayaTo: 5 } });
    expect(parseVerseRange('2:1–5')).toEqual({ ok: true, value: { sura: 2, ayaFrom: 1, ayaTo: 5 } });
    expect(parseVerseRange('2:5')).toEqual({ ok: true, value: { sura: 2, ayaFrom: 5, ayaTo: 5 } });
    expect(parseVerseRange('112:1 - 4')).toEqual({ ok: true, value: { sura: 112, ayaFrom: 1, ayaTo: 4 } });
  });

  it('rejects bad ranges', () => {
    expect(parseVerseRange('2:5-1')).toEqual({ ok: false, error: 'range "2:5-1" ends before it starts' });
    expect(parseVerseRange('1:1-8')).toEqual({
      ok: false,
      error: 'aya 8 is out of range: sura 1 has 7 verses',
    });
    expect(parseVerseRange('2:1-').ok).toBe(false);
    expect(parseVerseRange('2:1-5-6').ok).toBe(false);
    expect(parseVerseRange(undefined as unknown as string).ok).toBe(false);
  });
});

describe('formatting and checks', () => {
  it('formats keys and ranges', () => {
    expect(formatVerseKey({ sura: 2, aya: 255 })).toBe('2:255');
    expect(formatVerseKey(18, 75)).toBe('18:75');
    expect(formatVerseRange({ sura: 2, ayaFrom: 1, ayaTo: 5 })).toBe('2:1-5');
    expect(formatVerseRange({ sura: 2, ayaFrom: 5, ayaTo: 5 })).toBe('2:5');
    const r = parseVerseRange(formatVerseRange({ sura: 3, ayaFrom: 7, ayaTo: 9 }));
    expect(r).toEqual({ ok: true, value: { sura: 3, ayaFrom: 7, ayaTo: 9 } });
  });

  it('validates verses', () => {
    expect(isValidVerse(2, 255)).toBe(true);
    expect(isValidVerse(2, 286)).toBe(true);
    expect(isValidVerse(2, 286, 20)).toBe(false);
    expect(isValidVerse(1, 7, 30)).toBe(true);
    expect(isValidVerse(1, 8)).toBe(false);
    expect(isValidVerse(0, 1)).toBe(false);
    expect(isValidVerse(1, 1.5)).toBe(false);
    expect(isValidVerse(1, 1, 12)).toBe(false);
  });

  it('orders verses', () => {
    const list = [
      { sura: 2, aya: 10 },
      { sura: 1, aya: 7 },
      { sura: 2, aya: 2 },
    ];
    expect([...list].sort(compareVerses).map((v) => formatVerseKey(v))).toEqual(['1:7', '2:2', '2:10']);
  });
});
