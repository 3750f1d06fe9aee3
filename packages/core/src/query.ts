/**
 * The reading query (sura, aya, page, books, rewaya_id), shared by the API and the web page (which
 * validates its search params with it before any fetch, spec §5 / ARCHITECTURE "one request"). Like
 * the parameter parsers of query-params.ts it never throws: `{ ok: true, value }` or
 * `{ ok: false, param, message }`. It checks verses against the mushaf tables (mushaf.ts), so client
 * code that only needs the parameter parsers imports `@tafsir/core/query-params` instead.
 */
import { DEFAULT_AYA, DEFAULT_SURA } from './constants.js';
import { PAGE_COUNT, ayaCount, isSupportedRiwaya, pageRange, verseLocation } from './mushaf.js';
import {
  isMissingParam as isMissing,
  parseIdList,
  parseIntParam,
  type QueryResult,
  type QueryValue,
} from './query-params.js';
import { DEFAULT_RIWAYA_ID, RIWAYA_PARAM, RIWAYAT, type RiwayaId } from './riwayat.js';
import { SURA_COUNT } from './suras.js';

const fail = (param: string, message: string): { ok: false; param: string; message: string } => ({
  ok: false,
  param,
  message,
});

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
    name: RIWAYA_PARAM,
    min: Math.min(...riwayaIds),
    max: Math.max(...riwayaIds),
    default: DEFAULT_RIWAYA_ID,
  });
  if (!riwaya.ok) return riwaya;
  const riwayaId = riwaya.value;
  if (!isSupportedRiwaya(riwayaId)) {
    return fail(RIWAYA_PARAM, `${RIWAYA_PARAM} must be one of ${riwayaIds.join(', ')}, got ${riwayaId}`);
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
