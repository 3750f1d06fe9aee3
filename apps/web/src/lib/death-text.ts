/**
 * A death date (core's deathDate: the one rule of what is shown) in the reader's words, with the
 * messages of the `death` namespace: "310 AH / 923 CE", "2010 CE". Client-safe: the reading view and
 * the pages on the server, the picker and the offline reader in the browser, pass their own `t`.
 */
import type { DeathDate } from '@tafsir/core/death-date';

/** A translation function bound to the `death` namespace (getT('death') or useT('death')). */
export type DeathT = (key: string, values?: Record<string, string>) => string;

/** The date alone, for a labelled field ("Died: 310 AH / 923 CE"). */
export function deathDateText(t: DeathT, date: DeathDate): string {
  // Years as strings: a number would be grouped (1,431); t gives the locale's digits.
  const values = { hijri: String(date.hijri ?? ''), ce: String(date.ce ?? '') };
  if (date.hijri !== null && date.ce !== null) return t('both', values);
  return t(date.hijri !== null ? 'hijri' : 'ce', values);
}

/** "d. 310 AH / 923 CE" beside a name; null when there is no date, and nothing is to be said. */
export function diedText(t: DeathT, date: DeathDate | null): string | null {
  return date ? t('died', { date: deathDateText(t, date) }) : null;
}
