import { describe, expect, it } from 'vitest';
import * as hafsMeta from 'quran-meta/hafs';
import * as qalunMeta from 'quran-meta/qalun';
import * as warshMeta from 'quran-meta/warsh';
import {
  HIZB_COUNT,
  JUZ_COUNT,
  JUZ_NAMES,
  PAGE_COUNT,
  RUB_COUNT,
  ayaCount,
  hizbList,
  hizbStart,
  isSupportedRiwaya,
  juzList,
  juzStart,
  pageRange,
  rubList,
  rubStart,
  supportedMetaRiwayat,
  suraStartPage,
  totalAyas,
  verseAt,
  verseIndex,
  verseLocation,
} from './mushaf.js';
import { RIWAYAT } from './riwayat.js';
import { SURAS } from './suras.js';
import { HAS_DATA, SKIP_REASON, loadQuran } from './test-support/shared-data.js';

describe('constants', () => {
  it('has the mushaf division counts', () => {
    expect([PAGE_COUNT, JUZ_COUNT, HIZB_COUNT, RUB_COUNT]).toEqual([604, 30, 60, 240]);
    expect(JUZ_NAMES).toHaveLength(30);
    expect(JUZ_NAMES.slice(0, 3)).toEqual(['الم', 'سيقول', 'تلك الرسل']);
    expect(JUZ_NAMES[29]).toBe('عم');
  });

  it('supports every riwaya', () => {
    expect([...supportedMetaRiwayat].sort()).toEqual(RIWAYAT.map((r) => r.id).sort());
    expect(isSupportedRiwaya(20)).toBe(true);
    expect(isSupportedRiwaya(12)).toBe(false);
  });
});

describe('verse counts', () => {
  it('matches each riwaya total', () => {
    for (const r of RIWAYAT) expect(totalAyas(r.id), r.slug).toBe(r.verseCount);
  });

  it('gives per-sura counts in each riwaya', () => {
    expect(ayaCount(10, 1)).toBe(7);
    expect(ayaCount(10, 2)).toBe(286);
    expect(ayaCount(20, 2)).toBe(285); // Madani count
    expect(ayaCount(20, 1)).toBe(7);
    expect(ayaCount(11, 2)).toBe(286); // Shu'ba counts like Hafs
    expect(ayaCount(10, 114)).toBe(6);
    SURAS.forEach((s) => expect(ayaCount(10, s.number)).toBe(s.ayas));
  });

  it('rejects bad arguments', () => {
    expect(() => ayaCount(99, 1)).toThrow(RangeError);
    expect(() => ayaCount(10, 0)).toThrow(/sura must be 1–114/);
    expect(() => ayaCount(10, 115)).toThrow(RangeError);
    expect(() => verseIndex(10, 1, 8)).toThrow(/aya of sura 1/);
  });

  it('indexes verses across the mushaf', () => {
    expect(verseIndex(10, 1, 1)).toBe(1);
    expect(verseIndex(10, 2, 1)).toBe(8);
    expect(verseIndex(10, 114, 6)).toBe(6236);
    expect(verseAt(10, 6236)).toEqual({ sura: 114, aya: 6 });
    expect(verseAt(10, 8)).toEqual({ sura: 2, aya: 1 });
    expect(verseAt(20, 6214)).toEqual({ sura: 114, aya: 6 });
    for (const i of [1, 7, 8, 293, 294, 4000, 6230]) {
      const { sura, aya } = verseAt(10, i);
      expect(verseIndex(10, sura, aya)).toBe(i);
    }
    expect(() => verseAt(10, 6237)).toThrow(RangeError);
  });
});

describe('Hafs locations', () => {
  it('places well-known verses', () => {
    expect(verseLocation(10, 2, 255)).toEqual({ page: 42, juz: 3, hizb: 5, rub: 17 });
    expect(verseLocation(10, 1, 1)).toEqual({ page: 1, juz: 1, hizb: 1, rub: 1 });
    expect(verseLocation(10, 114, 6)).toEqual({ page: 604, juz: 30, hizb: 60, rub: 240 });
    expect(verseLocation(10, 18, 74).juz).toBe(15);
    expect(verseLocation(10, 18, 75).juz).toBe(16);
    expect(verseLocation(10, 36, 1).page).toBe(440);
  });

  it('opens juz where the Madinah mushaf does', () => {
    expect(juzStart(10, 1)).toEqual({ sura: 1, aya: 1, page: 1 });
    expect(juzStart(10, 2)).toEqual({ sura: 2, aya: 142, page: 22 });
    expect(juzStart(10, 4)).toMatchObject({ sura: 3, aya: 93 });
    expect(juzStart(10, 11)).toMatchObject({ sura: 9, aya: 93 });
    expect(juzStart(10, 16)).toMatchObject({ sura: 18, aya: 75 });
    expect(juzStart(10, 30)).toEqual({ sura: 78, aya: 1, page: 582 });
    expect(() => juzStart(10, 31)).toThrow(RangeError);
  });

  it('gives hizb and quarter starts', () => {
    expect(hizbStart(10, 1)).toEqual({ sura: 1, aya: 1, page: 1 });
    expect(hizbStart(10, 2)).toMatchObject({ sura: 2, aya: 75 });
    expect(hizbStart(10, 3)).toEqual(juzStart(10, 2));
    expect(rubStart(10, 2)).toMatchObject({ sura: 2, aya: 26 });
    expect(rubStart(10, 106)).toMatchObject({ sura: 15, aya: 49 }); // KFGQPC mark (Tanzil: 15:50)
    expect(() => rubStart(10, 0)).toThrow(RangeError);
    expect(() => hizbStart(10, 61)).toThrow(RangeError);
  });

  it('gives page ranges', () => {
    expect(pageRange(10, 1)).toEqual({ from: { sura: 1, aya: 1 }, to: { sura: 1, aya: 7 } });
    expect(pageRange(10, 2)).toEqual({ from: { sura: 2, aya: 1 }, to: { sura: 2, aya: 5 } });
    expect(pageRange(10, 42)).toEqual({ from: { sura: 2, aya: 253 }, to: { sura: 2, aya: 256 } });
    expect(pageRange(10, 604)).toEqual({ from: { sura: 112, aya: 1 }, to: { sura: 114, aya: 6 } });
    expect(() => pageRange(10, 605)).toThrow(RangeError);
    expect(suraStartPage(10, 2)).toBe(2);
    expect(suraStartPage(10, 18)).toBe(293);
  });

  it('lists juz, hizb and quarters with names and pages', () => {
    const juz = juzList(10);
    expect(juz).toHaveLength(30);
    expect(juz[1]).toEqual({
      number: 2,
      name: 'سيقول',
      openingWords: 'سيقول السفهاء من',
      firstAya: { sura: 2, aya: 142 },
      page: 22,
    });
    expect(juz[3]).toMatchObject({
      name: 'لن تنالوا',
      openingWords: 'كل الطعام كان',
      firstAya: { sura: 3, aya: 93 },
    });
    expect(juzList(10)).toBe(juz); // cached
    const hizb = hizbList(10);
    expect(hizb).toHaveLength(60);
    expect(hizb[0]).toEqual({
      number: 1,
      juz: 1,
      name: 'بسم الله الرحمن',
      firstAya: { sura: 1, aya: 1 },
      page: 1,
    });
    expect(hizb[59]).toMatchObject({ number: 60, juz: 30, firstAya: { sura: 87, aya: 1 } });
    const rubs = rubList(10);
    expect(rubs).toHaveLength(240);
    expect(rubs[16]).toMatchObject({
      number: 17,
      hizb: 5,
      juz: 3,
      firstAya: { sura: 2, aya: 253 },
      name: 'تلك الرسل فضلنا',
    });
    expect(rubs[18]).toMatchObject({
      number: 19,
      hizb: 5,
      firstAya: { sura: 2, aya: 272 },
      name: 'ليس عليك هداهم',
    });
    for (const list of [juz, hizb, rubs])
      for (let i = 1; i < list.length; i++) expect(list[i]!.page).toBeGreaterThanOrEqual(list[i - 1]!.page);
  });
});

describe('other riwayat', () => {
  it("uses each riwaya's own structure", () => {
    expect(juzStart(20, 2)).toMatchObject({ sura: 2, aya: 141 }); // Warsh numbering
    expect(juzStart(11, 2)).toEqual(juzStart(10, 2)); // Shu'ba = Hafs
    expect(verseLocation(31, 2, 10)).toEqual(verseLocation(30, 2, 10)); // Qunbul = al-Bazzi
    expect(verseLocation(41, 2, 10)).toEqual(verseLocation(40, 2, 10)); // al-Susi = al-Duri
    expect(pageRange(20, 1)).toEqual({ from: { sura: 1, aya: 1 }, to: { sura: 1, aya: 7 } });
    expect(pageRange(20, 604).to).toEqual({ sura: 114, aya: 6 });
    expect(juzList(20)[1]).toMatchObject({ name: 'سيقول', firstAya: { sura: 2, aya: 141 } });
    expect(hizbList(30)[0]).toMatchObject({ name: 'بسم الله الرحمن' }); // al-Bazzi counts the basmala
    expect(hizbList(20)[0]).toMatchObject({ name: 'الحمد لله رب' });
  });

  it('agrees with quran-meta on Warsh and Qalun pages and on Hafs juz', () => {
    for (const [id, qm] of [
      [20, warshMeta],
      [21, qalunMeta],
    ] as const) {
      for (let page = 1; page <= PAGE_COUNT; page++) {
        const { first } = qm.getPageMeta(page as Parameters<typeof qm.getPageMeta>[0]);
        expect(pageRange(id, page).from, `riwaya ${id} page ${page}`).toEqual({
          sura: first[0],
          aya: first[1],
        });
      }
    }
    for (let juz = 1; juz <= JUZ_COUNT; juz++) {
      const { first } = hafsMeta.getJuzMeta(juz as Parameters<typeof hafsMeta.getJuzMeta>[0]);
      expect(juzStart(10, juz), `juz ${juz}`).toMatchObject({ sura: first[0], aya: first[1] });
    }
  });

  it("differs from quran-meta's Tanzil Hafs pages only where KFGQPC v18 moved verses", () => {
    let differing = 0;
    for (let index = 1; index <= 6236; index++) {
      const { sura, aya } = verseAt(10, index);
      if (verseLocation(10, sura, aya).page !== hafsMeta.findPage(sura as never, aya as never)) differing++;
    }
    expect(differing).toBe(56); // documented in the data README
  });
});

describe.skipIf(!HAS_DATA)(`against the dataset (${HAS_DATA ? 'shared dataset' : SKIP_REASON})`, () => {
  it('reproduces page, juz, hizb and rub of every verse of every riwaya', () => {
    for (const r of RIWAYAT) {
      const rows = loadQuran(r.slug);
      expect(rows).toHaveLength(r.verseCount);
      const counts = new Map<number, number>();
      for (const row of rows) {
        counts.set(row.sura, row.aya);
        const loc = verseLocation(r.id, row.sura, row.aya);
        if (loc.page !== row.page || loc.juz !== row.juz || loc.hizb !== row.hizb || loc.rub !== row.rub) {
          expect({ slug: r.slug, sura: row.sura, aya: row.aya, ...loc }).toEqual({
            slug: r.slug,
            sura: row.sura,
            aya: row.aya,
            page: row.page,
            juz: row.juz,
            hizb: row.hizb,
            rub: row.rub,
          });
        }
      }
      for (const [sura, count] of counts) expect(ayaCount(r.id, sura)).toBe(count);
    }
  });
});
