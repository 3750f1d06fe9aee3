import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, SURAS } from '@tafsir/core';
import { authorName, bioLanguageToLabel, bookTitle, categoryKey, suraName } from './catalogue';
import { contentDir } from './content-dir';

/** The catalogue as the dataset holds it (the real books and authors, not a sample written here). */
const dir = contentDir();
const noData = dir ? null : 'no content folder (../shared/data or CONTENT_DIR)';
const json = <T>(path: string): T => JSON.parse(readFileSync(join(dir!, path), 'utf8')) as T;

type CatalogBook = { id: number; lang: string; title: string; title_ar?: string; category: string };
type DataAuthor = { id: number; name: string; name_ar: string | null; bio?: string; bio_lang?: string };

/** Languages of the dataset written in the Latin script. */
const LATIN_SCRIPT_LANGUAGES = [
  'en',
  'es',
  'fr',
  'id',
  'it',
  'sw',
  'tr',
  'bs',
  'de',
  'ha',
  'ms',
  'nl',
  'pt',
  'so',
  'sq',
  'sv',
];
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const LATIN = /[A-Za-z\u00c0-\u024f]/;
const messages = (code: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../messages/catalogue/${code}.json`, import.meta.url), 'utf8')) as {
      catalogue: { suraMeaning?: Record<string, string> };
    }
  ).catalogue;

describe.skipIf(!!noData)(`catalogue names on the dataset${noData ? ` (skipped: ${noData})` : ''}`, () => {
  it('gives every book its Arabic title on /ar (and before a transliteration on /fa, /ur) when the data has one, else the original, marked with the language it is written in', () => {
    const books = json<CatalogBook[]>('books/catalog.json');
    expect(books.length).toBeGreaterThan(0);
    const coded = (t: string, lang: string) => t.endsWith(`(${lang})`);
    // An original title is in its book's language when it is written in that language's script; a
    // transliteration (Jami' al-Bayan for an Arabic book) or an English title of an Urdu book is not.
    const originalLang = (b: CatalogBook): string | undefined | 'either' =>
      ['ar', 'fa', 'ur'].includes(b.lang)
        ? ARABIC.test(b.title)
          ? b.lang
          : undefined
        : LATIN_SCRIPT_LANGUAGES.includes(b.lang)
          ? LATIN.test(b.title)
            ? b.lang
            : undefined
          : 'either';
    const expectLang = (
      shown: { lang: string | undefined },
      expected: string | undefined,
      b: CatalogBook,
    ) => {
      if (expected === 'either') expect([undefined, b.lang], `${b.id}`).toContain(shown.lang);
      else expect(shown.lang, `${b.id}`).toBe(expected);
    };
    expect(books.filter((b) => b.lang === 'ar' && originalLang(b) === undefined).length).toBeGreaterThan(0);
    for (const b of books) {
      const wire = { title_ar: b.title_ar ?? null, title_en: b.title, language: b.lang };
      const ar = bookTitle(wire, 'ar');
      const arTitle = b.title_ar ?? b.title;
      expectLang(ar, b.title_ar ? 'ar' : originalLang(b), b);
      if (!coded(arTitle, b.lang)) expect(ar.text, `${b.id} ar`).toBe(arTitle);
      for (const locale of LOCALE_CODES.filter((l) => l !== 'ar')) {
        const shown = bookTitle(wire, locale);
        // Persian and Urdu have no titles of their own: the Arabic one, unless the original is in their script.
        const arabic = ['fa', 'ur'].includes(locale) && !!b.title_ar && !ARABIC.test(b.title);
        const expected = arabic ? b.title_ar! : b.title;
        expectLang(shown, arabic ? 'ar' : originalLang(b), b);
        if (!coded(expected, b.lang)) expect(shown.text, `${b.id} ${locale}`).toBe(expected);
        else expect(shown.text, `${b.id} ${locale}`).not.toContain(`(${b.lang})`);
      }
    }
    expect(books.some((b) => b.title_ar)).toBe(true);
  });

  it("reads an edition's language code at the end of its title as the language's name", () => {
    const es = {
      title_ar: 'المختصر في تفسير القرآن الكريم (es)',
      title_en: "al-Mukhtasar fi Tafsir al-Qur'an (es)",
    };
    expect(bookTitle({ ...es, language: 'es' }, 'ar').text).toBe(
      'المختصر في تفسير القرآن الكريم (الإسبانية)',
    );
    expect(bookTitle({ ...es, language: 'es' }, 'en').text).toBe(
      "al-Mukhtasar fi Tafsir al-Qur'an (Spanish)",
    );
    expect(bookTitle({ ...es, language: 'es' }, 'fr').text).toBe(
      "al-Mukhtasar fi Tafsir al-Qur'an (espagnol)",
    );
    // the title's own parentheses, and another language's code, stay as they are
    const urdu = { title_ar: null, title_en: 'Tafsir Ibn Kathir (Urdu)', language: 'ur' };
    expect(bookTitle(urdu, 'en').text).toBe('Tafsir Ibn Kathir (Urdu)');
    expect(bookTitle({ ...es, language: 'fr' }, 'en').text).toBe("al-Mukhtasar fi Tafsir al-Qur'an (es)");
  });

  it('gives every author the Arabic name on /ar (and before a transliteration on /fa, /ur) when the data has one, else the original', () => {
    for (const a of json<DataAuthor[]>('authors.json')) {
      const wire = { name_ar: a.name_ar, name_en: a.name };
      expect(authorName(wire, 'ar')).toEqual(
        a.name_ar ? { text: a.name_ar, lang: 'ar' } : { text: a.name, lang: undefined },
      );
      for (const locale of ['fa', 'ur'])
        expect(authorName(wire, locale)).toEqual(
          a.name_ar && !ARABIC.test(a.name)
            ? { text: a.name_ar, lang: 'ar' }
            : { text: a.name, lang: undefined },
        );
      expect(authorName(wire, 'en')).toEqual({ text: a.name, lang: undefined });
    }
  });

  it("labels a biography with its language wherever it is not the page's", () => {
    const withBio = json<DataAuthor[]>('authors.json').filter((a) => a.bio);
    expect(withBio.length).toBeGreaterThan(0);
    for (const a of withBio) {
      for (const locale of LOCALE_CODES) {
        const label = bioLanguageToLabel(a.bio_lang ?? null, locale);
        expect(label, `${a.id} ${locale}`).toBe(a.bio_lang && a.bio_lang !== locale ? a.bio_lang : null);
      }
    }
    expect(bioLanguageToLabel('en-GB', 'en')).toBeNull();
    expect(bioLanguageToLabel('ar', 'en')).toBe('ar');
    expect(bioLanguageToLabel(null, 'ar')).toBeNull();
  });

  it('has a message for every category of the dataset', () => {
    const codes = new Set(json<CatalogBook[]>('books/catalog.json').map((b) => b.category));
    for (const code of LOCALE_CODES) {
      const cats = (
        JSON.parse(
          readFileSync(new URL(`../../messages/catalogue/${code}.json`, import.meta.url), 'utf8'),
        ) as { category: Record<string, string> }
      ).category;
      for (const c of codes)
        expect(
          categoryKey(c, (k) => k in cats),
          `${code} ${c}`,
        ).toBe(c);
    }
  });
});

describe('sura names per locale', () => {
  it('never mix scripts: Arabic in ar, fa and ur, no Arabic letter anywhere else', () => {
    for (const locale of LOCALE_CODES) {
      const meanings = messages(locale).suraMeaning ?? {};
      for (const s of SURAS) {
        const shown = suraName(s, locale, (n) => {
          const m = meanings[String(n)];
          if (!m) throw new Error(`${locale}: no meaning of sura ${n}`);
          return m;
        });
        const text = `${shown.name} ${shown.meaning ?? ''}`;
        if (['ar', 'fa', 'ur'].includes(locale)) {
          expect(shown, `${locale} ${s.number}`).toEqual({ name: s.nameAr, lang: 'ar', meaning: null });
          expect(text, `${locale} ${s.number}`).not.toMatch(LATIN);
        } else {
          expect(shown.name).toBe(s.nameTranslit);
          expect(text, `${locale} ${s.number}`).not.toMatch(ARABIC);
        }
      }
    }
  });

  it('writes the meanings in the script of the locale', () => {
    const scripts: Record<string, RegExp> = {
      ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
      zh: /[\u4e00-\u9fff]/,
      te: /[\u0c00-\u0c7f]/,
    };
    for (const [locale, script] of Object.entries(scripts))
      for (const [n, m] of Object.entries(messages(locale).suraMeaning ?? {}))
        expect(m, `${locale} ${n}`).toMatch(script);
  });
});
