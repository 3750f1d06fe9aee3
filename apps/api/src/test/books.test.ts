/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the JSON answers of the API under test */
import { expect, it } from 'vitest';
import { FIXTURE_BOOKS } from '../../../../test/fixture-config.js';
import { bookId, corpusAuthors, corpusBook, corpusCatalog, describeOnTargets, get } from './helpers.js';

const MISSING_AR = 'لم يعلق المفسر على هذه الآية، ويمكنك الاستفادة من التفاسير الأخرى';
const MISSING_EN = 'Enterpretation/Translation not found';

/** Book ids in the order their items appear (consecutive repeats collapsed). */
function bookOrder(items: Array<{ book_id: number }>): number[] {
  return items.map((i) => i.book_id).filter((id, i, all) => i === 0 || all[i - 1] !== id);
}

function content(ids: number[], query: string): string {
  return `/api/v1/books-content?${ids.map((id) => `book_ids[]=${id}`).join('&')}&${query}`;
}

describeOnTargets('Books routes', (ctx) => {
  it('lists commentaries and translations in historical order', async () => {
    const res = await get(ctx.app, '/api/v1/books?lang=en');
    expect(res.status).toBe(200);
    const catalog = corpusCatalog();
    const tafsirs = res.json.enterpretation;
    expect(tafsirs.length).toBeGreaterThanOrEqual(10);
    // Every translation of the test corpus (its slugs in the shared catalogue, whatever their number).
    const translations = catalog.filter((b) => b.type === 'translation' && FIXTURE_BOOKS.includes(b.slug));
    expect(translations.length).toBeGreaterThan(0);
    expect(res.json.translation.map((b: any) => b.id).sort()).toEqual(
      expect.arrayContaining(translations.map((b) => b.id)),
    );
    expect(tafsirs.every((b: any) => b.type === 'enterpretation')).toBe(true);
    expect(res.json.translation.every((b: any) => b.type === 'translation')).toBe(true);
    const baghawi = tafsirs.find((b: any) => b.id === bookId('baghawi'));
    expect(baghawi).toMatchObject({
      title: catalog.find((b) => b.slug === 'baghawi')!.title,
      author_death: 516,
      death: 516,
      century: 6,
      language: 'ar',
      lang_id: 1,
      direction: 1,
      pdf_url: null,
      db_url: `/api/v1/download/${bookId('baghawi')}.sqlite`,
    });
    // Wasit (d. 1431 AH / 2010 CE) counts as without death year (spec §5).
    const wasit = tafsirs.find((b: any) => b.id === bookId('wasit-tantawi'));
    expect(wasit).toMatchObject({ author_death: null, author_death_ce: 2010 });
    const years = tafsirs.map((b: any) => b.author_death);
    const known = years.filter((y: number | null) => y !== null);
    expect(known).toEqual([...known].sort((a: number, b: number) => a - b));
    expect(years.indexOf(null)).toBe(known.length); // absent years last
    const ar = await get(ctx.app, '/api/v1/books');
    expect(ar.json.enterpretation.find((b: any) => b.id === bookId('baghawi')).title).toBe(
      catalog.find((b) => b.slug === 'baghawi')!.title_ar,
    );
  });

  it("gives each book's reader-facing credits (attribution, rights) and never the raw source/licence notes", async () => {
    const catalog = corpusCatalog();
    for (const lang of ['ar', 'fa', 'en']) {
      const res = await get(ctx.app, `/api/v1/books?lang=${lang}`);
      expect(res.status).toBe(200);
      const books = [...res.json.enterpretation, ...res.json.translation];
      const imported = books.filter((b: any) => catalog.some((c) => c.id === b.id));
      expect(imported.length).toBeGreaterThan(5);
      for (const book of imported) {
        const record = catalog.find((c) => c.id === book.id)!;
        expect(book.attribution).toEqual(record.attribution);
        expect(book.rights).toBe(record.rights);
        expect(book).not.toHaveProperty('source');
        expect(book).not.toHaveProperty('license');
        expect(JSON.stringify(book)).not.toContain(record.license);
      }
    }
    const tabari = corpusCatalog().find((b) => b.slug === 'baghawi')!;
    const one = await get(ctx.app, `/api/v1/books?lang=ar`);
    expect(one.json.enterpretation.find((b: any) => b.id === tabari.id).attribution.url).toMatch(
      /^https:\/\//,
    );
  });

  it('orders commentary on a verse by the death year of the authors, unknown and ≥ 2000 CE last', async () => {
    const slugs = [
      'mukhtasar-ar',
      'sadi',
      'baghawi',
      'muyassar',
      'ibn-kathir',
      'wasit-tantawi',
      'zamakhshari-kashshaf',
      'jalalayn',
    ];
    const ids = slugs.map(bookId);
    const res = await get(ctx.app, content(ids, 'sura=2&aya=255'));
    expect(res.status).toBe(200);
    const expected = [
      'baghawi', // 516
      'zamakhshari-kashshaf', // 538
      'ibn-kathir', // 774
      'jalalayn', // 911
      'sadi', // 1376
      'wasit-tantawi', // 1431 AH = 2010 CE: absent
      'muyassar', // no author year
      'mukhtasar-ar', // no author year
    ].map(bookId);
    // Expected order from the corpus's own author records, not from the code under test.
    const authors = new Map(corpusAuthors().map((a) => [a.id, a]));
    const catalog = corpusCatalog();
    const yearOf = (id: number) => {
      const a = authors.get(catalog.find((b) => b.id === id)!.author_id);
      return a?.death_hijri != null && (a.death_ce ?? 0) < 2000 ? a.death_hijri : Infinity;
    };
    const byCorpus = [...ids].sort((a, b) => yearOf(a) - yearOf(b) || a - b);
    expect(byCorpus).toEqual(expected);
    expect(bookOrder(res.json.data)).toEqual(expected);
    expect(
      res.json.data.every((i: any) => i.sura === 2 && i.ayah_number === 255 && i.missing === false),
    ).toBe(true);
    const jalalayn = corpusBook('jalalayn').find((e) => e.sura === 2 && e.aya === 255)!;
    expect(res.json.data.find((i: any) => i.book_id === bookId('jalalayn')).text).toBe(jalalayn.text);
    expect(res.json.bintro.map((b: any) => b.books_id)).toEqual(expected);
  });

  it('returns a passage stored over a range with every verse inside it, marked with the range', async () => {
    for (const slug of ['zamakhshari-kashshaf', 'en-ibn-kathir']) {
      const id = bookId(slug);
      const row = await ctx.database.db
        .selectFrom('book_entries')
        .select(['id', 'sura', 'aya_from', 'aya_to', 'text'])
        .where('book_id', '=', id)
        .where((eb) => eb('aya_to', '>=', eb(eb.ref('aya_from'), '+', 2)))
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      // The same row in the source file: it starts at aya_from and ends at aya_to.
      const source = corpusBook(slug).find((e) => e.sura === row.sura && e.aya === row.aya_from)!;
      expect(source.aya_to).toBe(row.aya_to);
      for (let aya = row.aya_from; aya <= row.aya_to; aya++) {
        const res = await get(ctx.app, content([id], `sura=${row.sura}&aya=${aya}&lang=en`));
        expect(res.status).toBe(200);
        const item = res.json.data.find((i: any) => i.id === row.id);
        expect(item, `${slug} ${row.sura}:${aya}`).toMatchObject({
          book_id: id,
          sura: row.sura,
          ayah_number: aya,
          aya_from: row.aya_from,
          aya_to: row.aya_to,
          text: source.text,
          missing: false,
        });
      }
    }
  });

  it('gives a placeholder for a selected book without comment on the verse (a gap of al-Kashshaf)', async () => {
    // The first verse of sura 2 that al-Zamakhshari's book has no comment on, read from its source
    // (the dataset grows: the gap is found, not assumed).
    const kashshafSlug = 'zamakhshari-kashshaf';
    const covered = new Set<number>();
    for (const e of corpusBook(kashshafSlug))
      if (e.sura === 2 && e.text) for (let a = e.aya; a <= (e.aya_to ?? e.aya); a++) covered.add(a);
    const gap = Array.from({ length: 286 }, (_, i) => i + 1).find((a) => !covered.has(a));
    expect(gap, 'al-Kashshaf has a gap in sura 2 in this corpus').toBeDefined();
    const kashshaf = bookId(kashshafSlug);
    const ar = await get(ctx.app, content([kashshaf, bookId('baghawi')], `sura=2&aya=${gap}`));
    expect(ar.status).toBe(200);
    const placeholder = ar.json.data.find((i: any) => i.book_id === kashshaf);
    expect(placeholder).toMatchObject({
      missing: true,
      text: MISSING_AR,
      sura: 2,
      ayah_number: gap,
      footnotes: [],
      id: 0,
    });
    expect(ar.json.data.find((i: any) => i.book_id === bookId('baghawi')).missing).toBe(false);
    const en = await get(ctx.app, content([kashshaf], `sura=2&aya=${gap}&lang=en`));
    expect(en.json.data).toEqual([
      expect.objectContaining({ missing: true, text: MISSING_EN, book_id: kashshaf }),
    ]);
    // And real text where it has some: 1:1 exists in its source.
    const has = await get(ctx.app, content([kashshaf], 'sura=1&aya=1'));
    expect(has.json.data[0].missing).toBe(false);
  });

  it('serves footnotes as footnote_number / footnote (en-saheeh 1:1)', async () => {
    const source = corpusBook('en-saheeh').find((e) => e.sura === 1 && e.aya === 1)!;
    expect(source.footnotes?.length).toBeGreaterThan(0);
    const res = await get(ctx.app, content([bookId('en-saheeh')], 'sura=1&aya=1&lang=en'));
    expect(res.status).toBe(200);
    const [item] = res.json.data;
    expect(item.type).toBe('translation');
    expect(item.text).toBe(source.text);
    expect(item.text).toMatch(/\{\[1\]\}/);
    expect(item.originalText).not.toMatch(/\{\[\d+\]\}/);
    expect(item.footnotes).toEqual(
      source.footnotes!.map((f) => ({ footnote_number: f.n, footnote: f.text })),
    );
  });

  it('maps verses of other riwayat to Hafs: Warsh 1:1 is Hafs 1:2, Warsh 2:1 covers Hafs 2:1–2', async () => {
    const jalalayn = bookId('jalalayn');
    const corpus = corpusBook('jalalayn');
    const w11 = await get(ctx.app, content([jalalayn], 'rewaya_id=20&sura=1&aya=1'));
    expect(w11.status).toBe(200);
    expect(w11.json.data).toHaveLength(1);
    expect(w11.json.data[0]).toMatchObject({
      sura: 1,
      ayah_number: 1,
      hafs_aya: 2,
      text: corpus.find((e) => e.sura === 1 && e.aya === 2)!.text,
    });
    const w21 = await get(ctx.app, content([jalalayn], 'rewaya_id=20&sura=2&aya=1'));
    expect(w21.json.data.map((i: any) => [i.ayah_number, i.hafs_aya])).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(w21.json.data[1].text).toBe(corpus.find((e) => e.sura === 2 && e.aya === 2)!.text);
  });

  it('serves a whole page: one item per verse and book, in verse order', async () => {
    const ids = [bookId('jalalayn'), bookId('en-yusufali')];
    const res = await get(ctx.app, content(ids, 'page_number=1&lang=en'));
    expect(res.status).toBe(200);
    expect(res.json.data.map((i: any) => `${i.ayah_number}/${i.book_id}`)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].flatMap((aya) => ids.map((id) => `${aya}/${id}`)),
    );
    const yusufali = corpusBook('en-yusufali');
    expect(res.json.data[13].text).toBe(yusufali.find((e) => e.sura === 1 && e.aya === 7)!.text);
  });

  it('accepts book ids as repeated key[]=, repeated key=, a comma list, or books=', async () => {
    const expected = await get(ctx.app, '/api/v1/books-content?book_ids[]=2&book_ids[]=7&sura=1&aya=3');
    expect(expected.status).toBe(200);
    expect(bookOrder(expected.json.data)).toEqual([2, 7]);
    for (const query of [
      'book_ids=2,7',
      'book_ids=7&book_ids=2',
      'books=2,7',
      'books[]=7&books[]=2',
      'book_ids[]=2,7',
      'book_ids=%D9%A2,7',
    ]) {
      const res = await get(ctx.app, `/api/v1/books-content?${query}&sura=1&aya=3`);
      expect(res.status, query).toBe(200);
      expect(res.json.data, query).toEqual(expected.json.data);
    }
    // As in packages/core's parseReadingQuery (the web's parser): books wins over book_ids.
    const both = await get(ctx.app, '/api/v1/books-content?book_ids=2&books=7&sura=1&aya=3');
    expect(bookOrder(both.json.data)).toEqual([7]);
  });

  it('answers 404 with the spec wording for unknown book ids, 400 without any', async () => {
    const res = await get(ctx.app, '/api/v1/books-content?book_ids[]=2&book_ids[]=999999&sura=1&aya=1');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, error: 'Not Found', message: `${MISSING_EN}: 999999` });
    const none = await get(ctx.app, '/api/v1/books-content?sura=1&aya=1');
    expect(none.status).toBe(400);
    expect(none.json.message).toContain("'book_ids'");
  });

  it('localises book titles and author names of items', async () => {
    const catalog = corpusCatalog().find((b) => b.slug === 'ibn-kathir')!;
    const author = corpusAuthors().find((a) => a.id === catalog.author_id)!;
    const ar = await get(ctx.app, content([catalog.id], 'sura=1&aya=1'));
    expect(ar.json.data[0]).toMatchObject({
      book_title: catalog.title_ar,
      author_name: author.name_ar,
      author_death: 774,
      lang_id: 1,
    });
    const en = await get(ctx.app, content([catalog.id], 'sura=1&aya=1&lang=en'));
    expect(en.json.data[0]).toMatchObject({ book_title: catalog.title, author_name: author.name });
  });
});
