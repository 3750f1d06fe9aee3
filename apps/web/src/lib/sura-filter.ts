/**
 * The reading page's "filter suras" box: which suras a reader's typing names. The same folding as
 * the book picker and the search (core normalizeSearchText: marks, hamza seats, ة/ه, ى/ي, Persian
 * letters, Latin accents and case), digits in any of the three sets the site writes (٢, ۲, 2), and
 * the separators of transliterations left out (`yasin` finds Ya-Sin, `البقره` finds البقرة).
 */
import { toWesternDigits } from '@tafsir/core/digits';
import { normalizeSearchText } from '@tafsir/core/normalize';

/** Folded, without spaces: what a sura's names and a reader's typing are compared as. */
const compact = (text: string) => normalizeSearchText(text).replace(/ /g, '');

/** A sura's filter key: its Arabic name, its transliteration and its meaning in the page's language. */
export function suraFilterKey(nameAr: string, nameTranslit: string, meaning: string | null): string {
  return [nameAr, nameTranslit, meaning ?? ''].map(compact).join(' ');
}

/**
 * Whether the sura (its number and its suraFilterKey) answers what the reader typed: the number when
 * the typing is a number, else the typing folded as part of one of its names. Empty typing: all.
 */
export function suraMatches(typed: string, n: number, key: string): boolean {
  const digits = toWesternDigits(typed.trim());
  if (!digits) return true;
  if (/^\d+$/.test(digits)) return Number(digits) === n;
  const q = compact(typed);
  return !q || key.split(' ').some((name) => name.includes(q));
}
