import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadFlatMessages } from './message-files.test-support';
import { LOCALE_CODES, SURA_COUNT, usesArabicNames } from '@tafsir/core';

const load = (code: string) => loadFlatMessages('catalogue', code);

const MEANING = /^catalogue\.suraMeaning\.(\d+)$/;
const ar = load('ar');
const en = load('en');

describe('catalogue messages (messages/catalogue/*.json)', () => {
  it('Arabic has no sura meanings (Arabic-script pages read the Arabic names)', () => {
    expect([...ar.keys()].filter((k) => MEANING.test(k))).toEqual([]);
  });

  for (const code of LOCALE_CODES) {
    describe(code, () => {
      const own = load(code);
      const meanings = [...own.keys()].filter((k) => MEANING.test(k));
      it('has the keys of ar, and a meaning of each sura exactly where the sura names are not Arabic', () => {
        expect([...own.keys()].filter((k) => !MEANING.test(k)).sort()).toEqual([...ar.keys()].sort());
        const expected = usesArabicNames(code)
          ? []
          : Array.from({ length: SURA_COUNT }, (_, i) => `catalogue.suraMeaning.${i + 1}`);
        expect(meanings.sort()).toEqual(expected.sort());
      });
      it('has no empty message, parses as ICU, with the placeholders of ar', () => {
        const names = (s: string) => [...s.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
        for (const [key, value] of own) {
          expect(value.trim(), key).not.toBe('');
          expect(() => new IntlMessageFormat(value, code), key).not.toThrow();
          if (ar.has(key)) expect(names(value), key).toEqual(names(ar.get(key)!));
        }
      });
      if (code !== 'en') {
        it('is translated (the labels, and nearly all sura meanings, differ from English)', () => {
          const same = [...own].filter(([k, v]) => v === en.get(k));
          // Proper names may read the same (Hud, Muhammad, Luqman…), never a whole list.
          expect(same.filter(([k]) => !MEANING.test(k)).map(([k]) => k)).toEqual([]);
          expect(same.length, same.map(([k]) => k).join(' ')).toBeLessThan(12);
        });
      }
    });
  }
});
