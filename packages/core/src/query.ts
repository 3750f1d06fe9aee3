/**
 * Request-parameter parsers shared by the API and the web page (which validates its search params
 * with these before any fetch, spec §5 / ARCHITECTURE "one request").
 *
 * They never throw: each returns `{ ok: true, value }` or `{ ok: false, param, message }`, where
 * `param` is the offending query parameter and `message` an English sentence naming it. Values
 * arrive as the frameworks give them: `string`, `string[]` (a repeated key, `books[]=3&books[]=7`),
 * a number, or undefined. Arabic-Indic and Persian digits are accepted.
 */
import { DEFAULT_AYA, DEFAULT_SURA, MAX_BOOK_IDS } from './constants.js';
import { toWesternDigits } from './digits.js';
import { PAGE_COUNT, ayaCount, isSupportedRiwaya, pageRange, verseLocation } from './mushaf.js';
import { DEFAULT_RIWAYA_ID, RIWAYAT, type RiwayaId } from './riwayat.js';
import { SURA_COUNT } from './suras.js';

export type QueryValue = string | number | readonly (string | number)[] | null | undefined;

export type QueryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly param: string; readonly message: string };

const fail = (param: string, message: string): { ok: false; param: string; message: string } => ({
  ok: false,
  param,
  message,
});

/** Largest id accepted (fits a 32-bit signed integer column). */
const MAX_ID = 2_147_483_647;
const DIGITS_RE = /^\d+$/;

const isMissing = (v: QueryValue): v is null | undefined | '' => v === undefined || v === null || v === '';

export interface IntParamOptions {
  /** Parameter name used in messages. */
  readonly name: string;
  readonly min: number;
  readonly max: number;
  /** Value when the parameter is absent or empty; without it the parameter is required. */
  readonly default?: number;
}

/** One integer parameter within [min, max] ("12", 12, "١٢"; one value only). */
export function parseIntParam(value: QueryValue, options: IntParamOptions): QueryResult<number> {
  const { name, min, max } = options;
  let v = value;
  if (Array.isArray(v)) {
    if (v.length > 1) return fail(name, `${name} must be a single value`);
    v = v[0];
  }
  if (isMissing(v as QueryValue)) {
    return options.default === undefined
      ? fail(name, `${name} is required`)
      : { ok: true, value: options.default };
  }
  const text = typeof v === 'number' ? String(v) : toWesternDigits(String(v).trim());
  const n = DIGITS_RE.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    return fail(name, `${name} must be an integer from ${min} to ${max}, got "${String(v)}"`);
  }
  return { ok: true, value: n };
}

export interface IdListOptions {
  readonly name: string;
  /** Most ids accepted (after removing duplicates); MAX_BOOK_IDS by default. */
  readonly max?: number;
}

/**
 * A list of positive integer ids: 3, "3", "3,7,12", ["3", "7"], ["3,7", "12"]. Empty items
 * ("3,,7", a trailing comma) are ignored, duplicates removed (first occurrence kept, order kept).
 * Absent → [].
 */
export function parseIdList(value: QueryValue, options: IdListOptions): QueryResult<number[]> {
  const { name } = options;
  const max = options.max ?? MAX_BOOK_IDS;
  if (isMissing(value)) return { ok: true, value: [] };
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'number' ? [String(v)] : String(v).split(','),
  );
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const raw of parts) {
    const text = toWesternDigits(raw.trim());
    if (text === '') continue;
    const n = DIGITS_RE.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_ID) {
      return fail(
        name,
        `${name} must be a comma-separated list of positive integer ids; "${raw.trim()}" is not one`,
      );
    }
    if (!seen.has(n)) {
      seen.add(n);
      ids.push(n);
    }
  }
  if (ids.length > max) return fail(name, `${name} may list at most ${max} ids, got ${ids.length}`);
  return { ok: true, value: ids };
}

/** Query parameters of the reading page / `page` call (spec §2, §7). */
export interface ReadingQueryInput {
  readonly sura?: QueryValue;
  readonly aya?: QueryValue;
  readonly books?: QueryValue;
  /** The repeated-key form `books[]=3&books[]=7`, as some frameworks name it. */
  readonly 'books[]'?: QueryValue;
  readonly book_ids?: QueryValue;
  readonly 'book_ids[]'?: QueryValue;
  readonly rewaya_id?: QueryValue;
  readonly page?: QueryValue;
  readonly page_number?: QueryValue;
}

export interface ReadingQuery {
  readonly riwayaId: RiwayaId;
  readonly sura: number;
  readonly aya: number;
  /** Mushaf page to show: the one given, else the page of sura:aya. */
  readonly page: number;
  /** Whether the page came from the request (true) or from sura:aya (false). */
  readonly pageGiven: boolean;
  readonly bookIds: number[];
}

/**
 * Validates the reading query and applies the spec defaults (rewaya_id 10, sura 1, aya 1).
 * The aya is checked against the verse count of the sura in the chosen riwaya. With only a page,
 * sura:aya become the first verse starting on that page; with both, both are kept as given.
 */
export function parseReadingQuery(input: ReadingQueryInput): QueryResult<ReadingQuery> {
  const riwayaIds = RIWAYAT.map((r) => r.id);
  const riwaya = parseIntParam(input.rewaya_id, {
    name: 'rewaya_id',
    min: Math.min(...riwayaIds),
    max: Math.max(...riwayaIds),
    default: DEFAULT_RIWAYA_ID,
  });
  if (!riwaya.ok) return riwaya;
  const riwayaId = riwaya.value;
  if (!isSupportedRiwaya(riwayaId)) {
    return fail('rewaya_id', `rewaya_id must be one of ${riwayaIds.join(', ')}, got ${riwayaId}`);
  }

  const pageKey = isMissing(input.page) && !isMissing(input.page_number) ? 'page_number' : 'page';
  const pageValue = pageKey === 'page' ? input.page : input.page_number;
  const page = parseIntParam(pageValue, { name: pageKey, min: 1, max: PAGE_COUNT, default: 0 });
  if (!page.ok) return page;
  const pageGiven = page.value !== 0;

  const suraGiven = !isMissing(input.sura);
  const defaultVerse = pageGiven && !suraGiven ? pageRange(riwayaId, page.value).from : undefined;
  const sura = parseIntParam(input.sura, {
    name: 'sura',
    min: 1,
    max: SURA_COUNT,
    default: defaultVerse?.sura ?? DEFAULT_SURA,
  });
  if (!sura.ok) return sura;
  const count = ayaCount(riwayaId, sura.value);
  const aya = parseIntParam(input.aya, {
    name: 'aya',
    min: 1,
    max: count,
    default: defaultVerse && defaultVerse.sura === sura.value ? defaultVerse.aya : DEFAULT_AYA,
  });
  if (!aya.ok) {
    return fail('aya', `${aya.message} (sura ${sura.value} has ${count} verses in this riwaya)`);
  }

  const booksKey = (['books', 'books[]', 'book_ids', 'book_ids[]'] as const).find(
    (k) => !isMissing(input[k]),
  );
  const books = parseIdList(booksKey ? input[booksKey] : undefined, { name: booksKey ?? 'books' });
  if (!books.ok) return books;

  return {
    ok: true,
    value: {
      riwayaId,
      sura: sura.value,
      aya: aya.value,
      page: pageGiven ? page.value : verseLocation(riwayaId, sura.value, aya.value).page,
      pageGiven,
      bookIds: books.value,
    },
  };
}
