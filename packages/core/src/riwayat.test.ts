import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RIWAYA_ID,
  HAFS_RIWAYA_ID,
  RIWAYAT,
  isRiwayaId,
  riwayaById,
  riwayaBySlug,
} from './riwayat.js';
import { HAS_DATA, loadQuran } from './test-support/shared-data.js';

describe('riwayat', () => {
  it('lists the eight riwayat with their verse counts', () => {
    expect(RIWAYAT.map((r) => [r.id, r.slug, r.verseCount])).toEqual([
      [10, 'hafs', 6236],
      [11, 'shuba', 6236],
      [20, 'warsh', 6214],
      [21, 'qalun', 6214],
      [30, 'bazzi', 6220],
      [31, 'qunbul', 6220],
      [40, 'duri', 6217],
      [41, 'susi', 6217],
    ]);
    expect(riwayaById(20)?.nameAr).toBe('ورش عن نافع');
    expect(riwayaById(40)?.nameEn).toBe('al-Duri an Abi Amr');
  });

  it('defaults to Hafs', () => {
    expect(HAFS_RIWAYA_ID).toBe(10);
    expect(DEFAULT_RIWAYA_ID).toBe(10);
    expect(riwayaById(DEFAULT_RIWAYA_ID)?.slug).toBe('hafs');
  });

  it('looks riwayat up by id and slug', () => {
    expect(riwayaBySlug('qalun')?.id).toBe(21);
    expect(riwayaBySlug(' Warsh ')?.id).toBe(20);
    expect(riwayaBySlug('nope')).toBeUndefined();
    expect(riwayaById(12)).toBeUndefined();
    expect(isRiwayaId(31)).toBe(true);
    expect(isRiwayaId(32)).toBe(false);
    expect(isRiwayaId('10')).toBe(false);
  });

  it.skipIf(!HAS_DATA)("agrees with the dataset's texts", () => {
    for (const r of RIWAYAT) expect(loadQuran(r.slug), r.slug).toHaveLength(r.verseCount);
  });
});
