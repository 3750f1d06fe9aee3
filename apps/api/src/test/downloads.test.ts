/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the JSON answers of the API under test */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createDownloadsClient } from '@tafsir/client';
import { createRepositories } from '@tafsir/db';
import { exportBook, manifestPath, onDemandBuilds, pdfUnavailableReason } from '@tafsir/exporter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWholeFileFetch } from '../routes/downloads/counting.js';
import { contentDisposition } from '../routes/downloads/disposition.js';
import { inCI } from '../../../../test/fixture-config.js';
import { bookId, describeOnTargets, get } from './helpers.js';

describeOnTargets('Book downloads', (ctx) => {
  let dir: string;
  const previousDir = process.env.DOWNLOADS_DIR;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tafsir-api-downloads-'));
    // The downloads routes read DOWNLOADS_DIR per request; nothing is built before the first request.
    process.env.DOWNLOADS_DIR = dir;
  });
  afterAll(() => {
    if (previousDir === undefined) delete process.env.DOWNLOADS_DIR;
    else process.env.DOWNLOADS_DIR = previousDir;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const downloads = (id: number) => createRepositories(ctx.database.db).statistics.downloadsOfBook(id);
  const fetchFile = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers });

  it('lists every format before anything is built, then builds all three on the first request', async () => {
    const id = bookId('en-saheeh');
    const before = await get(ctx.app, `/api/v1/books/${id}/downloads`);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({
      book_id: id,
      slug: 'en-saheeh',
      generated: false,
      up_to_date: false,
      formats: [],
      pdf_url: null,
    });
    expect(before.json.available).toEqual(
      ['epub', 'sqlite', 'json'].map((format) =>
        expect.objectContaining({
          format,
          file_name: `en-saheeh.${format}`,
          url: `/api/v1/download/${id}.${format}`,
          built: false,
          bytes: null,
        }),
      ),
    );
    expect(existsSync(join(dir, String(id)))).toBe(false);

    const res = await fetchFile(`/api/v1/download/${id}.sqlite`);
    expect(res.statusCode).toBe(200);
    const after = await get(ctx.app, `/api/v1/books/${id}/downloads`);
    expect(after.json).toMatchObject({ generated: true, up_to_date: true });
    expect(after.json.formats.map((f: any) => f.format)).toEqual(['epub', 'sqlite', 'json']);
    for (const f of after.json.formats) {
      expect(f.url).toBe(`/api/v1/download/${id}.${f.format}`);
      expect(f.file_name).toBe(`en-saheeh.${f.format}`);
      expect(f.bytes).toBe(statSync(join(dir, String(id), f.file_name)).size);
    }
    for (const a of after.json.available) {
      const built = after.json.formats.find((f: any) => f.format === a.format);
      expect(a).toMatchObject({ built: true, bytes: built.bytes, gzip_bytes: built.gzip_bytes });
    }
    expect(after.json.formats.find((f: any) => f.format === 'json').gzip_bytes).toBeGreaterThan(0);

    const all = await get(ctx.app, '/api/v1/downloads');
    expect(all.status).toBe(200);
    const ids = all.json.data.map((b: any) => b.book_id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(all.json.data.find((b: any) => b.book_id === id)).toEqual(after.json);
    for (const b of all.json.data) expect(b.available.map((a: any) => a.format)).toContain('json');
    const unknown = await get(ctx.app, '/api/v1/books/999999/downloads');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('builds a book once for concurrent first requests', async () => {
    const id = bookId('sadi');
    const started = onDemandBuilds();
    const answers = await Promise.all(
      (['epub', 'sqlite', 'json', 'epub', 'json', 'sqlite'] as const).map((f) =>
        fetchFile(`/api/v1/download/${id}.${f}`),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(onDemandBuilds() - started).toBe(1);
    // Kept: the next requests build nothing.
    expect((await fetchFile(`/api/v1/download/${id}.epub`)).statusCode).toBe(200);
    expect(onDemandBuilds() - started).toBe(1);
    const onDisk = readFileSync(join(dir, String(id), 'sadi.epub'));
    expect(answers[0]!.rawPayload.equals(onDisk)).toBe(true);
  });

  it('rebuilds files kept from an older content version on the next request', async () => {
    const id = bookId('sadi');
    expect((await fetchFile(`/api/v1/download/${id}.json`)).statusCode).toBe(200);
    const path = manifestPath(dir, id);
    const kept = JSON.parse(readFileSync(path, 'utf8'));
    // As if the files had been built before the last import changed the book.
    writeFileSync(path, JSON.stringify({ ...kept, content_version: 'older-import' }));
    const stale = await get(ctx.app, `/api/v1/books/${id}/downloads`);
    expect(stale.json.up_to_date).toBe(false);
    expect(stale.json.available.every((a: any) => !a.built && a.bytes === null)).toBe(true);
    const started = onDemandBuilds();
    const res = await fetchFile(`/api/v1/download/${id}.json`);
    expect(res.statusCode).toBe(200);
    expect(onDemandBuilds() - started).toBe(1);
    const rebuilt = JSON.parse(readFileSync(path, 'utf8'));
    const book = await createRepositories(ctx.database.db).books.get(id);
    expect(rebuilt.content_version).toBe(book!.content_version);
    expect((await get(ctx.app, `/api/v1/books/${id}/downloads`)).json.up_to_date).toBe(true);
  });

  it('serves each file with its content type, file name and length, and counts each full download', async () => {
    const id = bookId('jalalayn');
    const types = {
      epub: 'application/epub+zip',
      sqlite: 'application/vnd.sqlite3',
      json: 'application/json',
    };
    for (const [format, type] of Object.entries(types)) {
      const before = await downloads(id);
      const res = await fetchFile(`/api/v1/download/${id}.${format}`);
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toContain(`attachment; filename="jalalayn.${format}"`);
      const onDisk = readFileSync(join(dir, String(id), `jalalayn.${format}`));
      expect(Number(res.headers['content-length'])).toBe(onDisk.length);
      expect(res.rawPayload.equals(onDisk)).toBe(true);
      expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(res.headers['accept-ranges']).toBe('bytes');
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
    const epub = await fetchFile(`/api/v1/download/${id}.epub`, { 'accept-encoding': 'br, gzip' });
    expect(epub.headers['content-encoding']).toBeUndefined();
    expect(epub.headers['cache-control']).toBe('public, no-cache');
    expect(epub.rawPayload.subarray(30, 38).toString('ascii')).toBe('mimetype');
  });

  it('counts a whole-file fetch only: not ranges, HEAD, 304s, opted-out readers or errors', async () => {
    const id = bookId('en-saheeh');
    const url = `/api/v1/download/${id}.epub`;
    const first = await fetchFile(url);
    expect(first.statusCode).toBe(200);
    const size = first.rawPayload.length;
    const etag = first.headers.etag as string;
    const before = await downloads(id);

    const notCounted: Array<[Record<string, string>, number, 'GET' | 'HEAD']> = [
      [{ 'if-none-match': etag }, 304, 'GET'],
      [{ 'if-none-match': '*' }, 304, 'GET'],
      [{ 'if-modified-since': first.headers['last-modified'] as string }, 304, 'GET'],
      [{}, 200, 'HEAD'],
      [{ dnt: '1' }, 200, 'GET'],
      [{ 'sec-gpc': '1' }, 200, 'GET'],
      [{ range: 'bytes=0-0' }, 206, 'GET'],
      [{ range: 'bytes=0-99' }, 206, 'GET'],
      [{ range: `bytes=0-${size - 2}` }, 206, 'GET'],
      [{ range: 'bytes=100-199' }, 206, 'GET'],
      [{ range: 'bytes=-10' }, 206, 'GET'],
      [{ range: `bytes=${size + 5}-` }, 416, 'GET'],
    ];
    for (const [headers, status, method] of notCounted) {
      const res = await fetchFile(url, headers, method);
      expect(res.statusCode, JSON.stringify(headers)).toBe(status);
    }
    expect(await downloads(id)).toEqual(before);

    // A range covering the whole file is a full fetch (a download manager's first request).
    for (const range of ['bytes=0-', `bytes=0-${size - 1}`, `bytes=0-${size + 1000}`]) {
      const res = await fetchFile(url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    }
    expect((await downloads(id)).total).toBe(before.total + 3);
  });

  it('answers ranges, If-Range and unsatisfiable ranges as HTTP says', async () => {
    const id = bookId('en-saheeh');
    const url = `/api/v1/download/${id}.epub`;
    const first = await fetchFile(url);
    const size = first.rawPayload.length;
    const part = await fetchFile(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(Number(part.headers['content-length'])).toBe(100);
    expect(part.rawPayload.equals(first.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await fetchFile(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(first.rawPayload.subarray(size - 10))).toBe(true);
    // If-Range with the current validator resumes; with another one the whole file is sent.
    const resumed = await fetchFile(url, { range: 'bytes=10-19', 'if-range': first.headers.etag as string });
    expect(resumed.statusCode).toBe(206);
    const changed = await fetchFile(url, { range: 'bytes=10-19', 'if-range': 'W/"0-0"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(size);
    const bad = await fetchFile(url, { range: `bytes=${size + 5}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${size}`);
    expect(bad.headers['content-type']).toContain('application/json');
    expect(JSON.parse(bad.body)).toMatchObject({ statusCode: 416 });
    expect(bad.headers['content-disposition']).toBeUndefined();
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
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const doc = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    const total = (await createRepositories(ctx.database.db).books.get(id))!.entry_count;
    expect(doc.entries.length).toBe(total);
    expect(doc.book.slug).toBe('en-saheeh');
  });

  it('answers 404 JSON for an unknown book, an unknown format, or a PDF not printed yet', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/v1/download/999999.epub', /not found: 999999/],
      [`/api/v1/download/${bookId('jalalayn')}.pdf`, /pdf file of book \d+ has not been printed yet.*--pdf/],
      [
        `/api/v1/download/${bookId('jalalayn')}.docx`,
        /Unknown download '\d+\.docx'.*epub, sqlite, json, pdf/,
      ],
      ['/api/v1/download/abc', /Unknown download 'abc'/],
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

describe('download counting', () => {
  it('counts a 200 and a 206 that covers the whole file, nothing else', () => {
    expect(isWholeFileFetch(200, undefined)).toBe(true);
    expect(isWholeFileFetch(206, 'bytes 0-99/100')).toBe(true);
    expect(isWholeFileFetch(206, 'bytes 0-0/100')).toBe(false);
    expect(isWholeFileFetch(206, 'bytes 0-98/100')).toBe(false);
    expect(isWholeFileFetch(206, 'bytes 1-99/100')).toBe(false);
    expect(isWholeFileFetch(206, undefined)).toBe(false);
    expect(isWholeFileFetch(304, undefined)).toBe(false);
    expect(isWholeFileFetch(416, 'bytes */100')).toBe(false);
  });
});

describe('download helpers', () => {
  it('writes an attachment disposition with a quoted ASCII name and its UTF-8 form', () => {
    expect(contentDisposition('en-saheeh.epub')).toBe(
      `attachment; filename="en-saheeh.epub"; filename*=UTF-8''en-saheeh.epub`,
    );
    expect(contentDisposition('a"b.json')).toContain('filename="a_b.json"');
  });
});
