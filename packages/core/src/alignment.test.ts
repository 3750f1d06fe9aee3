import { describe, expect, it } from 'vitest';
import {
  alignRiwayaToHafs,
  hafsToRiwayaLookup,
  nonIdentityMappings,
  riwayaToHafsLookup,
  uncoveredHafsVerses,
  type VerseMapping,
} from './alignment.js';
import { RIWAYAT } from './riwayat.js';
import { BAZZI, HAFS, WARSH } from './test-support/fixtures.js';
import { HAS_DATA, SKIP_REASON, loadQuran } from './test-support/shared-data.js';

const key = (m: VerseMapping) =>
  `${m.sura}:${m.aya}→${m.hafsSura}:${m.hafsAyaFrom}${m.hafsAyaTo > m.hafsAyaFrom ? `-${m.hafsAyaTo}` : ''}`;

describe('alignRiwayaToHafs (inline verses)', () => {
  // the Hafs verses the Warsh fixture holds (al-Fatiha, 2:1–5, 30:1–4)
  const hafs = HAFS.filter((v) => v.sura === 1 || (v.sura === 2 && v.aya <= 5) || v.sura === 30);
  const map = alignRiwayaToHafs(WARSH, hafs);

  it('maps Warsh al-Fatiha, which does not count the basmala', () => {
    expect(map.filter((m) => m.sura === 1).map(key)).toEqual([
      '1:1→1:2',
      '1:2→1:3',
      '1:3→1:4',
      '1:4→1:5',
      '1:5→1:6',
      '1:6→1:7', // "صراط الذين أنعمت عليهم" ends a verse in the Madani count …
      '1:7→1:7', // … so Hafs 1:7 is split between two Warsh verses
    ]);
  });

  it('maps Warsh 2:1 to Hafs 2:1–2 (الم is not a verse of its own)', () => {
    expect(map.filter((m) => m.sura === 2).map(key)).toEqual(['2:1→2:1-2', '2:2→2:3', '2:3→2:4', '2:4→2:5']);
    expect(map.filter((m) => m.sura === 30).map(key)).toEqual(['30:1→30:1-3', '30:2→30:4']);
  });

  it('leaves only the basmala uncovered', () => {
    expect(uncoveredHafsVerses(map, hafs)).toEqual([{ sura: 1, aya: 1 }]);
  });

  it("maps al-Bazzi's al-Fatiha, counted like Hafs (with the basmala), one to one", () => {
    const bazzi = alignRiwayaToHafs(
      BAZZI,
      HAFS.filter((v) => v.sura === 1),
    );
    expect(bazzi.map(key)).toEqual([
      '1:1→1:1',
      '1:2→1:2',
      '1:3→1:3',
      '1:4→1:4',
      '1:5→1:5',
      '1:6→1:6',
      '1:7→1:7',
    ]);
    expect(nonIdentityMappings(bazzi)).toEqual([]);
  });

  it('maps Hafs onto itself identically', () => {
    const self = alignRiwayaToHafs(HAFS, HAFS);
    expect(self).toHaveLength(HAFS.length);
    expect(nonIdentityMappings(self)).toEqual([]);
    expect(uncoveredHafsVerses(self, HAFS)).toEqual([]);
  });

  it('builds lookups both ways', () => {
    const toHafs = riwayaToHafsLookup(map);
    expect(toHafs.get('2:1')).toMatchObject({ hafsSura: 2, hafsAyaFrom: 1, hafsAyaTo: 2 });
    const fromHafs = hafsToRiwayaLookup(map);
    expect(fromHafs.get('2:2')).toEqual([{ sura: 2, aya: 1 }]);
    expect(fromHafs.get('1:7')).toEqual([
      { sura: 1, aya: 6 },
      { sura: 1, aya: 7 },
    ]);
    expect(fromHafs.has('1:1')).toBe(false);
  });

  it('fails clearly when a sura is missing from the Hafs text', () => {
    expect(() =>
      alignRiwayaToHafs(
        WARSH,
        HAFS.filter((v) => v.sura === 1),
      ),
    ).toThrow(/sura 2 is missing/);
  });
});

describe.skipIf(!HAS_DATA)(
  `alignRiwayaToHafs on every riwaya (${HAS_DATA ? 'shared dataset' : SKIP_REASON})`,
  () => {
    const others = RIWAYAT.filter((r) => r.id !== 10);
    // riwayat whose count leaves the Fatiha's basmala out (Madani and Basri counts)
    const withoutBasmala = new Set(['warsh', 'qalun', 'duri', 'susi']);

    it.each(others.map((r) => [r.slug, r] as const))('%s: complete, consistent and fast', (slug, riwaya) => {
      const hafs = loadQuran('hafs');
      const verses = loadQuran(slug);
      const t0 = performance.now();
      const map = alignRiwayaToHafs(verses, hafs);
      const ms = performance.now() - t0;

      // one mapping per riwaya verse, in order, each to ≥ 1 Hafs verse of the same sura
      expect(map).toHaveLength(riwaya.verseCount);
      map.forEach((m, i) => {
        expect([m.sura, m.aya]).toEqual([verses[i]!.sura, verses[i]!.aya]);
        expect(m.hafsSura).toBe(m.sura);
        expect(m.hafsAyaFrom).toBeGreaterThanOrEqual(1);
        expect(m.hafsAyaTo).toBeGreaterThanOrEqual(m.hafsAyaFrom);
      });
      // monotonic: ranges never go backwards
      for (let i = 1; i < map.length; i++) {
        const [a, b] = [map[i - 1]!, map[i]!];
        if (a.sura === b.sura) expect(b.hafsAyaFrom, key(b)).toBeGreaterThanOrEqual(a.hafsAyaTo);
      }
      // every Hafs verse covered, except the basmala in the counts that leave it out
      const uncovered = uncoveredHafsVerses(map, hafs);
      expect(uncovered).toEqual(withoutBasmala.has(slug) ? [{ sura: 1, aya: 1 }] : []);

      const lookup = hafsToRiwayaLookup(map);
      const splits = [...lookup.values()].filter((list) => list.length > 1).length;
      const merges = map.filter((m) => m.hafsAyaTo > m.hafsAyaFrom).length;
      // verse-count difference = Hafs verses merged away − Hafs verses split − uncovered
      const extraHafs = map.reduce((n, m) => n + (m.hafsAyaTo - m.hafsAyaFrom), 0);
      expect(6236 - riwaya.verseCount).toBe(extraHafs - splits + uncovered.length);

      console.info(
        `[alignment] ${slug}: ${map.length} verses in ${ms.toFixed(0)} ms CPU; ${nonIdentityMappings(map).length} not same-numbered, ` +
          `${merges} span several Hafs verses, ${splits} Hafs verses split, uncovered: ${uncovered.map((v) => `${v.sura}:${v.aya}`).join(', ') || 'none'}`,
      );
      expect(ms).toBeLessThan(2000);

      if (slug === 'shuba') expect(nonIdentityMappings(map)).toEqual([]);
      if (slug === 'warsh' || slug === 'qalun') {
        const byKey = riwayaToHafsLookup(map);
        expect(key(byKey.get('1:1')!)).toBe('1:1→1:2');
        expect(key(byKey.get('2:1')!)).toBe('2:1→2:1-2');
        expect(key(byKey.get('114:6')!)).toBe('114:6→114:6');
        expect(key(byKey.get('22:19')!)).toBe('22:19→22:19-21');
      }
      if (slug === 'bazzi' || slug === 'qunbul') {
        expect(key(riwayaToHafsLookup(map).get('1:1')!)).toBe('1:1→1:1');
      }
    });
  },
);
