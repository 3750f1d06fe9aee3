import { describe, expect, it } from 'vitest';
import { ApiError, createClient, encodeQuery } from './index.js';

describe('encodeQuery', () => {
  it('writes arrays as repeated key[]=value pairs and other values as key=value (spec §7)', () => {
    expect(encodeQuery({ book_ids: [2, 7], sura: 2, aya: 255, lang: 'ar' })).toBe(
      '?book_ids[]=2&book_ids[]=7&sura=2&aya=255&lang=ar',
    );
    expect(encodeQuery({ search_keyword: 'الطبري & co', missing: undefined, none: null })).toBe(
      `?search_keyword=${encodeURIComponent('الطبري & co')}`,
    );
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('createClient', () => {
  function recorder(status = 200, body: unknown = { ok: true }) {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetch = async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    return { calls, fetch };
  }

  it('builds URLs from the base URL and sends the bearer only to /api/v2', async () => {
    const { calls, fetch } = recorder();
    const client = createClient({
      baseUrl: 'https://api.example.org/',
      fetch,
      publicToken: 'tok',
      headers: { 'x-app': 'web' },
    });
    await client.booksContent({ book_ids: [3], sura: 1, aya: 2 });
    await client.authorById(5, { lang: 'en' });
    await client.search({ keyword: 'abc', categories: [1, 2], century_categories: [] });
    await client.bookDownloaded({ book_id: 3, type: 'pdf' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.org/api/v1/books-content?book_ids[]=3&sura=1&aya=2',
      'https://api.example.org/api/v1/author/5?lang=en',
      'https://api.example.org/api/v1/search?keyword=abc&categories=1%2C2',
      'https://api.example.org/api/v2/book-downloaded?book_id=3&type=pdf',
    ]);
    const headers = calls.map((c) => c.init?.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ 'x-app': 'web', accept: 'application/json' });
    expect(headers[0]!.authorization).toBeUndefined();
    expect(headers[3]!.authorization).toBe('Bearer tok');
    expect(calls[3]!.init?.method).toBe('POST');
  });

  it('throws ApiError with the status and the server message', async () => {
    const { fetch } = recorder(404, {
      statusCode: 404,
      error: 'Not Found',
      message: 'Author Details Does Not Exist',
    });
    const error = await createClient({ baseUrl: 'http://x', fetch })
      .authorById(1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Author Details Does Not Exist',
      body: { statusCode: 404 },
    });
  });

  it('reports network failures as ApiError status 0', async () => {
    const client = createClient({
      baseUrl: 'http://x',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.languages()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
