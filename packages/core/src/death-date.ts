/**
 * An author's death date as the site shows it, the same on every page (reading, picker, compare,
 * authors, books, search). Spec §3 and §5: a death year of 2000 CE or later is treated as absent —
 * it orders as unknown (ordering.ts) and the Hijri `author_death` of the API is null for it — so a
 * modern death reads by the CE year the data records (Tantawi: 2010 CE), an older one by its Hijri
 * year and its CE year when recorded (al-Tabari: 310 AH / 923 CE). With neither, the date is null: a
 * living author (Taqi Usmani), a committee or an author without a recorded date, of whom the site
 * says nothing about a death — no "died", no "unknown".
 *
 * No tables: client code imports it as `@tafsir/core/death-date`.
 */
import { effectiveDeathHijri } from './ordering.js';

export interface DeathDate {
  /** Hijri year; null for a modern death (CE 2000 or later) or when not recorded. */
  readonly hijri: number | null;
  /** CE year as recorded (never estimated from the Hijri one); null when not recorded. */
  readonly ce: number | null;
}

const known = (y: number | null | undefined): y is number => typeof y === 'number' && Number.isFinite(y);

/**
 * The death date of one record's (hijri, ce) pair — an author's, or a book's as the API gives it
 * (`author_death ?? death`, `author_death_ce`) — or null when nothing of it is to be shown.
 */
export function deathDate(hijri: number | null | undefined, ce: number | null | undefined): DeathDate | null {
  // The Hijri year as it orders: absent for a modern death, as the API's author_death is.
  const h = known(hijri) && effectiveDeathHijri(hijri, ce) !== null ? hijri : null;
  const c = known(ce) ? ce : null;
  return h === null && c === null ? null : { hijri: h, ce: c };
}
