import { ContentWriter, type TafsirDatabase } from '@tafsir/db';
import { expect, it } from 'vitest';
import { describeOnTargets } from './helpers.js';

const TOKEN = 'test-public-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** A scratch database with one book, so counters can be checked exactly. */
async function seed(database: TafsirDatabase): Promise<void> {
  const writer = new ContentWriter(database.db);
  await writer.replaceBook(
    {
      id: 7,
      slug: 'seed-book',
      type: 'tafsir',
      language_code: 'ar',
      title: 'Seed',
      title_ar: null,
      author_id: null,
      category_id: null,
      intro: null,
      footnotes: null,
      source: null,
      license: null,
      content_version: 'v1',
      entry_count: 0,
      verses_covered: 0,
      imported_at: new Date().toISOString(),
    },
    [],
  );
  await writer.setMeta('content_version', 'seed-1');
}

describeOnTargets(
  'v2 counters',
  (ctx) => {
    const stats = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/statistics' })).json();

    it('require the public bearer credential', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: TOKEN },
        { authorization: `Basic ${TOKEN}` },
      ]) {
        for (const url of [
          '/api/v2/record-visitor',
          '/api/v2/book-downloaded?book_id=7',
          '/api/v2/record-page-hits?page=home',
        ]) {
          const res = await ctx.app.inject({ method: 'POST', url, headers });
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
          expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
        }
      }
      expect((await stats()).totalVisitors).toBe(0);
    });

    it('count a visitor once per day under an opaque hash', async () => {
      const before = await stats();
      const visit = (fingerprint: string, method: 'GET' | 'POST' = 'POST') =>
        ctx.app.inject({ method, url: `/api/v2/record-visitor?fingerprint=${fingerprint}`, headers: AUTH });
      const first = await visit('fp-alpha-123');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ recorded: true });
      await visit('fp-alpha-123', 'GET');
      await visit('fp-beta-456');
      // Without a fingerprint: IP + User-Agent.
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/record-visitor',
        headers: { ...AUTH, 'user-agent': 'test-agent/1' },
      });
      const after = await stats();
      expect(after.totalVisitors - before.totalVisitors).toBe(3);
      expect(after.cmv - before.cmv).toBe(3);
      const rows = await ctx.database.db.selectFrom('visitor_days').select(['visitor']).execute();
      expect(rows).toHaveLength(3);
      for (const r of rows) {
        expect(r.visitor).not.toContain('fp-');
        expect(r.visitor).not.toContain('127.0.0.1');
        expect(r.visitor).toMatch(/^[A-Za-z0-9_-]{32}$/);
      }
    });

    it('record nothing under Do-Not-Track or Global Privacy Control', async () => {
      const before = await stats();
      for (const privacy of [{ dnt: '1' }, { 'sec-gpc': '1' }]) {
        const headers = { ...AUTH, ...privacy };
        const v = await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/record-visitor?fingerprint=fp-private',
          headers,
        });
        const d = await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/book-downloaded?book_id=7&type=pdf',
          headers,
        });
        const p = await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/record-page-hits?page=privacy',
          headers,
        });
        for (const res of [v, d, p]) {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({ recorded: false });
        }
      }
      const after = await stats();
      expect(after.totalVisitors).toBe(before.totalVisitors);
      expect(after.totalDownloads).toBe(before.totalDownloads);
      const hits = await ctx.database.db
        .selectFrom('page_hits')
        .selectAll()
        .where('page', '=', 'privacy')
        .execute();
      expect(hits).toEqual([]);
    });

    it('count downloads (query or JSON body) into the statistics', async () => {
      const before = await stats();
      const q = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/book-downloaded?book_id=7&type=pdf',
        headers: AUTH,
      });
      expect(q.json()).toEqual({ recorded: true });
      const body = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/book-downloaded',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: { book_id: 7, type: 'db' },
      });
      expect(body.statusCode).toBe(200);
      await ctx.app.inject({ method: 'GET', url: '/api/v2/book-downloaded?book_id=7', headers: AUTH });
      const after = await stats();
      expect(after.totalDownloads - before.totalDownloads).toBe(3);
      expect(after.currentMonthDownloads - before.currentMonthDownloads).toBe(3);
      const rows = await ctx.database.db
        .selectFrom('download_counts')
        .select(['format', 'count'])
        .orderBy('format')
        .execute();
      expect(rows.map((r) => [r.format, Number(r.count)])).toEqual([
        ['db', 1],
        ['pdf', 2],
      ]);
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/book-downloaded?book_id=12345',
        headers: AUTH,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toContain('Enterpretation/Translation not found');
      const missing = await ctx.app.inject({ method: 'POST', url: '/api/v2/book-downloaded', headers: AUTH });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain("'book_id'");
      const badType = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/book-downloaded?book_id=7&type=PDF%20X',
        headers: AUTH,
      });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().message).toContain("'type'");
    });

    it("count page hits of the site's pages, with an id that may be empty", async () => {
      for (let i = 0; i < 3; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/record-page-hits?page=book&id=',
          headers: AUTH,
        });
        expect(res.json()).toEqual({ recorded: true });
      }
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/record-page-hits?page=book&id=7',
        headers: AUTH,
      });
      const rows = await ctx.database.db
        .selectFrom('page_hits')
        .select(['ref_id', 'count'])
        .where('page', '=', 'book')
        .orderBy('ref_id')
        .execute();
      expect(rows.map((r) => [r.ref_id, Number(r.count)])).toEqual([
        ['', 3],
        ['7', 1],
      ]);
      const noPage = await ctx.app.inject({ method: 'POST', url: '/api/v2/record-page-hits', headers: AUTH });
      expect(noPage.statusCode).toBe(400);
      expect(noPage.json().message).toContain("'page'");
    });

    it('answer odd bodies with 4xx, never 500', async () => {
      const cases: Array<[string, string]> = [
        ['application/json', '{"book_id": 7'],
        ['application/json', '[1, 2]'],
        ['application/json', '{"book_id": 1e400}'],
        ['application/json', '{"book_id": {"$gt": 0}}'],
        ['text/plain', 'book_id=7'],
        ['application/x-www-form-urlencoded', 'book_id=7'],
      ];
      for (const [type, payload] of cases) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/book-downloaded',
          headers: { ...AUTH, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${type} ${payload}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({
          statusCode: res.statusCode,
          error: expect.any(String),
          message: expect.any(String),
        });
      }
    });

    it('answer CORS preflights without the credential', async () => {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/record-visitor',
        headers: {
          origin: 'https://example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    });
  },
  { publicBearerToken: TOKEN },
  { scratch: seed },
);
