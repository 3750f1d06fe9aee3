import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadFlatMessages } from './message-files.test-support';
import { LOCALE_CODES } from '@tafsir/core';

const load = (code: string) => loadFlatMessages('', code);

/**
 * Values that may equal the English one because they are the same word in that language
 * (a term of art or a shared spelling), never an untranslated sentence.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: [
    'reading.hizb',
    'reading.hizbN',
    'reading.pageN',
    'reading.footnotes',
    'reading.footnoteRef',
    'layout.theme',
    'picker.type',
  ],
  es: ['reading.hizb', 'reading.hizbN', 'reading.openSuraList', 'errors.error', 'errors.status'],
  it: ['reading.hizb', 'reading.hizbN', 'wordStudy.lemma'],
  id: ['reading.juz', 'reading.juzN', 'reading.hizb', 'reading.hizbN', 'nav.developer'],
  tr: [],
  sw: [],
};

/**
 * Messages client components format while the reading page hydrates. They print their numbers as
 * `{count}`, never `#` or `{n, number}`: that would build an Intl.NumberFormat in the browser, whose
 * first Arabic one costs 30–45 ms of the main thread (issue 5: TBT); useT turns digits into the
 * locale's own anyway.
 */
const HYDRATION_MESSAGES = ['picker.chosenCount', 'picker.matching'];

const ar = load('ar');
const en = load('en');

describe('message catalogues', () => {
  it('Arabic carries the spec title', () => {
    expect(ar.get('meta.title')).toBe('الجامع التاريخي لتفسير القرآن الكريم');
  });

  for (const code of LOCALE_CODES) {
    describe(code, () => {
      const messages = load(code);

      it('has exactly the keys of ar', () => {
        expect([...messages.keys()].sort()).toEqual([...ar.keys()].sort());
      });

      it('has no empty value and every value is valid ICU for its locale', () => {
        for (const [key, value] of messages) {
          expect(value.trim(), key).not.toBe('');
          expect(
            () =>
              new IntlMessageFormat(value, code).format({
                n: 2,
                count: 2,
                year: 310,
                from: 1,
                to: 5,
                code: 500,
                sura: 2,
                name: 'Al-Baqarah',
                date: '310 AH',
                hijri: 310,
                ce: 923,
                aya: 255,
                title: 'Tafsir',
                size: '2 MB',
                pct: 50,
                total: 128,
                language: 'Urdu',
              }),
            `${code}:${key}`,
          ).not.toThrow();
        }
      });

      it("reads a sura's name in the verse reference: no ordinal counter wrapped around it", () => {
        // reading.verseRef is given the sura's name (Al-Baqarah, البقرة), never its number: a pattern
        // for a number (第{sura}章, "{sura}. sure") would read 第Al-Baqarah章.
        const value = messages.get('reading.verseRef')!;
        expect(value).toContain('{name}');
        const name = 'Al-Baqarah';
        const text = new IntlMessageFormat(value, code).format({ name, sura: name, aya: 255 }) as string;
        expect(text).toContain(name);
        expect(text).not.toMatch(/第\s*Al-Baqarah|Al-Baqarah\s*[章節节.]/);
      });

      it('formats no number with Intl while the reading page hydrates', () => {
        for (const key of HYDRATION_MESSAGES) {
          const value = messages.get(key)!;
          expect(value, `${code}:${key}`).not.toMatch(/#|,\s*number/);
          expect(
            new IntlMessageFormat(value, code).format({ count: 7, total: 128 }),
            `${code}:${key}`,
          ).toContain('7');
        }
      });

      if (code !== 'en') {
        it('leaves no English behind', () => {
          const allowed = new Set(SAME_AS_ENGLISH[code] ?? []);
          const same = [...messages]
            .filter(([key, value]) => en.get(key) === value && !allowed.has(key))
            .map(([key]) => key);
          expect(same).toEqual([]);
        });
      }
    });
  }
});
