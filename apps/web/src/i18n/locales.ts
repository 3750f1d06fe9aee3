/**
 * The 13 interface locales (spec §1), from the registry of @tafsir/core that every app shares.
 */
import {
  DEFAULT_LOCALE as CORE_DEFAULT,
  LOCALES,
  LOCALE_CODES as CORE_CODES,
  isLocale,
  type Locale,
  type LocaleCode as CoreLocaleCode,
} from '@tafsir/core';

export const LOCALE_CODES = CORE_CODES;
export type LocaleCode = CoreLocaleCode;
export const DEFAULT_LOCALE: LocaleCode = CORE_DEFAULT;
export type LocaleInfo = Locale;

export const LOCALE_INFO = Object.fromEntries(LOCALES.map((l) => [l.code, l])) as Record<LocaleCode, Locale>;

export const isLocaleCode = isLocale;

export function localeDir(code: string): 'rtl' | 'ltr' {
  return isLocale(code) ? LOCALE_INFO[code].dir : 'ltr';
}
