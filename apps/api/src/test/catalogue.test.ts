/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the JSON answers of the API under test */
import { expect, it } from 'vitest';
import { bookId, corpusAuthors, corpusCatalog, describeOnTargets, get } from './helpers.js';

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

describeOnTargets('Catalogue and author routes', (ctx) => {
  it('lists the 13 interface languages with ids and directions', async () => {
    const res = await get(ctx.app, '/api/v1/languages');
    expect(res.status).toBe(200);
    const keys = res.json.data.map((l: any) => l.key);
    expect(keys).toEqual(['ar', 'en', 'es', 'fa', 'fr', 'id', 'it', 'ja', 'sw', 'te', 'tr', 'ur', 'zh']);
    expect(res.json.data[0]).toEqual({ id: 1, key: 'ar', title: 'العربية', name: 'Arabic', direction: 1 });
    const dir = Object.fromEntries(res.json.data.map((l: any) => [l.key, l.direction]));
    expect(dir).toMatchObject({ ar: 1, fa: 1, ur: 1, en: 0, fr: 0, zh: 0 });
  });

  it('lists categories and century categories, localised', async () => {
    const ar = await get(ctx.app, '/api/v1/categories');
    expect(ar.status).toBe(200);
    expect(ar.json.data.find((c: any) => c.slug === 'bil-mathur').title).toBe('التفسير بالمأثور');
    expect(ar.json.century_category).toHaveLength(15);
    expect(ar.json.century_category[5]).toEqual({ id: 6, title: 'القرن السادس الهجري' });
    const en = await get(ctx.app, '/api/v1/categories?lang=en');
    expect(en.json.century_category[5]).toEqual({ id: 6, title: '6th century AH' });
  });

  it('computes the statistics from the catalogue', async () => {
    const res = await get(ctx.app, '/api/v1/statistics');
    expect(res.status).toBe(200);
    const db = ctx.database.db;
    const byType = await db
      .selectFrom('books')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('type')
      .execute();
    const count = (t: string) => Number(byType.find((r) => r.type === t)?.n ?? 0);
    expect(res.json).toMatchObject({
      enterpretation: count('tafsir'),
      translation: count('translation'),
      bookCount: count('tafsir') + count('translation'),
    });
    expect(res.json.enterpretation).toBeGreaterThanOrEqual(10);
    for (const key of [
      'transInDiffLng',
      'totalAuthors',
      'totalVisitors',
      'cmv',
      'pmv',
      'totalDownloads',
      'currentMonthDownloads',
    ]) {
      expect(Number.isInteger(res.json[key]), key).toBe(true);
    }
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('pages the authors in historical order with meta', async () => {
    const page1 = await get(ctx.app, '/api/v1/author?per_page=5&lang=en');
    expect(page1.status).toBe(200);
    const total = Number(
      (await ctx.database.db
        .selectFrom('authors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst())!.n,
    );
    expect(page1.json.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(total / 5),
      per_page: 5,
      total,
      from: 1,
      to: 5,
    });
    expect(page1.json.data).toHaveLength(5);
    const years = page1.json.data.map((a: any) => a.death);
    expect(years).toEqual([...years].sort((a: number, b: number) => a - b));
    const page2 = await get(ctx.app, '/api/v1/author?per_page=5&page=2');
    expect(page2.json.meta).toMatchObject({ current_page: 2, from: 6, to: 10 });
    expect(page2.json.data[0].id).not.toBe(page1.json.data[0].id);
    const beyond = await get(ctx.app, `/api/v1/author?per_page=5&page=${Math.ceil(total / 5) + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.json.data).toEqual([]);
    expect(beyond.json.meta).toMatchObject({ from: null, to: null, total });
  });

  it('searches authors by keyword in Latin or Arabic spelling', async () => {
    const baghawi = corpusAuthors().find((a) => a.name.includes('Baghawi'))!;
    for (const keyword of ['baghawi', 'Baghawi', 'البغوي', 'بغوى']) {
      const res = await get(ctx.app, `/api/v1/author?search_keyword=${encodeURIComponent(keyword)}&lang=en`);
      expect(res.status, keyword).toBe(200);
      expect(
        res.json.data.map((a: any) => a.id),
        keyword,
      ).toEqual([baghawi.id]);
      expect(res.json.meta.total).toBe(1);
    }
    // as readers write the names: ابن for the nasab's بن, the words in any order
    const kathir = corpusAuthors().find((a) => a.name_ar?.includes('بن كثير'))!;
    for (const keyword of ['ابن كثير', 'كثير ابن', 'ibn kathir']) {
      const res = await get(ctx.app, `/api/v1/author?search_keyword=${encodeURIComponent(keyword)}&lang=en`);
      expect(
        res.json.data.map((a: any) => a.id),
        keyword,
      ).toEqual([kathir.id]);
    }
    const none = await get(ctx.app, '/api/v1/author?search_keyword=zzzzqqq');
    expect(none.json).toMatchObject({ data: [], meta: { total: 0, from: null } });
  });

  it('shows one author with biography and books; unknown → 404 with the spec wording', async () => {
    const author = corpusAuthors().find((a) => a.name.includes('Baghawi'))!;
    const res = await get(ctx.app, `/api/v1/author/${author.id}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: author.id,
      name: author.name,
      name_ar: author.name_ar,
      bio: author.bio,
      death: 516,
    });
    expect(res.json.data.books.map((b: any) => b.id)).toContain(bookId('baghawi'));
    const ar = await get(ctx.app, `/api/v1/author/${author.id}`);
    expect(ar.json.data.name).toBe(author.name_ar);

    const ibnKathirAuthor = corpusCatalog().find((b) => b.slug === 'ibn-kathir')!.author_id;
    const ibnKathir = await get(ctx.app, `/api/v1/author/${ibnKathirAuthor}`);
    expect(ibnKathir.json.data.books.map((b: any) => b.id)).toEqual(
      expect.arrayContaining([bookId('ibn-kathir'), bookId('en-ibn-kathir')]),
    );

    const missing = await get(ctx.app, '/api/v1/author/999999');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Author Details Does Not Exist',
    });
  });

  it('carries the localised catalogue data of the data: Arabic titles and names, category codes, labelled biographies', async () => {
    const catalog = corpusCatalog() as Array<ReturnType<typeof corpusCatalog>[number] & { category: string }>;
    const authors = new Map(corpusAuthors().map((a) => [a.id, a]));
    for (const lang of ['ar', 'en', 'fa'] as const) {
      const res = await get(ctx.app, `/api/v1/books?lang=${lang}`);
      expect(res.status).toBe(200);
      const books = [...res.json.enterpretation, ...res.json.translation];
      expect(books.length).toBeGreaterThan(10);
      for (const book of books) {
        const record = catalog.find((b) => b.id === book.id);
        if (!record) continue; // the npm default translations are not in the catalogue
        const author = authors.get(record.author_id)!;
        // Arabic readers get the Arabic form; Persian readers too, unless the original is in their script.
        const arabicFor = (original: string) =>
          lang === 'ar' || (lang === 'fa' && !ARABIC_SCRIPT.test(original));
        expect(book, record.slug).toMatchObject({
          title_ar: record.title_ar ?? null,
          title_en: record.title,
          title: record.title_ar && arabicFor(record.title) ? record.title_ar : record.title,
          category: record.category,
          author_name_ar: author.name_ar,
          author_name_en: author.name,
          author_name: author.name_ar && arabicFor(author.name) ? author.name_ar : author.name,
        });
      }
    }
    // Every category code a book carries is one the categories answer titles (the site translates codes).
    const codes = new Set(
      (await get(ctx.app, '/api/v1/categories')).json.data.map((c: any) => c.slug as string),
    );
    for (const b of catalog) expect(codes.has(b.category), b.category).toBe(true);

    // The corpus has one biography per author (English): a reader of any language gets it, labelled.
    const withBio = corpusAuthors().find((a) => a.bio && (a as { bio_lang?: string }).bio_lang)!;
    for (const lang of ['ar', 'en', 'ur']) {
      const one = await get(ctx.app, `/api/v1/author/${withBio.id}?lang=${lang}`);
      expect(one.json.data).toMatchObject({
        bio: withBio.bio,
        bio_lang: (withBio as { bio_lang?: string }).bio_lang,
        name_ar: withBio.name_ar,
        name_en: withBio.name,
      });
    }
    const list = await get(ctx.app, '/api/v1/author?lang=ar&per_page=100');
    const listed = list.json.data.find((a: any) => a.id === withBio.id);
    expect(listed).toMatchObject({ bio: withBio.bio, bio_lang: 'en', name: withBio.name_ar });
  });

  it('rejects a search keyword shorter than 3 characters after trimming', async () => {
    const short = await get(ctx.app, '/api/v1/search?keyword=%20ab%20');
    expect(short.status).toBe(400);
    expect(short.json.message).toContain("'keyword'");
  });

  it('answers liveness and unknown paths', async () => {
    const health = await get(ctx.app, '/api/health');
    expect(health.status).toBe(200);
    expect(health.json.status).toBe('ok');
    const unknown = await get(ctx.app, '/api/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'This page could not be found',
    });
  });
});
