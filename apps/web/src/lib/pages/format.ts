import { localDigits } from '@/lib/digits';

/** Completeness of a book: verses covered out of the 6236 verses of the Quran, as a percentage. */
export const QURAN_VERSES = 6236;
export function completeness(versesCovered: number): number {
  if (!Number.isFinite(versesCovered) || versesCovered <= 0) return 0;
  return Math.min(100, Math.round((versesCovered / QURAN_VERSES) * 1000) / 10);
}

export function formatNumber(n: number, locale: string): string {
  return localDigits(new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n), locale);
}

/** List query value(s) → distinct positive integer ids (invalid items dropped). */
export function idList(value: string | string[] | undefined, max = 100): number[] {
  const raw = (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(','));
  const out: number[] = [];
  for (const r of raw) {
    const n = Number(r.trim());
    if (Number.isSafeInteger(n) && n > 0 && n <= max && !out.includes(n)) out.push(n);
  }
  return out;
}

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A language's name in the interface language (core's rule, shared with the API's titles). */
export { languageName } from '@tafsir/core/locales';
