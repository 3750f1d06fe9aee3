/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the JSON answers of the API under test */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createDownloadsClient } from '@tafsir/client';
import { createRepositories } from '@tafsir/db';
import { exportAll, exportBook, pdfUnavailableReason } from '@tafsir/exporter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from '../routes/downloads/serve.js';
import { inCI } from '../../../../test/fixture.js';
import { bookId, describeOnTargets, get } from './helpers.js';

const EXPORTED = ['en-saheeh', 'jalalayn'];

describeOnTargets('Book downloads', (ctx) => {
  let dir: string;
  const previousDir = process.env.DOWNLOADS_DIR;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tafsir-api-downloads-'));
    // The downloads routes read DOWNLOADS_DIR per request.
    process.env.DOWNLOADS_DIR = dir;
    await exportAll(createRepositories(ctx.database.db), { dir, books: EXPORTED });
  });
  afterAll(() => {
    if (previousDir === undefined) delete process.env.DOWNLOADS_DIR;
    else process.env.DOWNLOADS_DIR = previousDir;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const downloads = (id: number) => createRepositories(ctx.database.db).statistics.downloadsOfBook(id);

  it('lists the formats of a book with sizes and URLs', async () => {
    const id = bookId('en-saheeh');
    const res = await get(ctx.app, `/api/v1/books/${id}/downloads`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      book_id: id,
      slug: 'en-saheeh',
      generated: true,
      up_to_date: true,
      pdf_url: null,
    });
    expect(res.json.formats.map((f: any) => f.format)).toEqual(['epub', 'sqlite', 'json']);
    for (const f of res.json.formats) {
      expect(f.url).toBe(`/api/v1/download/${id}.${f.format}`);
      expect(f.file_name).toBe(`en-saheeh.${f.format}`);
      expect(f.bytes).toBe(statSync(join(dir, String(id), f.file_name)).size);
    }
    expect(res.json.formats.find((f: any) => f.format === 'json').gzip_bytes).toBeGreaterThan(0);

    const none = await get(ctx.app, `/api/v1/books/${bookId('baghawi')}/downloads`);
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ generated: false, up_to_date: false, formats: [] });
    const all = await get(ctx.app, '/api/v1/downloads');
    expect(all.status).toBe(200);
    const ids = all.json.data.map((b: any) => b.book_id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(all.json.data.find((b: any) => b.book_id === id)).toEqual(res.json);
    expect(
      all.json.data
        .filter((b: any) => b.generated)
        .map((b: any) => b.slug)
        .sort(),
    ).toEqual(EXPORTED);
    const unknown = await get(ctx.app, '/api/v1/books/999999/downloads');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves each file with its content type, file name, length and ETag, and counts the download', async () => {
    const id = bookId('jalalayn');
    const types = {
      epub: 'application/epub+zip',
      sqlite: 'application/vnd.sqlite3',
      json: 'application/json',
    };
    for (const [format, type] of Object.entries(types)) {
      const before = await downloads(id);
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/download/${id}.${format}` });
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toContain(`attachment; filename="jalalayn.${format}"`);
      const onDisk = readFileSync(join(dir, String(id), `jalalayn.${format}`));
      expect(Number(res.headers['content-length'])).toBe(onDisk.length);
      expect(res.rawPayload.equals(onDisk)).toBe(true);
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(res.headers['content-encoding']).toBeUndefined();
      const after = await downloads(id);
      expect(after.total, format).toBe(before.total + 1);
      expect(after.month).toBe(before.month + 1);
    }
    // The book's download list reports the same counts, alone and in the list of every book.
    const counted = await downloads(id);
    const listed = await get(ctx.app, `/api/v1/books/${id}/downloads`);
    expect(listed.json.downloads).toEqual(counted);
    const everyBook = await get(ctx.app, '/api/v1/downloads');
    expect(everyBook.json.data.find((b: { book_id: number }) => b.book_id === id).downloads).toEqual(counted);
    // A zip is never compressed again on the way out, even when the client accepts it.
    const epub = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/download/${id}.epub`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(epub.headers['content-encoding']).toBeUndefined();
    expect(epub.headers['cache-control']).toBe('public, no-cache');
    expect(epub.rawPayload.subarray(30, 38).toString('ascii')).toBe('mimetype');
  });

  it('answers If-None-Match with 304, HEAD, DNT and ranges past the start without counting', async () => {
    const id = bookId('en-saheeh');
    const url = `/api/v1/download/${id}.epub`;
    const first = await ctx.app.inject({ method: 'GET', url });
    const size = first.rawPayload.length;
    const before = await downloads(id);
    const cached = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    const dnt = await ctx.app.inject({ method: 'GET', url, headers: { dnt: '1' } });
    expect(dnt.statusCode).toBe(200);
    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(first.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(first.rawPayload.subarray(size - 10))).toBe(true);
    const bad = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=${size + 5}-` } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${size}`);
    expect(JSON.parse(bad.body)).toMatchObject({ statusCode: 416 });
    expect(await downloads(id)).toEqual(before);
    // the first range of a segmented download counts once
    const start = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(start.statusCode).toBe(206);
    expect((await downloads(id)).total).toBe(before.total + 1);
  });

  it('sends the JSON gzip-encoded to clients that accept gzip', async () => {
    const id = bookId('en-saheeh');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/download/${id}.json`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const doc = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    const total = (await createRepositories(ctx.database.db).books.get(id))!.entry_count;
    expect(doc.entries.length).toBe(total);
    expect(doc.book.slug).toBe('en-saheeh');
  });

  it('answers 404 JSON for an unknown book, an unknown format, or a file not generated yet', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/v1/download/999999.epub', /not found: 999999/],
      [
        `/api/v1/download/${bookId('jalalayn')}.pdf`,
        /pdf file of book \d+ has not been generated yet.*--pdf/,
      ],
      [
        `/api/v1/download/${bookId('jalalayn')}.docx`,
        /Unknown download '\d+\.docx'.*epub, sqlite, json, pdf/,
      ],
      ['/api/v1/download/abc', /Unknown download 'abc'/],
      [`/api/v1/download/${bookId('baghawi')}.epub`, /has not been generated yet/],
    ];
    for (const [url, message] of cases) {
      const res = await get(ctx.app, url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(res.json.message).toMatch(message);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('fills db_url of the books answer and reads through the typed downloads client', async () => {
    const id = bookId('jalalayn');
    const books = await get(ctx.app, '/api/v1/books?lang=en');
    const jalalayn = books.json.enterpretation.find((b: any) => b.id === id);
    expect(jalalayn.db_url).toBe(`/api/v1/download/${id}.sqlite`);
    expect(jalalayn.pdf_url).toBeNull();

    const client = createDownloadsClient({
      baseUrl: 'http://api.test',
      fetch: async (input, init) => {
        const u = new URL(input);
        const res = await ctx.app.inject({
          method: 'GET',
          url: u.pathname + u.search,
          headers: (init?.headers ?? {}) as Record<string, string>,
        });
        return new Response(res.rawPayload, {
          status: res.statusCode,
          headers: Object.entries(res.headers).map(([k, v]) => [k, String(v)] as [string, string]),
        });
      },
    });
    const list = await client.bookDownloads(id);
    expect((await client.allDownloads()).data.find((b) => b.book_id === id)).toEqual(list);
    const json = list.formats.find((f) => f.format === 'json')!;
    const progress: number[] = [];
    const book = await client.offlineBook(id, {
      expectedBytes: json.bytes,
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(book.book.id).toBe(id);
    expect(book.entries.length).toBe(list.entry_count);
    expect(progress.at(-1)).toBe(json.bytes);
    expect(client.downloadUrl(id, 'epub')).toBe(`http://api.test/api/v1/download/${id}.epub`);
    await expect(client.bookDownloads(999999)).rejects.toMatchObject({ status: 404 });
  });

  it('serves the printed PDF once export-books --pdf has made it, and links it as pdf_url', async (t) => {
    // Printing needs Chromium; the file does not depend on the database, so it is printed on SQLite only.
    if (ctx.target !== 'sqlite') return t.skip('PDF serving is tested on SQLite (the file is the same)');
    const missing = pdfUnavailableReason();
    if (missing && inCI()) throw new Error(`CI=true: ${missing}`);
    if (missing) return t.skip(missing);
    const id = bookId('zh-majian');
    const printed = await exportBook(createRepositories(ctx.database.db), id, { dir, pdf: true });
    expect(printed.manifest!.files.pdf!.bytes).toBeGreaterThan(10_000);
    const list = await get(ctx.app, `/api/v1/books/${id}/downloads`);
    expect(list.json.formats.map((f: any) => f.format)).toEqual(['epub', 'sqlite', 'json', 'pdf']);
    expect(list.json.pdf_url).toBe(`/api/v1/download/${id}.pdf`);
    const before = await downloads(id);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/download/${id}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="zh-majian.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(printed.manifest!.files.pdf!.bytes);
    expect((await downloads(id)).total).toBe(before.total + 1);
    const books = await get(ctx.app, '/api/v1/books?lang=zh');
    const book = books.json.translation.find((b: any) => b.id === id);
    expect(book.pdf_url).toBe(`/api/v1/download/${id}.pdf`);
    expect(book.pdf_print_url).toBeNull();
  }, 300_000);
});

describe('download helpers', () => {
  it('parses single byte ranges and rejects unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    // several ranges or another unit: the whole file (allowed by RFC 9110)
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
  });

  it('writes an attachment disposition with a quoted ASCII name and its UTF-8 form', () => {
    expect(contentDisposition('en-saheeh.epub')).toBe(
      `attachment; filename="en-saheeh.epub"; filename*=UTF-8''en-saheeh.epub`,
    );
    expect(contentDisposition('a"b.json')).toContain('filename="a_b.json"');
  });
});
