import type { Direction } from './types.js';

/**
 * Interface locales (spec §1): the registry every app imports. `code` is the URL prefix,
 * `hreflang` the BCP 47 tag for <html lang> / alternate links, `iso` the value the original
 * product exposed (identical to the code except Spanish, which it listed as "se").
 */
export interface Locale {
  readonly code: LocaleCode;
  readonly hreflang: string;
  readonly nativeName: string;
  readonly englishName: string;
  readonly dir: Direction;
  readonly iso: string;
}

export const LOCALE_CODES = [
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
] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Arabic is the default locale and the fallback for anything unknown. */
export const DEFAULT_LOCALE: LocaleCode = 'ar';

export const LOCALES: readonly Locale[] = [
  { code: 'ar', hreflang: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', iso: 'ar' },
  { code: 'en', hreflang: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr', iso: 'en' },
  { code: 'es', hreflang: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr', iso: 'se' },
  { code: 'fa', hreflang: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl', iso: 'fa' },
  { code: 'fr', hreflang: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr', iso: 'fr' },
  {
    code: 'id',
    hreflang: 'id',
    nativeName: 'Bahasa Indonesia',
    englishName: 'Indonesian',
    dir: 'ltr',
    iso: 'id',
  },
  { code: 'it', hreflang: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr', iso: 'it' },
  { code: 'ja', hreflang: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr', iso: 'ja' },
  { code: 'sw', hreflang: 'sw', nativeName: 'Kiswahili', englishName: 'Swahili', dir: 'ltr', iso: 'sw' },
  { code: 'te', hreflang: 'te', nativeName: 'తెలుగు', englishName: 'Telugu', dir: 'ltr', iso: 'te' },
  { code: 'tr', hreflang: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr', iso: 'tr' },
  { code: 'ur', hreflang: 'ur', nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl', iso: 'ur' },
  { code: 'zh', hreflang: 'zh', nativeName: '中文', englishName: 'Chinese', dir: 'ltr', iso: 'zh' },
];

const LOCALE_BY_CODE: ReadonlyMap<string, Locale> = new Map(LOCALES.map((l) => [l.code, l]));

export function isLocale(x: unknown): x is LocaleCode {
  return typeof x === 'string' && LOCALE_BY_CODE.has(x);
}

/** The registry entry of a locale code (the default locale's for anything unknown). */
export function getLocale(code: unknown): Locale {
  return LOCALE_BY_CODE.get(resolveLocale(code)) as Locale;
}

export function localeDirection(code: unknown): Direction {
  return getLocale(code).dir;
}

/**
 * Best supported locale for a user-supplied value ("en", "EN", "en-GB", "es_419", ["fr"]);
 * anything else falls back to Arabic (spec §1: default and fallback).
 */
export function resolveLocale(x: unknown): LocaleCode {
  const value = Array.isArray(x) ? x[0] : x;
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/**
 * Languages that book content is written in (a superset of the interface locales), with the
 * direction and ISO 15924 script the reader uses to pick `dir` and the font of a text block.
 */
export interface ContentLanguage {
  readonly code: string;
  readonly nativeName: string;
  readonly englishName: string;
  readonly dir: Direction;
  readonly script: 'Arab' | 'Latn' | 'Jpan' | 'Hans' | 'Telu' | 'Beng' | 'Cyrl';
}

export const CONTENT_LANGUAGES: readonly ContentLanguage[] = [
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', script: 'Arab' },
  { code: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr', script: 'Latn' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr', script: 'Latn' },
  { code: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl', script: 'Arab' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr', script: 'Latn' },
  { code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr', script: 'Latn' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr', script: 'Latn' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr', script: 'Jpan' },
  { code: 'sw', nativeName: 'Kiswahili', englishName: 'Swahili', dir: 'ltr', script: 'Latn' },
  { code: 'te', nativeName: 'తెలుగు', englishName: 'Telugu', dir: 'ltr', script: 'Telu' },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr', script: 'Latn' },
  { code: 'ur', nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl', script: 'Arab' },
  { code: 'zh', nativeName: '中文', englishName: 'Chinese', dir: 'ltr', script: 'Hans' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali', dir: 'ltr', script: 'Beng' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr', script: 'Cyrl' },
  { code: 'sv', nativeName: 'Svenska', englishName: 'Swedish', dir: 'ltr', script: 'Latn' },
];

const CONTENT_BY_CODE: ReadonlyMap<string, ContentLanguage> = new Map(
  CONTENT_LANGUAGES.map((l) => [l.code, l]),
);
// Right-to-left languages that may appear even though no book uses them yet.
const OTHER_RTL = new Set(['he', 'ps', 'sd', 'ku', 'ckb', 'ug', 'dv', 'yi']);

const baseLanguage = (lang: string): string => lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export function getContentLanguage(lang: string): ContentLanguage | undefined {
  return CONTENT_BY_CODE.get(baseLanguage(lang));
}

/** Direction of a text in the given content language ("ar", "ur-PK" → rtl); unknown → ltr. */
export function contentDirection(lang: string): Direction {
  const base = baseLanguage(lang);
  return CONTENT_BY_CODE.get(base)?.dir ?? (OTHER_RTL.has(base) ? 'rtl' : 'ltr');
}

/** The spec's wire form of a language direction: 0 = left-to-right, 1 = right-to-left. */
export function directionFlag(dir: Direction): 0 | 1 {
  return dir === 'rtl' ? 1 : 0;
}

/** Locales written in the Arabic script (ar, fa, ur): they read sura and riwaya names in Arabic. */
export function usesArabicNames(lang: string): boolean {
  return isLocale(lang) && getContentLanguage(lang)?.script === 'Arab';
}

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * A catalogue name (book title, author name) in the reader's language where the data has it, else
 * the nearest one. The data holds an Arabic form (`title_ar`, `name_ar`) beside the original, which
 * is mostly a Latin transliteration (Jami' al-Bayan…). Arabic readers get the Arabic form when there
 * is one. Persian and Urdu readers, who have no form of their own, get an original already written in
 * their script (an Urdu translation's own title), else the Arabic form: a name they can read, where a
 * transliteration would break into their right-to-left text. Everyone else gets the original.
 */
export function nameInLocale(lang: string, arabic: string | null | undefined, original: string): string {
  if (!arabic || !usesArabicNames(lang)) return original;
  return lang !== 'ar' && ARABIC_SCRIPT.test(original) ? original : arabic;
}

/**
 * A book's title for readers of `lang` (nameInLocale), where the data's mark of an edition's language
 * by its code, «المختصر في تفسير القرآن الكريم (es)», reads as that language's name in the reader's
 * language: «… (الإسبانية)», «… (Spanish)». Only the book's own language code at the very end is
 * read so; any other parenthesis is the title's own (Tafsir Ibn Kathir (Urdu), 古兰经 (马坚)).
 */
export function bookTitleInLocale(
  lang: string,
  arabic: string | null | undefined,
  original: string,
  bookLanguage: string,
): string {
  const title = nameInLocale(lang, arabic, original);
  const code = `(${bookLanguage})`;
  if (!title.endsWith(code)) return title;
  const name = languageName(bookLanguage, lang);
  return name !== bookLanguage ? `${title.slice(0, -code.length)}(${name})` : title;
}

/** A language's name in the reader's language (Intl.DisplayNames), else its code. */
export function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
