/**
 * How the catalogue's names read in each interface language (issue 21): book titles, author names,
 * biographies, categories and sura names. The rules on names are @tafsir/core's (one rule for the API
 * and the site); this module says which text a page shows and in which language it is written, so
 * the page can mark it (`lang`) and never mix scripts in one heading.
 */
import { bookTitleInLocale, nameInLocale, usesArabicNames } from '@tafsir/core/locales';

/** A text to show and the language it is written in (undefined: not known from the data). */
export interface Shown {
  text: string;
  lang: string | undefined;
}

/**
 * `title_ar` or the original title of a book (the API's `title_ar` and `title_en`), an edition's
 * language code at its end read as the language's name (core bookTitleInLocale). Its language is
 * that of the title picked, not the book's: an Arabic book's original title is mostly a Latin
 * transliteration (textLanguage).
 */
export function bookTitle(
  book: { title_ar: string | null; title_en: string; language: string },
  locale: string,
): Shown {
  const text = bookTitleInLocale(locale, book.title_ar, book.title_en, book.language);
  const arabic = !!book.title_ar && nameInLocale(locale, book.title_ar, book.title_en) === book.title_ar;
  return { text, lang: arabic ? 'ar' : textLanguage(book.title_en, book.language) };
}

/** Unicode script names (`\p{Script=…}`) of the scripts Intl.Locale names by a combination. */
const SCRIPT_PARTS: Record<string, string[]> = {
  Jpan: ['Hani', 'Hira', 'Kana'],
  Hans: ['Hani'],
  Hant: ['Hani'],
  Kore: ['Hang', 'Hani'],
};

/**
 * `lang` when `text` is written in that language's script (its likely script, Intl.Locale), else
 * undefined: a book's name in another script than its language's — «Jami' al-Bayan» for an Arabic
 * book, «Tafsir Ibn Kathir (Urdu)» for an Urdu one — is a transliteration or an English title, not
 * the book's language, and takes the page's. For a name the data does not say the language of (an
 * original title, a search hit's title).
 */
export function textLanguage(text: string, lang: string): string | undefined {
  try {
    const script = new Intl.Locale(lang).maximize().script;
    if (!script) return undefined;
    const parts = SCRIPT_PARTS[script] ?? [script];
    return parts.some((p) => new RegExp(`\\p{Script=${p}}`, 'u').test(text)) ? lang : undefined;
  } catch {
    // Not a language tag, or a script the regular expressions do not know.
    return undefined;
  }
}

/** An author's name: `name_ar` for Arabic readers when the data has it, else the original. */
export function authorName(author: { name_ar: string | null; name_en: string }, locale: string): Shown {
  const text = nameInLocale(locale, author.name_ar, author.name_en);
  return { text, lang: author.name_ar && text === author.name_ar ? 'ar' : undefined };
}

/**
 * The language to name beside a biography: the API gives the reader's language when the author has
 * one in it, else the one there is; a biography in another language than the page's says so.
 */
export function bioLanguageToLabel(bioLang: string | null, locale: string): string | null {
  if (!bioLang) return null;
  const base = bioLang.toLowerCase().split(/[-_]/)[0];
  return base === locale ? null : bioLang;
}

/** A sura as the catalogue data gives it (API `titleAr` / `translit`, core's SURAS). */
export interface SuraNames {
  number: number;
  nameAr: string;
  nameTranslit: string;
}

/** The names of a sura of the API (`surah-json`, the reading answer). */
export function suraNamesOf(s: { index: number; titleAr: string; translit: string }): SuraNames {
  return { number: s.index, nameAr: s.titleAr, nameTranslit: s.translit };
}

/**
 * A sura's name for a heading: Arabic readers' scripts (ar, fa, ur) read the Arabic name; the others
 * read the transliteration with the meaning in their own language (`catalogue.suraMeaning.N`),
 * never the Arabic script beside them.
 */
export function suraName(
  sura: SuraNames,
  locale: string,
  meaning: (n: number) => string,
): { name: string; lang: string | undefined; meaning: string | null } {
  if (usesArabicNames(locale)) return { name: sura.nameAr, lang: 'ar', meaning: null };
  return { name: sura.nameTranslit, lang: undefined, meaning: meaning(sura.number) };
}

/**
 * The message key of a category code in the `category` namespace (messages/catalogue/*.json); null
 * for none (a code the messages lack yet falls back to the API's title, never to the code).
 */
export function categoryKey(code: string | null, has: (key: string) => boolean): string | null {
  return code && has(code) ? code : null;
}
