import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadFlatMessages } from '@/i18n/message-files.test-support';
import { LOCALE_CODES } from '@tafsir/core';

const load = (code: string) => loadFlatMessages('pages', code);

const ar = load('ar');
const en = load('en');
/** Same as English on purpose: format names and the spec's own English wording. */
const SAME_OK = new Set(['books.file_pdf', 'downloads.file_pdf', 'compare.title', 'books.pct']);

describe('page messages (messages/pages/*.json)', () => {
  for (const code of LOCALE_CODES) {
    describe(code, () => {
      const own = load(code);
      it('has exactly the keys of ar', () => {
        expect([...own.keys()].sort()).toEqual([...ar.keys()].sort());
      });
      it('has no empty message and every message parses as ICU', () => {
        for (const [key, value] of own) {
          expect(value.trim(), key).not.toBe('');
          expect(() => new IntlMessageFormat(value, code), key).not.toThrow();
        }
      });
      it('uses the same placeholders as ar', () => {
        const names = (s: string) => [...s.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
        for (const [key, value] of own) {
          expect(new Set(names(value)), key).toEqual(new Set(names(ar.get(key) ?? '')));
        }
      });
      if (code !== 'en') {
        it('is translated (not a copy of English)', () => {
          const same = [...own].filter(([k, v]) => v === en.get(k) && !SAME_OK.has(k) && v.length > 12);
          expect(same.map(([k]) => k)).toEqual([]);
        });
      }
    });
  }
  it('keeps the spec wording of the author 404 in English', () => {
    expect(en.get('authors.notFound')).toBe('Author Details Does Not Exist');
  });
});
