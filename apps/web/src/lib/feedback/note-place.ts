import { isMissingParam, parseIntParam, parseReadingQuery, type QueryValue } from '@tafsir/core';
import type { NotePlace } from './feedback';

/** The note page's query names: the API's own (book_id, sura, aya, rewaya_id). */
export type NoteQuery = Partial<Record<keyof NotePlace, QueryValue>>;

/**
 * The book and verse a note is about, from the note page's query (`/{locale}/note?book_id=&sura=
 * &aya=&rewaya_id=`): all but rewaya_id are required (no default verse: a note names one), the verse is
 * checked against its riwaya by core's reading-query parser (the API's). Null when it does not validate
 * (the proxy then answers the 404 page before any render).
 */
export function notePlaceFrom(query: NoteQuery): NotePlace | null {
  const first = (v: QueryValue) => (Array.isArray(v) ? (v as (string | number)[])[0] : v) as QueryValue;
  const book = parseIntParam(first(query.book_id), { name: 'book_id', min: 1, max: 2_147_483_647 });
  if (!book.ok || isMissingParam(first(query.sura)) || isMissingParam(first(query.aya))) return null;
  const verse = parseReadingQuery({
    sura: first(query.sura),
    aya: first(query.aya),
    rewaya_id: first(query.rewaya_id),
  });
  if (!verse.ok) return null;
  return {
    book_id: book.value,
    sura: verse.value.sura,
    aya: verse.value.aya,
    rewaya_id: verse.value.riwayaId,
  };
}

/** The note page's address for a passage (its query in one spelling). */
export function notePath(place: NotePlace): string {
  return `/note?book_id=${place.book_id}&sura=${place.sura}&aya=${place.aya}&rewaya_id=${place.rewaya_id}`;
}
