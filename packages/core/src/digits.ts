import { resolveLocale } from './locales.js';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

const mapDigits = (value: number | string, digits: string): string =>
  String(value).replace(/[0-9]/g, (d) => digits[d.charCodeAt(0) - 48] as string);

/** 255 → "٢٥٥" (spec §5: digits shown in Arabic-Indic form). Non-digits are kept. */
export function toArabicIndicDigits(value: number | string): string {
  return mapDigits(value, ARABIC_INDIC);
}

/** 255 → "۲۵۵": the Extended Arabic-Indic digits used in Persian and Urdu. */
export function toPersianDigits(value: number | string): string {
  return mapDigits(value, PERSIAN);
}

/** "٢٥٥" / "۲۵۵" → "255": reads user input typed with any of the three digit sets. */
export function toWesternDigits(value: string): string {
  return value.replace(/[٠-٩۰-۹]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Digits as the interface locale writes them: ar → ٠١٢, fa/ur → ۰۱۲, every other locale → 012. */
export function localizeDigits(value: number | string, locale: string): string {
  switch (resolveLocale(locale)) {
    case 'ar':
      return toArabicIndicDigits(value);
    case 'fa':
    case 'ur':
      return toPersianDigits(value);
    default:
      return toWesternDigits(String(value));
  }
}
