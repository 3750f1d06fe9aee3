import { describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGES,
  bookTitleInLocale,
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_CODES,
  contentDirection,
  directionFlag,
  getContentLanguage,
  getLocale,
  isLocale,
  localeDirection,
  nameInLocale,
  resolveLocale,
  usesArabicNames,
} from './locales.js';

describe('interface locales', () => {
  it('lists the 13 locales of the spec, Arabic first and default', () => {
    expect(LOCALES.map((l) => l.code)).toEqual([
      'ar',
      'en',
      'es',
      'fa',
      'fr',
      'id',
      'it',
      'ja',
      'sw',
      'te',
      'tr',
      'ur',
      'zh',
    ]);
    expect(LOCALE_CODES).toEqual(LOCALES.map((l) => l.code));
    expect(DEFAULT_LOCALE).toBe('ar');
    for (const l of LOCALES) {
      expect(l.nativeName.length, l.code).toBeGreaterThan(1);
      expect(l.englishName.length, l.code).toBeGreaterThan(1);
      expect(l.hreflang, l.code).toMatch(/^[a-z]{2}$/);
    }
  });

  it('marks Arabic, Persian and Urdu right-to-left', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'fa', 'ur']);
    expect(localeDirection('fa')).toBe('rtl');
    expect(localeDirection('en')).toBe('ltr');
    expect(localeDirection('xx')).toBe('rtl'); // falls back to Arabic
  });

  it('keeps the spec iso value of Spanish but a correct hreflang', () => {
    const es = getLocale('es');
    expect(es.iso).toBe('se');
    expect(es.hreflang).toBe('es');
    for (const l of LOCALES.filter((x) => x.code !== 'es')) expect(l.iso).toBe(l.code);
  });

  it('recognises and resolves locale codes', () => {
    expect(isLocale('ur')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(resolveLocale('EN')).toBe('en');
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale('zh_CN')).toBe('zh');
    expect(resolveLocale(['fr', 'en'])).toBe('fr');
    expect(resolveLocale('de')).toBe('ar');
    expect(resolveLocale(null)).toBe('ar');
    expect(getLocale('nope').code).toBe('ar');
  });
});

describe('content languages', () => {
  it('covers every book language and the extra quran-json ones', () => {
    const codes = CONTENT_LANGUAGES.map((l) => l.code);
    for (const c of [
      'ar',
      'en',
      'es',
      'fa',
      'fr',
      'id',
      'it',
      'ja',
      'sw',
      'tr',
      'ur',
      'zh',
      'te',
      'bn',
      'ru',
      'sv',
    ])
      expect(codes).toContain(c);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives direction and script for rendering', () => {
    expect(contentDirection('ar')).toBe('rtl');
    expect(contentDirection('ur-PK')).toBe('rtl');
    expect(contentDirection('fa')).toBe('rtl');
    expect(contentDirection('ja')).toBe('ltr');
    expect(contentDirection('he')).toBe('rtl'); // not carried, still right-to-left
    expect(contentDirection('xx')).toBe('ltr');
    expect(getContentLanguage('ja')?.script).toBe('Jpan');
    expect(getContentLanguage('ur')?.script).toBe('Arab');
    expect(getContentLanguage('te')?.script).toBe('Telu');
    expect(getContentLanguage('xx')).toBeUndefined();
  });

  it('maps a direction to the spec wire flag', () => {
    expect(directionFlag('ltr')).toBe(0);
    expect(directionFlag('rtl')).toBe(1);
  });
});

describe("names in the reader's language", () => {
  it('gives Arabic names to the locales written in the Arabic script, and only to them', () => {
    const arabicScript = LOCALES.filter((l) => getContentLanguage(l.code)?.script === 'Arab');
    expect(arabicScript.map((l) => l.code).sort()).toEqual(['ar', 'fa', 'ur']);
    for (const l of LOCALES) expect(usesArabicNames(l.code), l.code).toBe(arabicScript.includes(l));
    expect(usesArabicNames('ku')).toBe(false);
  });

  it('takes the Arabic form for Arabic readers when the data has one, else the original', () => {
    expect(nameInLocale('ar', 'تفسير الجلالين', 'Tafsir al-Jalalayn')).toBe('تفسير الجلالين');
    expect(nameInLocale('ar', null, 'ترجمہ جوناگڑھی')).toBe('ترجمہ جوناگڑھی');
    expect(nameInLocale('ar', '', 'Tafsir al-Jalalayn')).toBe('Tafsir al-Jalalayn');
    expect(nameInLocale('en', 'تفسير الجلالين', 'Tafsir al-Jalalayn')).toBe('Tafsir al-Jalalayn');
    expect(nameInLocale('zh', 'أبو جعفر الطبري', "Abu Ja'far al-Tabari")).toBe("Abu Ja'far al-Tabari");
  });

  it('gives Persian and Urdu readers, who have no form of their own, the Arabic one before a transliteration', () => {
    for (const lang of ['fa', 'ur']) {
      expect(
        nameInLocale(lang, 'جامع البيان عن تأويل آي القرآن', "Jami' al-Bayan an Ta'wil Ay al-Qur'an"),
      ).toBe('جامع البيان عن تأويل آي القرآن');
      expect(
        nameInLocale(lang, 'أبو جعفر محمد بن جرير الطبري', "Abu Ja'far Muhammad ibn Jarir al-Tabari"),
      ).toBe('أبو جعفر محمد بن جرير الطبري');
      expect(nameInLocale(lang, null, 'Saheeh International')).toBe('Saheeh International');
      // An original already in their script (an Urdu translation's own title) is theirs.
      expect(nameInLocale(lang, 'ترجمة جوناكري', 'ترجمہ جوناگڑھی')).toBe('ترجمہ جوناگڑھی');
    }
    expect(bookTitleInLocale('fa', 'المختصر في تفسير القرآن الكريم (fa)', 'al-Mukhtasar (fa)', 'fa')).toBe(
      'المختصر في تفسير القرآن الكريم (فارسی)',
    );
  });
});
