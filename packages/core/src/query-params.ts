/**
 * Request-parameter parsers shared by the API and the web (a single integer, a list of ids). They
 * never throw: each returns `{ ok: true, value }` or `{ ok: false, param, message }`, where `param`
 * is the offending query parameter and `message` an English sentence naming it. Values arrive as the
 * frameworks give them: `string`, `string[]` (a repeated key, `books[]=3&books[]=7`), a number, or
 * undefined. Arabic-Indic and Persian digits are accepted.
 *
 * This module imports none of the big tables: client code imports it as `@tafsir/core/query-params`
 * (the reading query, which checks verses against the mushaf tables, is in query.ts).
 */
import { MAX_BOOK_IDS } from './constants.js';
import { toWesternDigits } from './digits.js';

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

/** An absent or empty query value (`sura=` counts as absent). */
export const isMissingParam = (v: QueryValue): v is null | undefined | '' =>
  v === undefined || v === null || v === '';

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
  if (isMissingParam(v as QueryValue)) {
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
  if (isMissingParam(value)) return { ok: true, value: [] };
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
