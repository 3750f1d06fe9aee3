import { createClient, type ReadingAnswer } from '@tafsir/client';
import { ContentWriter, type TafsirDatabase } from '@tafsir/db';
import { expect, it } from 'vitest';
import { bookId, corpusVerses, describeOnTargets, get, injectFetch, type CorpusVerse } from './helpers.js';

/** The neighbours of a verse in a riwaya, read from the corpus file (not from the code under test). */
function corpusNeighbours(slug: string, sura: number, aya: number) {
  const verses = corpusVerses(slug);
  const i = verses.findIndex((v) => v.sura === sura && v.aya === aya);
  if (i < 0) throw new Error(`no verse ${sura}:${aya} in ${slug}`);
  const key = (v: CorpusVerse | undefined) => (v ? { sura: v.sura, aya: v.aya, page: v.page } : null);
  return { selected: key(verses[i]), previous: key(verses[i - 1]), next: key(verses[i + 1]) };
}

describeOnTargets('Reading view in one call (/api/v1/reading)', (ctx) => {
  /** What the seven separate calls answer for one query: the composite must answer the same. */
  async function separateCalls(
    query: { lang: string; rewaya_id: number; sura: number; aya: number },
    bookIds: number[],
  ) {
    const { lang, rewaya_id, sura, aya } = query;
    const common = `lang=${lang}&rewaya_id=${rewaya_id}`;
    const [page, suras, rewayat, juz, hizb, books, content] = await Promise.all([
      get(ctx.app, `/api/v1/page?${common}&sura=${sura}&aya=${aya}`),
      get(ctx.app, `/api/v1/surah-json?${common}`),
      get(ctx.app, `/api/v1/rewaya_list?lang=${lang}`),
      get(ctx.app, `/api/v1/jiz?${common}`),
      get(ctx.app, `/api/v1/hizb?${common}`),
      get(ctx.app, `/api/v1/books?lang=${lang}`),
      get(ctx.app, `/api/v1/books-content?${common}&sura=${sura}&aya=${aya}&book_ids=${bookIds.join(',')}`),
    ]);
    for (const res of [page, suras, rewayat, juz, hizb, books, content]) expect(res.status).toBe(200);
    return {
      page: page.json,
      suras: suras.json,
      rewayat: rewayat.json,
      juz: juz.json.data,
      hizb: hizb.json.data,
      books: books.json,
      books_content: content.json,
    };
  }

  it('answers a sura+aya query with exactly what the seven separate calls answer', async () => {
    const ids = [bookId('ibn-kathir'), bookId('en-saheeh'), bookId('baghawi')];
    const res = await get<ReadingAnswer>(
      ctx.app,
      `/api/v1/reading?lang=en&rewaya_id=10&sura=2&aya=255&book_ids=${ids.join(',')}`,
    );
    expect(res.status).toBe(200);
    const separate = await separateCalls({ lang: 'en', rewaya_id: 10, sura: 2, aya: 255 }, ids);
    // same_verse has no separate call of its own (its own test is below).
    const { content_version, selected, previous, next, same_verse, ...parts } = res.json;
    expect(parts).toEqual(separate);
    expect(same_verse).toContainEqual({ rewaya_id: 10, sura: 2, aya: 255 });
    // Real content: Ayat al-Kursi is on Hafs page 42 with the verses the corpus puts there.
    expect(res.json.page.page).toBe(42);
    expect(res.json.page.data.map((v) => `${v.surah_id}:${v.ayah_number}`)).toEqual(
      corpusVerses('hafs')
        .filter((v) => v.page === 42)
        .map((v) => `${v.sura}:${v.aya}`),
    );
    expect({ selected, previous, next }).toEqual(corpusNeighbours('hafs', 2, 255));
    expect(res.json.books_content.data.filter((i) => !i.missing).length).toBeGreaterThan(0);
    expect(res.json.books_content.data.every((i) => i.sura === 2 && i.ayah_number === 255)).toBe(true);
    expect(res.json.books.enterpretation.length + res.json.books.translation.length).toBeGreaterThan(10);
    expect(res.json.juz).toHaveLength(30);
    expect(res.json.hizb).toHaveLength(60);
    expect(res.json.suras).toHaveLength(114);
    expect(content_version).toMatch(/\S/);
  });

  it('answers a page_number query for its first verse (Warsh page 3), in Arabic', async () => {
    const ids = [bookId('jalalayn')];
    const res = await get<ReadingAnswer>(
      ctx.app,
      `/api/v1/reading?rewaya_id=20&page_number=3&book_ids[]=${ids[0]}`,
    );
    expect(res.status).toBe(200);
    const first = corpusVerses('warsh').find((v) => v.page === 3)!;
    expect(res.json.selected).toEqual({ sura: first.sura, aya: first.aya, page: 3 });
    const { content_version, selected, previous, next, same_verse, ...parts } = res.json;
    expect(parts).toEqual(
      await separateCalls({ lang: 'ar', rewaya_id: 20, sura: first.sura, aya: first.aya }, ids),
    );
    expect(same_verse).toContainEqual({ rewaya_id: 20, sura: first.sura, aya: first.aya });
    // The page call with page_number answers the same page as with its first verse.
    expect(res.json.page).toEqual((await get(ctx.app, '/api/v1/page?rewaya_id=20&page_number=3')).json);
    expect({ selected, previous, next }).toEqual(corpusNeighbours('warsh', first.sura, first.aya));
    expect(content_version).toBe(
      (await get<ReadingAnswer>(ctx.app, '/api/v1/reading?sura=1&aya=1')).json.content_version,
    );
  });

  it('selects a verse of the given page when page_number and sura+aya are both given', async () => {
    const res = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?page_number=42&sura=2&aya=256');
    expect(res.status).toBe(200);
    expect(res.json.selected).toEqual({ sura: 2, aya: 256, page: 42 });
    expect(res.json.page.page).toBe(42);
    const elsewhere = await get(ctx.app, '/api/v1/reading?page_number=3&sura=2&aya=255');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe(
      "Invalid parameter 'aya': verse 2:255 does not start on page 3 of this riwaya (it is on page 42)",
    );
  });

  it("lists the suras with the riwaya's own verse counts and first pages (Warsh: Al-Baqarah has 285)", async () => {
    const warsh = corpusVerses('warsh');
    const res = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?lang=en&rewaya_id=20&sura=2&aya=1');
    expect(res.status).toBe(200);
    expect(res.json.suras.find((s) => s.index === 2)?.count).toBe(285);
    for (const s of res.json.suras) {
      const verses = warsh.filter((v) => v.sura === s.index);
      expect(s.count, `sura ${s.index}`).toBe(Math.max(...verses.map((v) => v.aya)));
      expect(s.page, `sura ${s.index}`).toBe(verses.find((v) => v.aya === 1)!.page);
    }
    // The chapter list answers the same for the riwaya, and Hafs's counts without one.
    const list = await get(ctx.app, '/api/v1/surah-json?lang=en&rewaya_id=20');
    expect(list.json).toEqual(res.json.suras);
    const hafs = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?lang=en&sura=2&aya=1');
    expect(hafs.json.suras.find((s) => s.index === 2)?.count).toBe(286);
    expect((await get(ctx.app, '/api/v1/surah-json?lang=en')).json).toEqual(hafs.json.suras);
  });

  it('gives previous and next verses across a sura boundary, with their pages', async () => {
    // 2:1 is the first verse of Hafs page 2; the verse before it is the last of al-Fatiha, on page 1.
    const hafs = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?sura=2&aya=1');
    expect(hafs.json.previous).toEqual({ sura: 1, aya: 7, page: 1 });
    expect(hafs.json.next).toEqual({ sura: 2, aya: 2, page: 2 });
    expect(hafs.json.previous).toEqual(corpusNeighbours('hafs', 2, 1).previous);
    const last = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?sura=1&aya=7');
    expect(last.json.next).toEqual({ sura: 2, aya: 1, page: 2 });
    // In Warsh too (al-Fatiha counts 7 verses without the basmala); and at sura 113 → 114.
    const warsh = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?rewaya_id=20&sura=114&aya=1');
    expect({ previous: warsh.json.previous, next: warsh.json.next }).toEqual({
      previous: corpusNeighbours('warsh', 114, 1).previous,
      next: corpusNeighbours('warsh', 114, 1).next,
    });
    expect(warsh.json.previous?.sura).toBe(113);
  });

  it('gives the selected verse in every riwaya it lists, through the Hafs map', async () => {
    const hafs = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?sura=2&aya=255');
    expect(hafs.json.same_verse.map((v) => v.rewaya_id).sort()).toEqual(
      hafs.json.rewayat.map((r) => r.id).sort(),
    );
    expect(hafs.json.same_verse.find((v) => v.rewaya_id === 10)).toEqual({
      rewaya_id: 10,
      sura: 2,
      aya: 255,
    });
    // Going to Warsh and back lands where it started, and the Warsh verse holds the start of Hafs 2:255.
    const w = hafs.json.same_verse.find((v) => v.rewaya_id === 20)!;
    const warsh = await get<ReadingAnswer>(
      ctx.app,
      `/api/v1/reading?rewaya_id=20&sura=${w.sura}&aya=${w.aya}`,
    );
    expect(warsh.json.selected).toMatchObject({ sura: 2, aya: w.aya });
    expect(warsh.json.same_verse.find((v) => v.rewaya_id === 10)).toEqual({
      rewaya_id: 10,
      sura: 2,
      aya: 255,
    });
    expect(w.aya).not.toBe(255);
  });

  it('gives previous and next verses across a page boundary', async () => {
    const hafs = corpusVerses('hafs');
    // The last verse of page 42 and the first of page 43.
    const lastOn42 = hafs.filter((v) => v.page === 42).at(-1)!;
    const firstOn43 = hafs.find((v) => v.page === 43)!;
    const a = await get<ReadingAnswer>(ctx.app, `/api/v1/reading?sura=${lastOn42.sura}&aya=${lastOn42.aya}`);
    expect(a.json.page.page).toBe(42);
    expect(a.json.next).toEqual({ sura: firstOn43.sura, aya: firstOn43.aya, page: 43 });
    expect(a.json.page.data.some((v) => v.ayah_number === a.json.next!.aya)).toBe(false);
    const b = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?page_number=43');
    expect(b.json.selected).toEqual({ sura: firstOn43.sura, aya: firstOn43.aya, page: 43 });
    expect(b.json.previous).toEqual({ sura: lastOn42.sura, aya: lastOn42.aya, page: 42 });
  });

  it('has no previous verse at 1:1 and no next verse at the end of the mushaf', async () => {
    const first = await get<ReadingAnswer>(ctx.app, '/api/v1/reading');
    expect(first.status).toBe(200);
    expect(first.json.selected).toEqual({ sura: 1, aya: 1, page: 1 });
    expect(first.json.previous).toBeNull();
    expect(first.json.next).toEqual({ sura: 1, aya: 2, page: 1 });
    expect(first.json.books_content).toEqual({ data: [], bintro: [] });
    const end = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?sura=114&aya=6');
    expect(end.json.selected).toEqual({ sura: 114, aya: 6, page: 604 });
    expect(end.json.next).toBeNull();
    expect(end.json.previous).toEqual({ sura: 114, aya: 5, page: 604 });
  });

  it('rejects bad input with a 400 naming the parameter, and unknown books with the 404 of books-content', async () => {
    const cases: Array<[string, string]> = [
      ['rewaya_id=20&sura=2&aya=286', "'aya'"], // al-Baqara has 285 verses in Warsh
      ['rewaya_id=12', "'rewaya_id'"],
      ['page_number=605', "'page_number'"],
      ['page_number=0', "'page_number'"],
      ['sura=115', "'sura'"],
      ['sura=abc', "'sura'"],
      ['book_ids=1,x', "'book_ids'"],
      ['lang=xx', "'lang'"],
    ];
    for (const [query, param] of cases) {
      const res = await get(ctx.app, `/api/v1/reading?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json.message, query).toContain(param);
    }
    const unknown = await get(ctx.app, '/api/v1/reading?sura=2&aya=255&book_ids=999999');
    const separate = await get(ctx.app, '/api/v1/books-content?sura=2&aya=255&book_ids=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(separate.json);
  });

  it('is cached like the other content routes: ETag, Cache-Control and 304', async () => {
    const url = `/api/v1/reading?sura=2&aya=255&book_ids=${bookId('sadi')}`;
    const res = await get(ctx.app, url);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(ctx.app, url.replace('aya=255', 'aya=256'));
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('is what client.reading() answers, book_ids sent as a list', async () => {
    const client = createClient({ baseUrl: 'http://api.test', fetch: injectFetch(ctx.app) });
    const ids = [bookId('muyassar'), bookId('fr-hamidullah')];
    const answer = await client.reading({ lang: 'fr', rewaya_id: 10, sura: 18, aya: 10, book_ids: ids });
    const direct = await get(ctx.app, `/api/v1/reading?lang=fr&sura=18&aya=10&book_ids=${ids.join(',')}`);
    expect(answer).toEqual(direct.json);
    expect(answer.books_content.bintro.map((b) => b.books_id).sort()).toEqual([...ids].sort());
    await expect(client.reading({ sura: 2, aya: 287 })).rejects.toMatchObject({ status: 400 });
  });
});

/** A database holding only Hafs pages 1–2 (1:1–2:5): verses and pages beyond are valid but absent. */
async function seedTwoPages(database: TafsirDatabase): Promise<void> {
  const writer = new ContentWriter(database.db);
  await writer.upsertRiwayat([
    {
      id: 10,
      slug: 'hafs',
      name_ar: 'حفص',
      name_en: 'Hafs',
      verse_count: 12,
      page_count: 2,
      font_family: null,
      font_file: null,
    },
  ]);
  await writer.upsertSuras([
    {
      number: 1,
      name_ar: 'الفاتحة',
      name_translit: 'Al-Fatiha',
      name_en: 'The Opening',
      ayas: 7,
      revelation: 'meccan',
    },
    {
      number: 2,
      name_ar: 'البقرة',
      name_translit: 'Al-Baqara',
      name_en: 'The Cow',
      ayas: 286,
      revelation: 'medinan',
    },
  ]);
  const verse = (sura: number, aya: number, page: number) => ({
    riwaya_id: 10,
    sura,
    aya,
    text: `verse ${sura}:${aya}`,
    text_normalized: `verse ${sura}:${aya}`,
    page,
    juz: 1,
    hizb: 1,
    rub: 1,
  });
  await writer.replaceVerses(
    10,
    [
      ...[1, 2, 3, 4, 5, 6, 7].map((aya) => verse(1, aya, 1)),
      ...[1, 2, 3, 4, 5].map((aya) => verse(2, aya, 2)),
    ],
    [],
  );
  await writer.setMeta('content_version', 'two-pages');
}

describeOnTargets(
  'Reading view of a partly imported riwaya',
  (ctx) => {
    it('answers 404 for a verse or a page the database does not hold', async () => {
      const verse = await get(ctx.app, '/api/v1/reading?sura=2&aya=6');
      expect(verse.status).toBe(404);
      expect(verse.json).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'This page could not be found: verse 2:6 of rewaya_id 10',
      });
      const page = await get(ctx.app, '/api/v1/reading?page_number=3');
      expect(page.status).toBe(404);
      expect(page.json.message).toBe('This page could not be found: page 3 of rewaya_id 10');
    });

    it('ends previous/next at the verses held', async () => {
      const res = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?sura=2&aya=5');
      expect(res.status).toBe(200);
      expect(res.json.content_version).toBe('two-pages');
      expect(res.json.page).toMatchObject({ page: 2, total_pages: 2, rewaya_id: 10 });
      expect(res.json.page.data.map((v) => v.uthmani_text)).toEqual(
        [1, 2, 3, 4, 5].map((a) => `verse 2:${a}`),
      );
      expect(res.json.previous).toEqual({ sura: 2, aya: 4, page: 2 });
      expect(res.json.next).toBeNull();
      const back = await get<ReadingAnswer>(ctx.app, '/api/v1/reading?page_number=2');
      expect(back.json.previous).toEqual({ sura: 1, aya: 7, page: 1 });
    });
  },
  {},
  { scratch: seedTwoPages },
);
