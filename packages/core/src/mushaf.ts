/**
 * Mushaf structure of each riwaya: verse counts, the 604 pages, 30 juz, 60 hizb and 240 hizb
 * quarters (rub'), from the KFGQPC Madinah-style mushaf of that riwaya — the same data the importer
 * stores with every verse, so the two always agree (tables generated into tables/mushaf-data.ts).
 *
 * Every riwaya of RIWAYAT is supported (Shu'ba shares Hafs's structure, Qunbul al-Bazzi's, al-Susi
 * al-Duri's). Juz/hizb/rub are textual divisions; in the non-Hafs riwayat the quarter boundaries are
 * approximate (±1 verse, see the data README). quran-meta's Tanzil-based tables differ from these
 * for 56 Hafs page starts and one quarter (15:49 here, 15:50 there).
 *
 * Positions are in the riwaya's own numbering. Arguments out of range are programming errors and
 * throw a RangeError; validate user input first (verse-key.ts, query.ts).
 */
import {
  BAZZI_TABLE,
  DURI_TABLE,
  HAFS_TABLE,
  QALUN_TABLE,
  WARSH_TABLE,
  type MushafTable,
} from './tables/mushaf-data.js';
import { RIWAYAT, type RiwayaId } from './riwayat.js';
import type { VerseRef } from './types.js';

export const PAGE_COUNT = 604;
export const JUZ_COUNT = 30;
export const HIZB_COUNT = 60;
export const RUB_COUNT = 240;

export interface VerseLocation {
  readonly page: number;
  readonly juz: number;
  readonly hizb: number;
  /** Hizb quarter, 1–240. */
  readonly rub: number;
}

/** A verse that opens a division, with the mushaf page it is on. */
export interface DivisionStart extends VerseRef {
  readonly page: number;
}

export interface JuzEntry {
  readonly number: number;
  /** Conventional Arabic name (JUZ_NAMES). */
  readonly name: string;
  /** Opening words of the juz's first verse in this riwaya's mushaf (plain spelling). */
  readonly openingWords: string;
  readonly firstAya: VerseRef;
  readonly page: number;
}

export interface HizbEntry {
  readonly number: number;
  readonly juz: number;
  /** Opening words of the hizb's first verse (plain spelling), the customary way to name a hizb. */
  readonly name: string;
  readonly firstAya: VerseRef;
  readonly page: number;
}

export interface RubEntry {
  readonly number: number;
  readonly hizb: number;
  readonly juz: number;
  readonly name: string;
  readonly firstAya: VerseRef;
  readonly page: number;
}

/**
 * The customary names of the 30 juz: the opening words of the juz in the traditional division.
 * The Madinah mushaf starts a few juz some verses earlier than the word they are named after
 * (juz 4 at 3:93 "كل الطعام", named "لن تنالوا" after 3:92; juz 7 at 5:82; 11 at 9:93; 14 at 15:1;
 * 20 at 27:56; 21 at 29:46; 23 at 36:28); JuzEntry.openingWords gives the actual first words.
 */
export const JUZ_NAMES: readonly string[] = [
  'الم',
  'سيقول',
  'تلك الرسل',
  'لن تنالوا',
  'والمحصنات',
  'لا يحب الله',
  'وإذا سمعوا',
  'ولو أننا',
  'قال الملأ',
  'واعلموا',
  'يعتذرون',
  'وما من دابة',
  'وما أبرئ',
  'ربما',
  'سبحان الذي',
  'قال ألم',
  'اقترب للناس',
  'قد أفلح',
  'وقال الذين',
  'أمن خلق',
  'اتل ما أوحي',
  'ومن يقنت',
  'وما لي',
  'فمن أظلم',
  'إليه يرد',
  'حم',
  'قال فما خطبكم',
  'قد سمع الله',
  'تبارك الذي',
  'عم',
];

/** Prepared lookups for one structure: sura offsets into the global verse index. */
interface Structure {
  readonly table: MushafTable;
  /** suraOffset[s - 1] = global index of verse s:1 minus 1; suraOffset[114] = total. */
  readonly suraOffset: Int32Array;
}

function prepare(table: MushafTable): Structure {
  const suraOffset = new Int32Array(table.suraAyas.length + 1);
  table.suraAyas.forEach((count, i) => {
    suraOffset[i + 1] = (suraOffset[i] ?? 0) + count;
  });
  return { table, suraOffset };
}

const HAFS = prepare(HAFS_TABLE);
const WARSH = prepare(WARSH_TABLE);
const QALUN = prepare(QALUN_TABLE);
const BAZZI = prepare(BAZZI_TABLE);
const DURI = prepare(DURI_TABLE);
const STRUCTURES: ReadonlyMap<number, Structure> = new Map<number, Structure>([
  [10, HAFS],
  [11, HAFS],
  [20, WARSH],
  [21, QALUN],
  [30, BAZZI],
  [31, BAZZI],
  [40, DURI],
  [41, DURI],
]);

/** Riwaya ids whose mushaf structure is known (all of RIWAYAT). */
export const supportedMetaRiwayat: readonly RiwayaId[] = RIWAYAT.map((r) => r.id).filter((id) =>
  STRUCTURES.has(id),
);

export function isSupportedRiwaya(riwayaId: number): riwayaId is RiwayaId {
  return STRUCTURES.has(riwayaId);
}

function structureOf(riwayaId: number): Structure {
  const s = STRUCTURES.get(riwayaId);
  if (!s) throw new RangeError(`unknown riwaya id ${riwayaId}`);
  return s;
}

function checkRange(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new RangeError(`${name} must be 1–${max}, got ${value}`);
}

/** Number of verses of a sura in this riwaya's count. */
export function ayaCount(riwayaId: number, sura: number): number {
  const { table } = structureOf(riwayaId);
  checkRange('sura', sura, table.suraAyas.length);
  return table.suraAyas[sura - 1] as number;
}

/** Number of verses in the whole mushaf of this riwaya (6236 for Hafs). */
export function totalAyas(riwayaId: number): number {
  const { suraOffset } = structureOf(riwayaId);
  return suraOffset[suraOffset.length - 1] as number;
}

/** The verse's 1-based position in the whole mushaf (1:1 → 1, 114:6 → 6236 in Hafs). */
export function verseIndex(riwayaId: number, sura: number, aya: number): number {
  const s = structureOf(riwayaId);
  checkRange('sura', sura, s.table.suraAyas.length);
  checkRange(`aya of sura ${sura}`, aya, s.table.suraAyas[sura - 1] as number);
  return (s.suraOffset[sura - 1] as number) + aya;
}

/** Inverse of verseIndex. */
export function verseAt(riwayaId: number, index: number): VerseRef {
  const s = structureOf(riwayaId);
  const total = s.suraOffset[s.suraOffset.length - 1] as number;
  checkRange('verse index', index, total);
  const suraIdx = lastAtMost(s.suraOffset, index - 1, 0, s.table.suraAyas.length - 1);
  return { sura: suraIdx + 1, aya: index - (s.suraOffset[suraIdx] as number) };
}

/** Largest i in [lo, hi] with sorted[i] <= value (sorted ascending; sorted[lo] <= value). */
function lastAtMost(sorted: ArrayLike<number>, value: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((sorted[mid] as number) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Page, juz, hizb and quarter on which a verse starts. */
export function verseLocation(riwayaId: number, sura: number, aya: number): VerseLocation {
  const index = verseIndex(riwayaId, sura, aya);
  const { table } = structureOf(riwayaId);
  const page = lastAtMost(table.pageStarts, index, 0, PAGE_COUNT - 1) + 1;
  const rub = lastAtMost(table.rubStarts, index, 0, RUB_COUNT - 1) + 1;
  return { page, rub, hizb: Math.ceil(rub / 4), juz: Math.ceil(rub / 8) };
}

/** First and last verse starting on a page (a verse spilling over from the previous page is not included). */
export function pageRange(riwayaId: number, page: number): { from: VerseRef; to: VerseRef } {
  checkRange('page', page, PAGE_COUNT);
  const { table } = structureOf(riwayaId);
  const first = table.pageStarts[page - 1] as number;
  const last = page < PAGE_COUNT ? (table.pageStarts[page] as number) - 1 : totalAyas(riwayaId);
  return { from: verseAt(riwayaId, first), to: verseAt(riwayaId, last) };
}

function startOfRub(riwayaId: number, rub: number): DivisionStart {
  const { table } = structureOf(riwayaId);
  const index = table.rubStarts[rub - 1] as number;
  const ref = verseAt(riwayaId, index);
  return { ...ref, page: lastAtMost(table.pageStarts, index, 0, PAGE_COUNT - 1) + 1 };
}

export function rubStart(riwayaId: number, rub: number): DivisionStart {
  checkRange('rub', rub, RUB_COUNT);
  return startOfRub(riwayaId, rub);
}

export function hizbStart(riwayaId: number, hizb: number): DivisionStart {
  checkRange('hizb', hizb, HIZB_COUNT);
  return startOfRub(riwayaId, (hizb - 1) * 4 + 1);
}

export function juzStart(riwayaId: number, juz: number): DivisionStart {
  checkRange('juz', juz, JUZ_COUNT);
  return startOfRub(riwayaId, (juz - 1) * 8 + 1);
}

/** Page on which a sura starts. */
export function suraStartPage(riwayaId: number, sura: number): number {
  return verseLocation(riwayaId, sura, 1).page;
}

const juzListCache = new Map<Structure, readonly JuzEntry[]>();
const hizbListCache = new Map<Structure, readonly HizbEntry[]>();
const rubListCache = new Map<Structure, readonly RubEntry[]>();

/** The 30 juz with their names and first verse (spec §3: number, name, first_aya with a page). */
export function juzList(riwayaId: number): readonly JuzEntry[] {
  const s = structureOf(riwayaId);
  let list = juzListCache.get(s);
  if (!list) {
    list = Array.from({ length: JUZ_COUNT }, (_, i): JuzEntry => {
      const { page, ...firstAya } = startOfRub(riwayaId, i * 8 + 1);
      return {
        number: i + 1,
        name: JUZ_NAMES[i] as string,
        openingWords: s.table.rubOpenings[i * 8] as string,
        firstAya,
        page,
      };
    });
    juzListCache.set(s, list);
  }
  return list;
}

/** The 60 hizb, named by their opening words. */
export function hizbList(riwayaId: number): readonly HizbEntry[] {
  const s = structureOf(riwayaId);
  let list = hizbListCache.get(s);
  if (!list) {
    list = Array.from({ length: HIZB_COUNT }, (_, i): HizbEntry => {
      const { page, ...firstAya } = startOfRub(riwayaId, i * 4 + 1);
      return {
        number: i + 1,
        juz: Math.ceil((i + 1) / 2),
        name: s.table.rubOpenings[i * 4] as string,
        firstAya,
        page,
      };
    });
    hizbListCache.set(s, list);
  }
  return list;
}

/** The 240 hizb quarters, named by their opening words. */
export function rubList(riwayaId: number): readonly RubEntry[] {
  const s = structureOf(riwayaId);
  let list = rubListCache.get(s);
  if (!list) {
    list = Array.from({ length: RUB_COUNT }, (_, i): RubEntry => {
      const { page, ...firstAya } = startOfRub(riwayaId, i + 1);
      const number = i + 1;
      return {
        number,
        hizb: Math.ceil(number / 4),
        juz: Math.ceil(number / 8),
        name: s.table.rubOpenings[i] as string,
        firstAya,
        page,
      };
    });
    rubListCache.set(s, list);
  }
  return list;
}

/**
 * The valid verse nearest to a sura and verse number that may not exist (a 404 page's way on,
 * issue 32): a verse past a sura's end is its last (2:999 → 2:286), one before the first is the
 * first; a sura past the last is the last sura's first verse (115:1 → 114:1), one before the first is
 * 1:1. Numbers that are not integers are taken as 1. Verse counts of `riwayaId` (Hafs by default).
 */
export function nearestVerse(sura: number, aya: number, riwayaId: number = 10): VerseRef {
  const suras = structureOf(riwayaId).table.suraAyas.length;
  const s = Number.isInteger(sura) ? sura : 1;
  if (s < 1) return { sura: 1, aya: 1 };
  if (s > suras) return { sura: suras, aya: 1 };
  const a = Number.isInteger(aya) ? aya : 1;
  return { sura: s, aya: Math.min(Math.max(a, 1), ayaCount(riwayaId, s)) };
}
