/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the JSON answers of the API under test */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sharedContentDir } from '../../../../test/fixture.js';
import { corpusVerses, describeOnTargets, get } from './helpers.js';

// KFGQPC code points: shadda (U+0651) is written before the fatha (U+064E).
const BISMILLAH =
  '\u0628\u0650\u0633\u06e1\u0645\u0650 \u0671\u0644\u0644\u0651\u064e\u0647\u0650 \u0671\u0644\u0631\u0651\u064e\u062d\u06e1\u0645\u064e\u0670\u0646\u0650 \u0671\u0644\u0631\u0651\u064e\u062d\u0650\u064a\u0645\u0650';

function corpusJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(sharedContentDir()!, path), 'utf8')) as T;
}

describeOnTargets('Quran routes', (ctx) => {
  it('page 1 of Hafs holds the 7 verses of al-Fatiha, as mushaf records of masahef 9', async () => {
    const res = await get(ctx.app, '/api/v1/page?page_number=1');
    expect(res.status).toBe(200);
    expect(res.json.page).toBe(1);
    expect(res.json.rewaya_id).toBe(10);
    expect(res.json.total_pages).toBe(604);
    expect(res.json.data).toHaveLength(7);
    expect(res.json.data[0]).toMatchObject({
      surah_id: 1,
      ayah_number: 1,
      uthmani_text: BISMILLAH,
      page_id: 1,
      masahef_id: 9,
      rewaya_id: 10,
    });
    expect(res.json.data.map((v: any) => v.ayah_number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('defaults to sura 1, aya 1 of Hafs', async () => {
    const res = await get(ctx.app, '/api/v1/page');
    expect(res.status).toBe(200);
    expect(res.json.page).toBe(1);
    expect(res.json.data[0].uthmani_text).toBe(BISMILLAH);
  });

  it('finds the page holding a verse: 2:255 is on Hafs page 42, with the verses of that page', async () => {
    const res = await get(ctx.app, '/api/v1/page?sura=2&aya=255');
    expect(res.status).toBe(200);
    expect(res.json.page).toBe(42);
    const expected = corpusVerses('hafs').filter((v) => v.page === 42);
    expect(
      res.json.data.map((v: any) => [v.surah_id, v.ayah_number, v.uthmani_text, v.juz, v.hizb, v.rub]),
    ).toEqual(expected.map((v) => [v.sura, v.aya, v.text, v.juz, v.hizb, v.rub]));
    expect(res.json.data.some((v: any) => v.surah_id === 2 && v.ayah_number === 255)).toBe(true);
  });

  it('serves other riwayat with their own pagination and numbering (Warsh)', async () => {
    const warsh = await get(ctx.app, '/api/v1/page?rewaya_id=20&page_number=3');
    const hafs = await get(ctx.app, '/api/v1/page?page_number=3');
    expect(warsh.status).toBe(200);
    const expected = corpusVerses('warsh').filter((v) => v.page === 3);
    expect(warsh.json.data.map((v: any) => `${v.surah_id}:${v.ayah_number}`)).toEqual(
      expected.map((v) => `${v.sura}:${v.aya}`),
    );
    expect(warsh.json.data.every((v: any) => v.rewaya_id === 20 && v.masahef_id === 9)).toBe(true);
    // Warsh page 3 starts at 2:5, Hafs page 3 at 2:6.
    expect(warsh.json.data[0]).toMatchObject({ surah_id: 2, ayah_number: 5 });
    expect(hafs.json.data[0]).toMatchObject({ surah_id: 2, ayah_number: 6 });
    // Warsh does not count the basmala of al-Fatiha: its 1:1 is "al-hamdu lillahi…".
    const first = await get(ctx.app, '/api/v1/page?rewaya_id=20&sura=1&aya=1');
    expect(first.json.data[0].uthmani_text).toBe(corpusVerses('warsh')[0]!.text);
    expect(first.json.data[0].uthmani_text).not.toBe(BISMILLAH);
  });

  it('checks verse numbers against the riwaya: al-Baqara has 286 verses in Hafs, 285 in Warsh', async () => {
    expect((await get(ctx.app, '/api/v1/page?sura=2&aya=286')).status).toBe(200);
    const res = await get(ctx.app, '/api/v1/page?rewaya_id=20&sura=2&aya=286');
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("'aya'");
  });

  it('lists the 114 suras with Arabic and localised titles, verse counts and first pages', async () => {
    const suras = corpusJson<
      Array<{
        number: number;
        name_ar: string;
        name_translit: string;
        name_en: string;
        ayas: number;
        revelation: string;
      }>
    >('quran/suras.json');
    const ar = await get(ctx.app, '/api/v1/surah-json');
    const en = await get(ctx.app, '/api/v1/surah-json?lang=en');
    expect(ar.status).toBe(200);
    expect(ar.json).toHaveLength(114);
    const hafs = corpusVerses('hafs');
    for (const s of suras) {
      const a = ar.json[s.number - 1];
      expect(a).toMatchObject({
        index: s.number,
        title: s.name_ar,
        titleAr: s.name_ar,
        count: s.ayas,
        type: s.revelation,
      });
      expect(a.page).toBe(hafs.find((v) => v.sura === s.number && v.aya === 1)!.page);
      expect(en.json[s.number - 1]).toMatchObject({
        index: s.number,
        title: s.name_translit,
        titleEn: s.name_en,
      });
    }
  });

  it('lists the chapter symbols indexed by chapter number', async () => {
    const res = await get(ctx.app, '/api/v1/ramz-json');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(114);
    expect(res.json[0]).toMatchObject({ index: 1, ramz: 'surah001', titleAr: 'الفاتحة' });
    expect(res.json[113]).toMatchObject({ index: 114, ramz: 'surah114' });
  });

  it('lists the 30 juz and 60 hizb with first verse, page and localised names', async () => {
    const juz = await get(ctx.app, '/api/v1/jiz');
    expect(juz.status).toBe(200);
    expect(juz.json.data).toHaveLength(30);
    const hafs = corpusVerses('hafs');
    for (const j of juz.json.data) {
      const first = hafs.find((v) => v.juz === j.number)!;
      expect(j.first_aya).toEqual({ sura: first.sura, aya: first.aya });
      expect(j.page).toBe(first.page);
    }
    expect(juz.json.data[1]).toMatchObject({ number: 2, name: 'الجزء ٢', first_aya: { sura: 2, aya: 142 } });
    expect(juz.json.data[1].opening).toBe('سيقول');
    const en = await get(ctx.app, '/api/v1/jiz?lang=en');
    expect(en.json.data[1]).toMatchObject({ name: 'Juz 2', surah_name: 'Al-Baqarah' });

    const hizb = await get(ctx.app, '/api/v1/hizb?lang=en');
    expect(hizb.status).toBe(200);
    expect(hizb.json.data).toHaveLength(60);
    for (const h of hizb.json.data) {
      const first = hafs.find((v) => v.hizb === h.number)!;
      expect(h.first_aya).toEqual({ sura: first.sura, aya: first.aya });
    }
    expect(hizb.json.data[59].name).toBe('Hizb 60');

    const warshJuz = await get(ctx.app, '/api/v1/jiz?rewaya_id=20');
    const warsh = corpusVerses('warsh');
    expect(warshJuz.json.data).toHaveLength(30);
    const w30 = warsh.find((v) => v.juz === 30)!;
    expect(warshJuz.json.data[29].first_aya).toEqual({ sura: w30.sura, aya: w30.aya });
  });

  it('lists the riwayat with localised names', async () => {
    const riwayat =
      corpusJson<Array<{ id: number; name_ar: string; name_en: string; verses: number; pages: number }>>(
        'quran/riwayat.json',
      );
    const ar = await get(ctx.app, '/api/v1/rewaya_list');
    const en = await get(ctx.app, '/api/v1/rewaya_list?lang=en');
    expect(ar.status).toBe(200);
    expect(ar.json.map((r: any) => r.id)).toEqual(riwayat.map((r) => r.id));
    for (const [i, r] of riwayat.entries()) {
      expect(ar.json[i]).toMatchObject({ id: r.id, name: r.name_ar, verses: r.verses, pages: r.pages });
      expect(en.json[i].name).toBe(r.name_en);
    }
  });

  it('serves the whole text of a riwaya as ayah-json', async () => {
    const hafs = await get(ctx.app, '/api/v1/ayah-json');
    expect(hafs.status).toBe(200);
    expect(hafs.json).toHaveLength(6236);
    expect(hafs.json.every((v: any) => v.masahef_id === 9 && v.rewaya_id === 10)).toBe(true);
    const corpus = corpusVerses('hafs');
    expect(hafs.json[6235]).toMatchObject({
      surah_id: 114,
      ayah_number: 6,
      uthmani_text: corpus[6235]!.text,
    });
    const warsh = await get(ctx.app, '/api/v1/ayah-json?rewaya_id=20');
    expect(warsh.json).toHaveLength(6214);
  });
});
