import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ContentWriter, createRepositories, type TafsirDatabase } from '@tafsir/db';
import { describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../test/fixture.js';
import { buildApp } from '../app.js';
import { describeOnTargets, get } from './helpers.js';

const CONTENT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

describeOnTargets('HTTP caching and compression', (ctx) => {
  const url = '/api/v1/books-content?book_ids[]=2&book_ids[]=6&book_ids[]=7&sura=2&aya=255';

  it('gives content answers a strong ETag and a public Cache-Control', async () => {
    const res = await get(ctx.app, url);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    const again = await get(ctx.app, url);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.body).toBe(res.body);
    const other = await get(ctx.app, url.replace('aya=255', 'aya=256'));
    expect(other.headers.etag).not.toBe(res.headers.etag);
    expect(other.body).not.toBe(res.body);
  });

  it('answers If-None-Match with a 304 and no body', async () => {
    const { headers } = await get(ctx.app, url);
    const res = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(headers.etag) },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(headers.etag);
    expect(res.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    // A list, and a weak comparison, match too; another tag does not.
    const list = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"nope", W/${String(headers.etag)}` },
    });
    expect(list.statusCode).toBe(304);
    const miss = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"nope"' } });
    expect(miss.statusCode).toBe(200);
    // A 304 is answered before validation and database work, yet only ever for an ETag the API gave out:
    // a bad request has no ETag to send back, so it is still a 400.
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/page?sura=0',
      headers: { 'if-none-match': '"nope"' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('compresses with brotli or gzip when accepted, with an ETag per encoding', async () => {
    const plain = await get(ctx.app, url);
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    const notBr = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(notBr.headers['content-encoding']).toBe('gzip');

    // Revalidating a compressed copy works whatever encoding the tag names.
    const revalidate = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidate.statusCode).toBe(304);
  });

  it('compresses the first (uncached) answer as well as cached ones', async () => {
    const fresh = '/api/v1/page?page_number=77&lang=fr';
    const first = await ctx.app.inject({ method: 'GET', url: fresh, headers: { 'accept-encoding': 'br' } });
    const second = await ctx.app.inject({ method: 'GET', url: fresh, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(
      brotliDecompressSync(second.rawPayload).toString(),
    );
  });

  it('answers HEAD with the validators and no body', async () => {
    const get200 = await get(ctx.app, url);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get200.headers.etag);
    expect(head.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
  });

  it('compresses other answers through @fastify/compress (OpenAPI document)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).openapi).toBe('3.1.0');
  });

  it('sends CORS headers on content answers and on 304s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { origin: 'https://example.org' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/etag/i);
    const notModified = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { origin: 'https://example.org', 'if-none-match': String(res.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['access-control-allow-origin']).toBe('*');
  });
});

// The ETag follows the content version: a new import invalidates every tag and cached answer.
for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `ETag and content version on ${target.name}${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      it('changes ETags and drops cached answers when the content version changes', async () => {
        const database: TafsirDatabase = await target.scratch();
        try {
          const writer = new ContentWriter(database.db);
          await writer.setMeta('content_version', 'import-1');
          const app = await buildApp({
            repositories: createRepositories(database.db),
            config: { contentVersionTtlMs: 0, rateLimitMax: 0 },
            logger: false,
          });
          const first = await get(app, '/api/v1/categories');
          expect(first.status).toBe(200);
          expect(first.json.data).toEqual([]);
          expect((await get(app, '/api/v1/categories')).headers.etag).toBe(first.headers.etag);
          // An "import": new content and a new version.
          await writer.upsertCategories([
            { id: 1, slug: 'bil-mathur', title_en: 'Transmitted', title_ar: 'بالمأثور' },
          ]);
          await writer.setMeta('content_version', 'import-2');
          const stale = await app.inject({
            method: 'GET',
            url: '/api/v1/categories',
            headers: { 'if-none-match': String(first.headers.etag) },
          });
          expect(stale.statusCode).toBe(200);
          expect(stale.headers.etag).not.toBe(first.headers.etag);
          expect(stale.json().data).toEqual([{ id: 1, slug: 'bil-mathur', title: 'بالمأثور' }]);
          await app.close();
        } finally {
          await database.close();
        }
      });
    },
  );
}
