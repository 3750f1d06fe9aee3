/**
 * The eight riwayat (transmissions) whose KFGQPC texts the site carries. Each numbers its verses
 * with its own counting school; books are keyed to Hafs numbering (see alignment.ts).
 */
export type RiwayaId = 10 | 11 | 20 | 21 | 30 | 31 | 40 | 41;

export interface Riwaya {
  readonly id: RiwayaId;
  readonly slug: string;
  readonly nameAr: string;
  readonly nameEn: string;
  /** Number of verses in this riwaya's own count. */
  readonly verseCount: number;
  /** Verse-counting school the count follows (as given by the content dataset). */
  readonly counting: 'kufan' | 'madani' | 'makki' | 'basri';
}

export const RIWAYAT: readonly Riwaya[] = [
  {
    id: 10,
    slug: 'hafs',
    nameAr: 'حفص عن عاصم',
    nameEn: 'Hafs an Asim',
    verseCount: 6236,
    counting: 'kufan',
  },
  {
    id: 11,
    slug: 'shuba',
    nameAr: 'شعبة عن عاصم',
    nameEn: "Shu'ba an Asim",
    verseCount: 6236,
    counting: 'kufan',
  },
  {
    id: 20,
    slug: 'warsh',
    nameAr: 'ورش عن نافع',
    nameEn: "Warsh an Nafi'",
    verseCount: 6214,
    counting: 'madani',
  },
  {
    id: 21,
    slug: 'qalun',
    nameAr: 'قالون عن نافع',
    nameEn: "Qalun an Nafi'",
    verseCount: 6214,
    counting: 'madani',
  },
  {
    id: 30,
    slug: 'bazzi',
    nameAr: 'البزي عن ابن كثير',
    nameEn: 'al-Bazzi an Ibn Kathir',
    verseCount: 6220,
    counting: 'makki',
  },
  {
    id: 31,
    slug: 'qunbul',
    nameAr: 'قنبل عن ابن كثير',
    nameEn: 'Qunbul an Ibn Kathir',
    verseCount: 6220,
    counting: 'makki',
  },
  {
    id: 40,
    slug: 'duri',
    nameAr: 'الدوري عن أبي عمرو',
    nameEn: 'al-Duri an Abi Amr',
    verseCount: 6217,
    counting: 'basri',
  },
  {
    id: 41,
    slug: 'susi',
    nameAr: 'السوسي عن أبي عمرو',
    nameEn: 'al-Susi an Abi Amr',
    verseCount: 6217,
    counting: 'basri',
  },
];

export const HAFS_RIWAYA_ID = 10 as const;
/** The query parameter naming the riwaya, in every URL of the site and the API (spec §5 spelling). */
export const RIWAYA_PARAM = 'rewaya_id' as const;
/** Spec §5: rewaya_id defaults to 10 (Hafs). */
export const DEFAULT_RIWAYA_ID = 10 as const;

const BY_ID: ReadonlyMap<number, Riwaya> = new Map(RIWAYAT.map((r) => [r.id, r]));
const BY_SLUG: ReadonlyMap<string, Riwaya> = new Map(RIWAYAT.map((r) => [r.slug, r]));

export function isRiwayaId(x: unknown): x is RiwayaId {
  return typeof x === 'number' && BY_ID.has(x);
}

export function riwayaById(id: number): Riwaya | undefined {
  return BY_ID.get(id);
}

export function riwayaBySlug(slug: string): Riwaya | undefined {
  return BY_SLUG.get(slug.trim().toLowerCase());
}
