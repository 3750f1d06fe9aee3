import { parseVerseKey, type VerseRef } from '@tafsir/core';

/** The {id} of /browse-aya/{id}: "2:255" (also 2-255, 2.255, 2_255; Arabic-Indic digits accepted). */
export function parseAyaId(id: string | undefined): VerseRef | null {
  if (!id) return null;
  let raw = id;
  try {
    raw = decodeURIComponent(id);
  } catch {
    return null;
  }
  const r = parseVerseKey(raw.replace(/[-._]/, ':'));
  return r.ok ? r.value : null;
}

export const ayaPath = (sura: number, aya: number) => `/browse-aya/${sura}:${aya}`;
