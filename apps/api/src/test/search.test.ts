import { normalizeSearchText } from '@tafsir/core';
import { ENTRY_TOTAL_CAP, MORPHOLOGY_ATTRIBUTION } from '@tafsir/db';
import { expect, it } from 'vitest';
import { bookId, describeOnTargets, get } from './helpers.js';

/** /api/v1/search (issue 4) over the fixture corpus; the query semantics are tested in packages/db. */

const q = (params: Record<string, string | number>) =>
  '/api/v1/search?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

interface Hit {
  type: string;
  sura: number;
  aya: number;
  aya_to: number;
  rewaya_id: number | null;
  book_id: number | null;
  entry_id: number | null;
  title: string;
  author_name: string | null;
  author_death: number | null;
  language: string;
  text: string | null;
  short_description: string;
  highlights: Array<{ start: number; end: number }>;
}

describeOnTargets('Search route', (ctx) => {
  it('«الحمد لله رب العالمين» → 1:2 first, with the verse text and its matched words', async () => {
    const res = await get(ctx.app, q({ keyword: 'الحمد لله رب العالمين', filter: 'aya' }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      page: 1,
      total: 7,
      per_page: 20,
      from: 1,
      to: 7,
      aya_total: 7,
      book_total: 0,
      book_total_capped: false,
      order: 'relevance',
      partial: false,
    });
    const hit: Hit = res.json.data[0];
    expect(hit).toMatchObject({
      type: 'aya',
      sura: 1,
      aya: 2,
      aya_to: 2,
      rewaya_id: 10,
      book_id: null,
      entry_id: null,
      continues: false,
    });
    expect(hit.title).toBe('الفاتحة');
    expect(hit.text).toBe(hit.short_description);
    expect(hit.highlights).toHaveLength(4);
    expect(hit.short_description.slice(hit.highlights[0]!.start, hit.highlights[0]!.end)).toBe(
      hit.text!.split(' ')[0],
    );
  });

  it('book hits name the book, its author and death year, localised by lang', async () => {
    const res = await get(ctx.app, q({ keyword: '"جملة خبرية قصد بها الثناء"', lang: 'en' }));
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(1);
    const hit: Hit = res.json.data[0];
    expect(hit).toMatchObject({
      type: 'enterpretation',
      sura: 1,
      aya: 2,
      aya_to: 2,
      rewaya_id: null,
      language: 'ar',
      text: null,
    });
    expect(hit.book_id).toBe(7);
    expect(hit.author_death).toBe(911);
    expect(hit.title).toMatch(/Jalalayn/i);
    const marked = hit.highlights.map((h) => hit.short_description.slice(h.start, h.end));
    expect(marked).toEqual(['جملة خبرية قصد بها الثناء']);
    const ar = await get(ctx.app, q({ keyword: '"جملة خبرية قصد بها الثناء"', lang: 'ar' }));
    expect(ar.json.data[0].title).toMatch(/[\u0600-\u06FF]/);
  });

  it("book hits carry the author's recorded CE death year, the one a modern death is known by", async () => {
    const verseHits = await get(ctx.app, q({ keyword: 'الصلاة', filter: 'aya' }));
    expect(verseHits.json.data[0]).toMatchObject({ author_death: null, author_death_ce: null });
    // al-Wasit of Tantawi (d. 1431 AH / 2010 CE): no Hijri year (2000 CE or later), its CE year;
    // searched by five words of its entry on 2:3 (all of them, in any order)
    const entry = await get(
      ctx.app,
      `/api/v1/books-content?book_ids[]=${bookId('wasit-tantawi')}&sura=2&aya=3`,
    );
    const words = String(entry.json.data[0].text)
      .split(/\s+/)
      .filter((w) => /^\p{L}{3,}$/u.test(w));
    const modern = await get(
      ctx.app,
      q({ keyword: words.slice(0, 5).join(' '), filter: 'enterpretation', per_page: 50 }),
    );
    const wasit = (modern.json.data as Hit[]).find((h) => h.book_id === bookId('wasit-tantawi'));
    expect(wasit).toMatchObject({ author_death: null, author_death_ce: 2010 });
  });

  it('translations are typed translation; Latin matching ignores case and accents', async () => {
    const a = await get(ctx.app, q({ keyword: '"ALLĀH, the Entirely Merciful"', filter: 'enterpretation' }));
    const b = await get(ctx.app, q({ keyword: '"allah the entirely merciful"', filter: 'enterpretation' }));
    expect(a.status).toBe(200);
    expect(a.json.total).toBe(b.json.total);
    expect(a.json.total).toBeGreaterThan(0);
    expect(a.json.data.every((h: Hit) => h.type === 'translation' && h.language === 'en')).toBe(true);
  });

  it('filters: categories and century_categories (comma-joined), book_lang', async () => {
    const categories = await get(ctx.app, '/api/v1/categories');
    const lughawi = (categories.json.data as Array<{ id: number; title: string }>).find((c) =>
      /lugh|ling|لغ/i.test(c.title),
    );
    const kashshaf = await get(
      ctx.app,
      q({ keyword: 'الصلاة', categories: String(lughawi?.id ?? 4), per_page: 50 }),
    );
    expect(kashshaf.status).toBe(200);
    expect(kashshaf.json.aya_total).toBe(0);
    expect(new Set(kashshaf.json.data.map((h: Hit) => h.book_id))).toEqual(new Set([3]));

    const centuries = await get(
      ctx.app,
      q({ keyword: 'الرحمن الرحيم', century_categories: '4,6', per_page: 50 }),
    );
    expect(centuries.json.data.length).toBeGreaterThan(0);
    expect(centuries.json.data.every((h: Hit) => [2, 3, 14].includes(h.book_id!))).toBe(true);
    expect(centuries.json.data.every((h: Hit) => h.author_death! > 300 && h.author_death! <= 600)).toBe(true);

    const english = await get(ctx.app, q({ keyword: 'merciful', book_lang: 'en', per_page: 50 }));
    expect(english.json.data.every((h: Hit) => h.language === 'en')).toBe(true);
  });

  it('verses come first under filter all (or empty), pages continue without overlap', async () => {
    const all = await get(ctx.app, q({ keyword: 'الصراط المستقيم', per_page: 30 }));
    const empty = await get(ctx.app, q({ keyword: 'الصراط المستقيم', per_page: 30, filter: '' }));
    expect(empty.json).toEqual(all.json);
    const n = all.json.aya_total as number;
    expect(n).toBeGreaterThan(0);
    expect(all.json.data.slice(0, n).every((h: Hit) => h.type === 'aya')).toBe(true);
    expect(all.json.data.slice(n).every((h: Hit) => h.type !== 'aya')).toBe(true);
    const p1 = await get(ctx.app, q({ keyword: 'الصراط المستقيم', per_page: 15, page: 1 }));
    const p2 = await get(ctx.app, q({ keyword: 'الصراط المستقيم', per_page: 15, page: 2 }));
    expect(p2.json).toMatchObject({ page: 2, from: 16, to: 30 });
    const id = (h: Hit) => `${h.type}:${h.book_id}:${h.entry_id}:${h.sura}:${h.aya}`;
    expect([...p1.json.data, ...p2.json.data].map(id)).toEqual(all.json.data.map(id));
  });

  it('a very broad query: a capped book total, by relevance; sort=history orders by death year', async () => {
    const res = await get(ctx.app, q({ keyword: 'الله', filter: 'enterpretation', per_page: 5 }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      book_total: ENTRY_TOTAL_CAP,
      book_total_capped: true,
      order: 'relevance',
    });
    const history = await get(
      ctx.app,
      q({ keyword: 'الصلاة الوسطى', filter: 'enterpretation', per_page: 50, sort: 'history' }),
    );
    expect(history.json.order).toBe('history');
    const deaths = (history.json.data as Hit[]).map((h) => h.author_death ?? 99_999);
    expect(deaths).toEqual([...deaths].sort((a, b) => a - b));
    expect(new Set(deaths).size).toBeGreaterThan(1);
    const bad = await get(ctx.app, q({ keyword: 'الصلاة', sort: 'oldest' }));
    expect(bad.status).toBe(400);
  });

  it('partial answers are marked; a phrase across two verses reports the first, continuing', async () => {
    const partial = await get(ctx.app, q({ keyword: 'ملك يوم الدين', filter: 'aya' }));
    expect(partial.json).toMatchObject({ partial: true });
    expect(partial.json.data[0]).toMatchObject({ sura: 1, aya: 4 });
    // 1:6 ends «…المستقيم», 1:7 starts «صراط الذين…»
    const across = await get(ctx.app, q({ keyword: '"الصراط المستقيم صراط الذين"', filter: 'aya' }));
    expect(across.json).toMatchObject({ partial: false, aya_total: 1 });
    expect(across.json.data[0]).toMatchObject({ sura: 1, aya: 6, continues: true });
    // issue 34: every word found across 55:1–2 and 65:2–3 is a full match, not a partial one
    const rahman = await get(ctx.app, q({ keyword: 'الرحمن علم القرآن', filter: 'aya' }));
    expect(rahman.json).toMatchObject({ partial: false, aya_total: 1 });
    expect(rahman.json.data[0]).toMatchObject({ sura: 55, aya: 1, continues: true });
  });

  it('root: finds every verse with a word of that root, the words marked', async () => {
    const res = await get(ctx.app, q({ keyword: 'root:رحم', filter: 'aya', per_page: 50 }));
    expect(res.status).toBe(200);
    expect(res.json.aya_total).toBe(313); // the data README: 339 words in 313 verses
    const first: Hit = res.json.data[0];
    expect(first).toMatchObject({ sura: 1, aya: 1 });
    expect(
      first.highlights.map((h) => normalizeSearchText(first.short_description.slice(h.start, h.end))),
    ).toEqual(['الرحمن', 'الرحيم']);
  });

  it('root: follows the rule of book filters, and is partial only with partial matches to show', async () => {
    // a book filter leaves the verses out, except under filter=aya (as for words)
    for (const extra of [{ categories: 1 }, { century_categories: 3 }, { book_lang: 'en' }]) {
      const res = await get(ctx.app, q({ keyword: 'root:رحم', ...extra }));
      expect(res.json, JSON.stringify(extra)).toMatchObject({ total: 0, aya_total: 0, data: [] });
      const aya = await get(ctx.app, q({ keyword: 'root:رحم', filter: 'aya', ...extra }));
      expect(aya.json.aya_total).toBe(313);
    }
    // no verse holds any of the terms: nothing, and not «partial»
    const none = await get(ctx.app, q({ keyword: 'root:ر ح م', filter: 'aya' }));
    expect(none.json).toMatchObject({ total: 0, partial: false });
    const some = await get(ctx.app, q({ keyword: 'root:رحم الفيل', filter: 'aya' }));
    expect(some.json).toMatchObject({ partial: true });
    expect(some.json.data[0]).toMatchObject({ sura: 105, aya: 1 });
  });

  it('/api/v1/words/{sura}/{aya}: root, lemma and parts of speech, with the attribution', async () => {
    const res = await get(ctx.app, '/api/v1/words/1/1');
    expect(res.status).toBe(200);
    expect(res.json.attribution).toBe(MORPHOLOGY_ATTRIBUTION);
    expect(res.json.data).toHaveLength(4);
    expect(res.json.data[2]).toMatchObject({ word: 3, root: 'رحم', root_search: 'root:رحم' });
    expect(res.json.data[0].segments.map((s: { pos: string }) => s.pos)).toContain('noun');
    for (const [url, status] of [
      ['/api/v1/words/1/8', 400],
      ['/api/v1/words/115/1', 400],
      ['/api/v1/words/x/1', 400],
    ] as const) {
      const bad = await get(ctx.app, url);
      expect(bad.status, url).toBe(status);
    }
  });

  it('searches another riwaya with rewaya_id', async () => {
    const res = await get(ctx.app, q({ keyword: 'ملك يوم الدين', filter: 'aya', rewaya_id: 20 }));
    expect(res.json.data[0]).toMatchObject({ sura: 1, aya: 3, rewaya_id: 20 });
  });

  it('answers 400 (error format) to a short keyword, bad ids, an unknown riwaya, too large per_page', async () => {
    for (const [url, param] of [
      [q({ keyword: ' ab ' }), 'keyword'],
      [q({ keyword: 'ال' }), 'keyword'],
      [q({ keyword: 'الله', categories: '1,x' }), 'categories'],
      [q({ keyword: 'الله', century_categories: '-3' }), 'century_categories'],
      [q({ keyword: 'الله', rewaya_id: 99 }), 'rewaya_id'],
      [q({ keyword: 'الله', per_page: 51 }), 'per_page'],
      [q({ keyword: 'الله', book_lang: 'english!' }), 'book_lang'],
    ] as const) {
      const res = await get(ctx.app, url);
      expect(res.status, url).toBe(400);
      expect(res.json).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringContaining(`'${param}'`),
      });
    }
  });

  it('treats FTS syntax and SQL in the keyword as text: never a 500', async () => {
    for (const keyword of [
      '"""',
      'NEAR(الله',
      'الله OR *',
      "'; DROP TABLE books; --",
      '") OR 1=1 --',
      '-:^*',
      '<script>x</script>',
      '%_%',
    ]) {
      const res = await get(ctx.app, q({ keyword }));
      expect(res.status, keyword).toBe(200);
      expect(Array.isArray(res.json.data)).toBe(true);
    }
  });
});
