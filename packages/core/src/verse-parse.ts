/**
 * Parsing verse keys ("2:255") and verse ranges ("2:1-5") and checking them against a riwaya.
 *
 * Error convention: the parsers never throw. They return a result object,
 * `{ ok: true, value }` or `{ ok: false, error }`, where `error` is an English sentence naming
 * what is wrong ("aya 300 is out of range: sura 2 has 286 verses"). Validation uses the verse
 * counts of the given riwaya (Hafs by default). Arabic-Indic and Persian digits are accepted.
 */
import { toWesternDigits } from './digits.js';
import { ayaCount, isSupportedRiwaya } from './mushaf.js';
import { HAFS_RIWAYA_ID } from './riwayat.js';
import { SURA_COUNT } from './suras.js';
import type { VerseRef } from './types.js';
import type { ParseResult, VerseRange } from './verse-key.js';

const KEY_RE = /^(\d{1,3})\s*:\s*(\d{1,3})$/;
const RANGE_RE = /^(\d{1,3})\s*:\s*(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** Why sura:aya is not a verse of the riwaya, or undefined when it is. */
function verseError(sura: number, aya: number, riwayaId: number): string | undefined {
  if (!isSupportedRiwaya(riwayaId)) return `unknown riwaya id ${riwayaId}`;
  if (!Number.isInteger(sura) || sura < 1 || sura > SURA_COUNT)
    return `sura ${sura} is out of range 1–${SURA_COUNT}`;
  const count = ayaCount(riwayaId, sura);
  if (!Number.isInteger(aya) || aya < 1 || aya > count)
    return `aya ${aya} is out of range: sura ${sura} has ${count} verses`;
  return undefined;
}

export function isValidVerse(sura: number, aya: number, riwayaId: number = HAFS_RIWAYA_ID): boolean {
  return verseError(sura, aya, riwayaId) === undefined;
}

/** "2:255" → { sura: 2, aya: 255 }. */
export function parseVerseKey(key: string, riwayaId: number = HAFS_RIWAYA_ID): ParseResult<VerseRef> {
  if (typeof key !== 'string') return fail('verse key must be a string like "2:255"');
  const m = KEY_RE.exec(toWesternDigits(key.trim()));
  if (!m) return fail(`"${key}" is not a verse key like "2:255"`);
  const sura = Number(m[1]);
  const aya = Number(m[2]);
  const error = verseError(sura, aya, riwayaId);
  return error ? fail(error) : { ok: true, value: { sura, aya } };
}

/** "2:1-5" → { sura: 2, ayaFrom: 1, ayaTo: 5 }; "2:5" is the one-verse range 2:5-5. */
export function parseVerseRange(range: string, riwayaId: number = HAFS_RIWAYA_ID): ParseResult<VerseRange> {
  if (typeof range !== 'string') return fail('verse range must be a string like "2:1-5"');
  const m = RANGE_RE.exec(toWesternDigits(range.trim()));
  if (!m) return fail(`"${range}" is not a verse range like "2:1-5"`);
  const sura = Number(m[1]);
  const ayaFrom = Number(m[2]);
  const ayaTo = m[3] === undefined ? ayaFrom : Number(m[3]);
  const error = verseError(sura, ayaFrom, riwayaId) ?? verseError(sura, ayaTo, riwayaId);
  if (error) return fail(error);
  if (ayaTo < ayaFrom) return fail(`range "${range}" ends before it starts`);
  return { ok: true, value: { sura, ayaFrom, ayaTo } };
}
