import { describe, expect, it } from 'vitest';
import { parseReadingQuery } from './query.js';
import { parseIdList, parseIntParam } from './query-params.js';

describe('parseIntParam', () => {
  const opts = { name: 'page', min: 1, max: 604 };

  it('reads integers in range', () => {
    expect(parseIntParam('42', opts)).toEqual({ ok: true, value: 42 });
    expect(parseIntParam(' 42 ', opts)).toEqual({ ok: true, value: 42 });
    expect(parseIntParam(42, opts)).toEqual({ ok: true, value: 42 });
    expect(parseIntParam(['7'], opts)).toEqual({ ok: true, value: 7 });
    expect(parseIntParam('٤٢', opts)).toEqual({ ok: true, value: 42 });
  });

  it('applies the default or requires a value', () => {
    expect(parseIntParam(undefined, { ...opts, default: 1 })).toEqual({ ok: true, value: 1 });
    expect(parseIntParam('', { ...opts, default: 1 })).toEqual({ ok: true, value: 1 });
    expect(parseIntParam(null, opts)).toEqual({ ok: false, param: 'page', message: 'page is required' });
  });

  it('rejects everything else, naming the parameter', () => {
    for (const bad of ['0', '605', '-1', '1.5', 'abc', '1e2', '0x10', '12abc', 1.5, NaN]) {
      const r = parseIntParam(bad, opts);
      expect(r.ok, String(bad)).toBe(false);
      if (!r.ok) {
        expect(r.param).toBe('page');
        expect(r.message).toMatch(/^page must be an integer from 1 to 604/);
      }
    }
    expect(parseIntParam(['1', '2'], opts)).toEqual({
      ok: false,
      param: 'page',
      message: 'page must be a single value',
    });
  });
});

describe('parseIdList', () => {
  const opts = { name: 'books' };

  it('accepts one id, comma lists and repeated keys', () => {
    expect(parseIdList('3', opts)).toEqual({ ok: true, value: [3] });
    expect(parseIdList(3, opts)).toEqual({ ok: true, value: [3] });
    expect(parseIdList('3,7,12', opts)).toEqual({ ok: true, value: [3, 7, 12] });
    expect(parseIdList(['3', '7'], opts)).toEqual({ ok: true, value: [3, 7] });
    expect(parseIdList(['3,7', '12'], opts)).toEqual({ ok: true, value: [3, 7, 12] });
    expect(parseIdList(' 3 , 7 ,', opts)).toEqual({ ok: true, value: [3, 7] });
    expect(parseIdList('٣,٧', opts)).toEqual({ ok: true, value: [3, 7] });
    expect(parseIdList(undefined, opts)).toEqual({ ok: true, value: [] });
    expect(parseIdList('', opts)).toEqual({ ok: true, value: [] });
  });

  it('removes duplicates, keeping the first order', () => {
    expect(parseIdList('7,3,7,12,3', opts)).toEqual({ ok: true, value: [7, 3, 12] });
  });

  it('rejects non-numeric, negative, zero and too many ids', () => {
    expect(parseIdList('3,x', opts)).toEqual({
      ok: false,
      param: 'books',
      message: 'books must be a comma-separated list of positive integer ids; "x" is not one',
    });
    for (const bad of ['-3', '0', '1.5', '3;4', '99999999999'])
      expect(parseIdList(bad, opts).ok, bad).toBe(false);
    // every book of the full catalogue (128) can be chosen at once
    const catalogue = Array.from({ length: 128 }, (_, i) => i + 1);
    expect(parseIdList(catalogue.join(','), opts)).toEqual({ ok: true, value: catalogue });
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect(parseIdList(many, opts)).toEqual({
      ok: false,
      param: 'books',
      message: 'books may list at most 1000 ids, got 1001',
    });
    expect(parseIdList('1,2,3', { name: 'book_ids', max: 2 }).ok).toBe(false);
    expect(parseIdList('1,1,1,2', { name: 'book_ids', max: 2 })).toEqual({ ok: true, value: [1, 2] });
  });
});

describe('parseReadingQuery', () => {
  it('applies the spec defaults', () => {
    expect(parseReadingQuery({})).toEqual({
      ok: true,
      value: { riwayaId: 10, sura: 1, aya: 1, page: 1, pageGiven: false, bookIds: [] },
    });
  });

  it('reads a full query', () => {
    expect(parseReadingQuery({ sura: '2', aya: '255', books: '3,7,12', rewaya_id: '10' })).toEqual({
      ok: true,
      value: { riwayaId: 10, sura: 2, aya: 255, page: 42, pageGiven: false, bookIds: [3, 7, 12] },
    });
    expect(parseReadingQuery({ sura: '18', 'books[]': ['3', '7'] })).toMatchObject({
      ok: true,
      value: { sura: 18, aya: 1, page: 293, bookIds: [3, 7] },
    });
    expect(parseReadingQuery({ book_ids: '5' })).toMatchObject({ ok: true, value: { bookIds: [5] } });
  });

  it('starts at the first verse of a requested page', () => {
    expect(parseReadingQuery({ page: '42' })).toEqual({
      ok: true,
      value: { riwayaId: 10, sura: 2, aya: 253, page: 42, pageGiven: true, bookIds: [] },
    });
    expect(parseReadingQuery({ page_number: '604' })).toMatchObject({
      ok: true,
      value: { sura: 112, aya: 1, page: 604 },
    });
    expect(parseReadingQuery({ page: '3', sura: '2', aya: '10' })).toMatchObject({
      ok: true,
      value: { sura: 2, aya: 10, page: 3, pageGiven: true },
    });
  });

  it('validates the aya against the chosen riwaya', () => {
    expect(parseReadingQuery({ sura: '2', aya: '286' }).ok).toBe(true);
    const warsh = parseReadingQuery({ sura: '2', aya: '286', rewaya_id: '20' });
    expect(warsh).toEqual({
      ok: false,
      param: 'aya',
      message: 'aya must be an integer from 1 to 285, got "286" (sura 2 has 285 verses in this riwaya)',
    });
    expect(parseReadingQuery({ sura: '2', aya: '285', rewaya_id: '20' })).toMatchObject({
      ok: true,
      value: { riwayaId: 20, sura: 2, aya: 285 },
    });
  });

  it('names the offending parameter', () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ sura: '115' }, 'sura'],
      [{ sura: 'x' }, 'sura'],
      [{ sura: '1', aya: '8' }, 'aya'],
      [{ rewaya_id: '12' }, 'rewaya_id'],
      [{ rewaya_id: '9' }, 'rewaya_id'],
      [{ page: '605' }, 'page'],
      [{ page_number: '0' }, 'page_number'],
      [{ books: '1,a' }, 'books'],
      [{ 'books[]': ['1', '-2'] }, 'books[]'],
    ];
    for (const [input, param] of cases) {
      const r = parseReadingQuery(input);
      expect(r.ok, JSON.stringify(input)).toBe(false);
      if (!r.ok) {
        expect(r.param).toBe(param);
        expect(r.message).toContain(param);
      }
    }
  });
});
