/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the JSON answers of the API under test */
import { ApiError, CLIENT_ROUTES, DEVELOPER_ROUTES, DOWNLOAD_ROUTES, createClient } from '@tafsir/client';
import { expect, it } from 'vitest';
import { bookId, describeOnTargets, get, injectFetch } from './helpers.js';

const EXPECTED_PATHS: Record<string, string[]> = {
  '/api/health': ['get'],
  '/api/v1/languages': ['get'],
  '/api/v1/surah-json': ['get'],
  '/api/v1/ramz-json': ['get'],
  '/api/v1/jiz': ['get'],
  '/api/v1/hizb': ['get'],
  '/api/v1/page': ['get'],
  '/api/v1/books': ['get'],
  '/api/v1/books-content': ['get'],
  '/api/v1/rewaya_list': ['get'],
  '/api/v1/author': ['get'],
  '/api/v1/author/{id}': ['get'],
  '/api/v1/ayah-json': ['get'],
  '/api/v1/statistics': ['get'],
  '/api/v1/categories': ['get'],
  '/api/v1/search': ['get'],
  '/api/v1/reading': ['get'],
  '/api/v1/words/{sura}/{aya}': ['get'],
  '/api/v2/record-visitor': ['get', 'post'],
  '/api/v2/book-downloaded': ['get', 'post'],
  '/api/v2/record-page-hits': ['get', 'post'],
  // Issue 7: developer accounts and API, messages (apps/api/src/routes/{developer,messages}).
  ...Object.fromEntries(Object.values(DEVELOPER_ROUTES).map((r) => [r.path, [r.method.toLowerCase()]])),
  '/api/v1/books/{id}/downloads': ['get'],
  '/api/v1/downloads': ['get'],
  '/api/v1/download/{file}': ['get'],
};

describeOnTargets('OpenAPI document, docs page and typed client', (ctx) => {
  it('publishes a valid OpenAPI 3.1 document listing every route with its schemas', async () => {
    const res = await get(ctx.app, '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Tafsir Compendium API');
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(EXPECTED_PATHS).sort());
    for (const [path, methods] of Object.entries(EXPECTED_PATHS)) {
      for (const method of methods) {
        const op = doc.paths[path][method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(op.responses['200'].content['application/json'].schema, `${method} ${path}`).toBeDefined();
        expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    const bc = doc.paths['/api/v1/books-content'].get;
    expect(bc.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['book_ids', 'books', 'sura', 'aya', 'lang', 'rewaya_id', 'page_number']),
    );
    const item = bc.responses['200'].content['application/json'].schema.properties.data.items;
    expect(item.required).toEqual(
      expect.arrayContaining([
        'id',
        '_id',
        'book_id',
        'lang_id',
        'ayah_number',
        'text',
        'originalText',
        'footnotes',
        'book_extra',
        'surrah_intro',
      ]),
    );
    expect(doc.paths['/api/v2/record-visitor'].post.security).toEqual([{ publicBearer: [] }]);
    expect(doc.components.securitySchemes.publicBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('every client method targets a documented path and method', async () => {
    const doc = (await get(ctx.app, '/api/openapi.json')).json;
    for (const [name, route] of Object.entries(CLIENT_ROUTES)) {
      expect(
        doc.paths[route.path]?.[route.method.toLowerCase()],
        `${name}: ${route.method} ${route.path}`,
      ).toBeDefined();
    }
    // …and every documented path has a client method.
    const clientPaths = new Set(
      [
        ...Object.values(CLIENT_ROUTES),
        ...Object.values(DOWNLOAD_ROUTES),
        ...Object.values(DEVELOPER_ROUTES),
      ].map((r) => r.path),
    );
    expect(Object.keys(doc.paths).filter((p) => !clientPaths.has(p))).toEqual([]);
  });

  it('serves the interactive docs with local assets only', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const srcs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs.length).toBeGreaterThan(0);
    expect(srcs.filter((s) => /^(https?:)?\/\//.test(s))).toEqual([]);
    const bundle = srcs.find((s) => s.includes('swagger-ui-bundle.js'))!;
    const asset = await ctx.app.inject({
      method: 'GET',
      url: new URL(bundle, 'http://x/api/docs/').pathname,
    });
    expect(asset.statusCode).toBe(200);
    const init = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('validatorUrl: null');
    expect(page.body + init.body).not.toMatch(/unpkg|jsdelivr|cdnjs|googleapis|cloudflare/);
  });

  it('the typed client reads every call', async () => {
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch: injectFetch(ctx.app),
      publicToken: 'tafsir-compendium-public',
    });
    expect((await client.health()).status).toBe('ok');
    expect((await client.languages()).data[0]!.key).toBe('ar');
    expect((await client.surahs({ lang: 'en' }))[1]!.title).toBe('Al-Baqarah');
    expect((await client.ramz())[0]!.ramz).toBe('surah001');
    expect(await client.juz()).toMatchObject({ data: expect.any(Array) });
    expect((await client.hizb({ rewaya_id: 20 })).data).toHaveLength(60);
    const page = await client.page({ sura: 2, aya: 255 });
    expect(page.page).toBe(42);
    const books = await client.books({ lang: 'en' });
    expect(books.enterpretation.length).toBeGreaterThan(0);
    const content = await client.booksContent({
      book_ids: [bookId('jalalayn'), bookId('baghawi')],
      sura: 1,
      aya: 1,
    });
    expect(content.data.map((i) => i.book_id)).toEqual([bookId('baghawi'), bookId('jalalayn')]);
    expect(content.bintro).toHaveLength(2);
    expect((await client.rewayaList({ lang: 'en' })).map((r) => r.id)).toContain(20);
    const authors = await client.authors({ per_page: 3, search_keyword: 'baghawi' });
    expect(authors.meta.total).toBe(1);
    const author = await client.authorById(authors.data[0]!.id, { lang: 'en' });
    expect(author.data.books.length).toBeGreaterThan(0);
    expect(await client.ayahs()).toHaveLength(6236);
    expect((await client.statistics()).bookCount).toBeGreaterThan(0);
    expect((await client.categories()).century_category).toHaveLength(15);
    expect((await client.recordPageHits({ page: 'search', id: '' })).recorded).toBe(true);
  });

  it('the typed client throws ApiError with the status and the server message', async () => {
    const client = createClient({ baseUrl: 'http://api.test/', fetch: injectFetch(ctx.app) });
    const notFound = await client.authorById(999999).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ status: 404, message: 'Author Details Does Not Exist' });
    const bad = await client.page({ sura: 115 }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, message: expect.stringContaining("'sura'") });
    const unauthorized = await client.recordVisitor().catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ status: 401 });
    const search = await client.search({ keyword: 'a' }).catch((e: unknown) => e);
    expect(search).toMatchObject({ status: 400, message: expect.stringContaining("'keyword'") });
  });
});
