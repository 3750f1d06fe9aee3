/**
 * Verse keys ("2:255") and verse ranges ("2:1-5"): their types, formatting and order. Parsing and
 * validating them against a riwaya's verse counts is verse-parse.ts (it needs the mushaf tables);
 * this module imports none of the big tables: client code imports it as `@tafsir/core/verse-key`.
 */
import type { VerseRef } from './types.js';

export type ParseResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export interface VerseRange {
  readonly sura: number;
  readonly ayaFrom: number;
  readonly ayaTo: number;
}

/** { sura: 2, aya: 255 } or (2, 255) → "2:255". */
export function formatVerseKey(ref: VerseRef): string;
export function formatVerseKey(sura: number, aya: number): string;
export function formatVerseKey(a: VerseRef | number, b?: number): string {
  return typeof a === 'number' ? `${a}:${b}` : `${a.sura}:${a.aya}`;
}

/** { sura: 2, ayaFrom: 1, ayaTo: 5 } → "2:1-5"; a one-verse range → "2:5". */
export function formatVerseRange(range: VerseRange): string {
  return range.ayaFrom === range.ayaTo
    ? `${range.sura}:${range.ayaFrom}`
    : `${range.sura}:${range.ayaFrom}-${range.ayaTo}`;
}

/** Orders verse refs by sura, then aya. */
export function compareVerses(a: VerseRef, b: VerseRef): number {
  return a.sura - b.sura || a.aya - b.aya;
}
