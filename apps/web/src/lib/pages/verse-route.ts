import {
  ayaCount,
  HAFS_RIWAYA_ID,
  isValidSura,
  parseIntParam,
  parseVerseKey,
  type VerseRef,
} from '@tafsir/core';

/** A path segment as typed (Next may pass it still percent-encoded: ٢ as %D9%A2); null if malformed. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The {id} of /browse-aya/{id}: "2:255" (also 2-255, 2.255, 2_255; Arabic-Indic digits accepted). */
export function parseAyaId(id: string | undefined): VerseRef | null {
  const raw = id ? decodedSegment(id) : null;
  if (raw === null) return null;
  const r = parseVerseKey(raw.replace(/[-._]/, ':'));
  return r.ok ? r.value : null;
}

export const ayaPath = (sura: number, aya: number) => `/browse-aya/${sura}:${aya}`;

/**
 * What /browse-aya/{id?} shows for its path segments (as Next passes them): a verse, the index of
 * verses (`'none'`, no segment), or null when the path is no page.
 */
export function browseAyaVerse(id: readonly string[] | undefined): VerseRef | null | 'none' {
  if (!id || id.length === 0) return 'none';
  if (id.length > 1) return null;
  return parseAyaId(id[0]);
}

/**
 * The verse the picker form of /browse-aya (GET ?sura=&aya=) asks for: `'none'` when the query has
 * neither, null when it does not validate (aya defaults to 1; Hafs numbering, as the page's verses).
 */
export function pickedVerse(get: (name: string) => string | undefined): VerseRef | null | 'none' {
  const sura = get('sura');
  const aya = get('aya');
  if (sura === undefined && aya === undefined) return 'none';
  const s = parseIntParam(sura, { name: 'sura', min: 1, max: 114 });
  if (!s.ok) return null;
  const a = parseIntParam(aya, { name: 'aya', min: 1, max: ayaCount(HAFS_RIWAYA_ID, s.value), default: 1 });
  return a.ok ? { sura: s.value, aya: a.value } : null;
}

/** What /browse-sura/{id?} shows for its path segments: a sura number, the index (`'none'`), or null. */
export function browseSuraNumber(id: readonly string[] | undefined): number | null | 'none' {
  if (!id || id.length === 0) return 'none';
  const raw = id.length === 1 ? decodedSegment(id[0]!) : null;
  if (raw === null) return null;
  // Arabic-Indic digits too, as for the verses: /browse-sura/٢
  const r = parseIntParam(raw, { name: 'id', min: 1, max: 114 });
  return r.ok && isValidSura(r.value) ? r.value : null;
}
