import {
  isSupportedRiwaya,
  parseReadingQuery,
  RIWAYA_PARAM,
  type ReadingQuery,
  type ReadingQueryInput,
} from '@tafsir/core';
import { badRequest } from '../errors.js';
import type { ContentState, RiwayaInfo } from './content-state.js';

/**
 * The reading parameters (rewaya_id, sura, aya, page_number, books / book_ids) are validated by
 * @tafsir/core's parseReadingQuery, the parser the web page runs on its own URL, so both accept and
 * reject the same values (aya checked against the riwaya's own verse count, page against its mushaf,
 * defaults rewaya_id 10, sura 1, aya 1). The JSON schemas before it only check types and static
 * bounds, for the OpenAPI document; both give the same 400 naming the parameter.
 */
export function readingQuery(input: ReadingQueryInput): ReadingQuery {
  const result = parseReadingQuery(input);
  if (!result.ok) throw badRequest(result.param, result.message);
  return result.value;
}

/** A riwaya both known to core and present in the database (its text imported). */
export async function requireRiwaya(state: ContentState, id: number): Promise<RiwayaInfo> {
  const riwayat = await state.riwayat();
  const riwaya = isSupportedRiwaya(id) ? riwayat.get(id) : undefined;
  if (!riwaya)
    throw badRequest(
      RIWAYA_PARAM,
      `${RIWAYA_PARAM} must be one of ${[...riwayat.keys()].join(', ')}, got ${id}`,
    );
  return riwaya;
}
