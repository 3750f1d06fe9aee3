/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { randomBytes } from 'node:crypto';
import { createDeveloperClient, curlExample, DEVELOPER_ROUTES, ApiError } from '@tafsir/client';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bookId, describeOnTargets, get } from '../../test/helpers.js';

const run = randomBytes(4).toString('hex');
let serial = 0;
/** Unique per run: the shared fixture database keeps what earlier runs registered. */
function newApp(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    app_name: `Reader ${run} ${serial}`,
    password: 'secret-pass',
    email: `dev-${run}-${serial}@example.org`,
    website: 'https://example.org',
    phone: '+1 555 0100',
    country: 'Morocco',
    ...overrides,
  };
}

async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, json: res.json() as any, headers: res.headers };
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A fetch that goes through app.inject: the real client against the real app, without a socket. */
function injectFetch(app: FastifyInstance) {
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: (init?.headers ?? {}) as Record<string, string>,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: Object.entries(res.headers).map(([k, v]) => [k, String(v)] as [string, string]),
    });
  };
}

describeOnTargets('developer API', (ctx) => {
  it('register → login → every developer endpoint with the key, same answers as /api/v1', async () => {
    const reg = await post(ctx.app, '/api/developer/register', newApp());
    expect(reg.status).toBe(200);
    expect(reg.json.api_key).toMatch(/^tc_[\w-]{43}$/);
    expect(reg.json.header).toBe(`Authorization: Bearer ${reg.json.api_key}`);
    expect(reg.json.api_key.startsWith(reg.json.key_prefix)).toBe(true);
    const login = await post(ctx.app, '/api/developer/login', {
      login: reg.json.app.app_name,
      password: 'secret-pass',
    });
    expect(login.status).toBe(200);
    expect(login.json.api_key).not.toBe(reg.json.api_key);
    const byEmail = await post(ctx.app, '/api/developer/login', {
      login: reg.json.app.email.toUpperCase(),
      password: 'secret-pass',
    });
    expect(byEmail.status).toBe(200);
    const books = `${bookId('jalalayn')},${bookId('baghawi')}`;
    const calls: Array<[string, string]> = [
      ['/api/developer/v1/page?page_number=50', '/api/v1/page?page_number=50'],
      ['/api/developer/v1/page?sura=2&aya=255&rewaya_id=10', '/api/v1/page?sura=2&aya=255&rewaya_id=10'],
      [
        `/api/developer/v1/books-content?book_ids=${books}&sura=1&aya=1&lang=en`,
        `/api/v1/books-content?book_ids=${books}&sura=1&aya=1&lang=en`,
      ],
      ['/api/developer/v1/rewaya_list?lang=en', '/api/v1/rewaya_list?lang=en'],
    ];
    // Both keys work: old keys stay valid after a login.
    for (const key of [reg.json.api_key, login.json.api_key, byEmail.json.api_key]) {
      for (const [dev, v1] of calls) {
        const a = await get(ctx.app, dev, bearer(key));
        expect(a.status, dev).toBe(200);
        expect(a.json, dev).toEqual((await get(ctx.app, v1)).json);
        expect(String(a.headers['cache-control'])).not.toContain('public');
      }
    }
    const page = (await get(ctx.app, '/api/developer/v1/page?sura=2&aya=255', bearer(login.json.api_key)))
      .json;
    expect(page.page).toBe(42);
    const content = (
      await get(
        ctx.app,
        `/api/developer/v1/books-content?book_ids=${books}&sura=1&aya=1`,
        bearer(reg.json.api_key),
      )
    ).json;
    expect(content.data.map((i: any) => i.book_id)).toEqual([bookId('baghawi'), bookId('jalalayn')]);

    const all = (await get(ctx.app, '/api/developer/v1/books', bearer(reg.json.api_key))).json;
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThan(5);
    const translations = (
      await get(ctx.app, '/api/developer/v1/books?type=translation&language=en', bearer(reg.json.api_key))
    ).json;
    expect(translations.data.length).toBeGreaterThan(0);
    for (const b of translations.data) expect([b.type, b.language]).toEqual(['translation', 'en']);
    const tafsir = (
      await get(ctx.app, '/api/developer/v1/books?type=enterpretation', bearer(reg.json.api_key))
    ).json;
    expect(tafsir.data.every((b: any) => b.type === 'enterpretation')).toBe(true);
    const keyword = (await get(ctx.app, '/api/developer/v1/books?title=jalal', bearer(reg.json.api_key)))
      .json;
    expect(keyword.data.map((b: any) => b.id)).toContain(bookId('jalalayn'));
    expect(keyword.data.length).toBeLessThan(all.data.length);
    const bad = await get(ctx.app, '/api/developer/v1/books?language=english', bearer(reg.json.api_key));
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain("'language'");
    const badPage = await get(ctx.app, '/api/developer/v1/page?page_number=605', bearer(reg.json.api_key));
    expect(badPage.status).toBe(400);
  });

  it('refuses a missing, malformed, wrong or revoked key with 401, even for cached answers', async () => {
    const reg = await post(ctx.app, '/api/developer/register', newApp());
    const key: string = reg.json.api_key;
    const ok = await get(ctx.app, '/api/developer/v1/rewaya_list', bearer(key));
    expect(ok.status).toBe(200);
    const etag = String(ok.headers.etag);
    for (const headers of [
      {},
      { authorization: key },
      { authorization: `Basic ${key}` },
      { authorization: 'Bearer ' },
      bearer('tc_wrong-key'),
      bearer(key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')),
      bearer(`${key}' OR '1'='1`),
      bearer('public-token'),
    ]) {
      for (const url of [
        '/api/developer/v1/rewaya_list',
        '/api/developer/v1/page',
        '/api/developer/v1/books',
        '/api/developer/v1/books-content?book_ids=1',
      ]) {
        const res = await get(ctx.app, url, { ...headers, 'if-none-match': etag });
        expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
        expect(res.json.message).toMatch(/API key/);
      }
    }
    expect((await get(ctx.app, '/api/developer/v1/rewaya_list')).json.message).toContain('API key required');

    // Revoke by the key itself; another key of the app stays valid.
    const other = (
      await post(ctx.app, '/api/developer/login', { login: reg.json.app.app_name, password: 'secret-pass' })
    ).json.api_key;
    const revoke = await post(ctx.app, '/api/developer/revoke', {}, bearer(key));
    expect(revoke.status).toBe(200);
    expect(revoke.json.revoked).toBe(1);
    expect((await get(ctx.app, '/api/developer/v1/rewaya_list', bearer(key))).status).toBe(401);
    expect((await get(ctx.app, '/api/developer/v1/rewaya_list', bearer(other))).status).toBe(200);
    // Revoke by login + prefix.
    const keys = await post(ctx.app, '/api/developer/keys', {
      login: reg.json.app.app_name,
      password: 'secret-pass',
    });
    expect(keys.json.keys).toHaveLength(2);
    expect(JSON.stringify(keys.json)).not.toContain(other);
    const wrongPass = await post(ctx.app, '/api/developer/revoke', {
      login: reg.json.app.app_name,
      password: 'nope!',
      all: true,
    });
    expect(wrongPass.status).toBe(401);
    const byPrefix = await post(ctx.app, '/api/developer/revoke', {
      login: reg.json.app.email,
      password: 'secret-pass',
      prefix: other.slice(0, 11),
    });
    expect(byPrefix.json.revoked).toBe(1);
    expect((await get(ctx.app, '/api/developer/v1/rewaya_list', bearer(other))).status).toBe(401);
    expect((await post(ctx.app, '/api/developer/revoke', {})).status).toBe(401);
  });

  it('validates registration and login with the spec wording; duplicates are one 409', async () => {
    const cases: Array<[Record<string, unknown> | undefined, number, RegExp]> = [
      [undefined, 400, /Please provide all the required fields/],
      [{ ...newApp(), website: undefined }, 400, /Please provide all the required fields \(website/],
      [{ ...newApp(), phone: '   ' }, 400, /Please provide all the required fields \(phone/],
      [{ ...newApp(), app_name: 'abcd' }, 400, /App name must be at least 5 characters/],
      [{ ...newApp(), app_name: '    abcd ' }, 400, /App name must be at least 5 characters/],
      [{ ...newApp(), password: '1234' }, 400, /Password must be at least 5 characters/],
      [{ ...newApp(), email: 'not-an-email' }, 400, /'email'/],
      [{ ...newApp(), website: 'javascript:alert(1)' }, 400, /'website'/],
      [{ ...newApp(), country: 'x'.repeat(101) }, 400, /at most 100 characters/],
      [{ ...newApp(), app_name: { $gt: '' } }, 400, /'app_name'/],
      [{ ...newApp(), app_name: 4242 }, 400, /App name must be at least 5 characters/],
      [{ ...newApp(), country: 'nul\u0000byte' }, 400, /NUL/],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(ctx.app, '/api/developer/register', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.message, JSON.stringify(body)).toMatch(message);
      expect(res.json.error).toBe('Bad Request');
    }
    const first = newApp();
    expect((await post(ctx.app, '/api/developer/register', first)).status).toBe(200);
    const sameName = await post(ctx.app, '/api/developer/register', {
      ...newApp(),
      app_name: first.app_name.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'This app name or email is already registered',
    });
    // The same answer whichever is taken (issue 20): it does not tell whether an email is registered.
    const sameEmail = await post(ctx.app, '/api/developer/register', { ...newApp(), email: first.email });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json).toEqual(sameName.json);

    const noFields = await post(ctx.app, '/api/developer/login', { login: first.app_name });
    expect(noFields.status).toBe(400);
    expect(noFields.json.message).toContain('Please provide all the required fields');
    const wrong = await post(ctx.app, '/api/developer/login', {
      login: first.app_name,
      password: 'wrong-pass',
    });
    expect(wrong.status).toBe(401);
    const unknown = await post(ctx.app, '/api/developer/login', {
      login: `nobody-${run}`,
      password: 'wrong-pass',
    });
    expect(unknown.json.message).toBe(wrong.json.message);
  });

  it('stores and returns SQL-injection and script strings byte-identically', async () => {
    const evil = `Robert'); DROP TABLE developer_apps; -- <script>alert("x")</script> ${run}`;
    const body = newApp({
      app_name: evil,
      password: `' OR '1'='1 <script>`,
      email: `o'hara+<script>${run}@example.org`,
      website: `https://example.org/?q=';DROP TABLE api_keys;--&x=<script>alert(1)</script>`,
      phone: `+1'; DELETE FROM api_keys; --`,
      country: `<img src=x onerror=alert(1)> "Morocco"`,
    });
    const reg = await post(ctx.app, '/api/developer/register', body);
    expect(reg.status).toBe(200);
    const expected = {
      app_name: body.app_name,
      email: body.email,
      website: body.website,
      phone: body.phone,
      country: body.country,
    };
    expect(reg.json.app).toMatchObject(expected);
    const login = await post(ctx.app, '/api/developer/login', { login: evil, password: body.password });
    expect(login.status).toBe(200);
    expect(login.json.app).toMatchObject(expected);
    const row = await ctx.database.db
      .selectFrom('developer_apps')
      .selectAll()
      .where('id', '=', reg.json.app.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject(expected);
    expect((await get(ctx.app, '/api/developer/v1/rewaya_list', bearer(login.json.api_key))).status).toBe(
      200,
    );
    // The tables are all still there.
    expect(await ctx.database.db.selectFrom('api_keys').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('the typed developer client: register, login, every endpoint, contact, note, bug report, revoke', async () => {
    const client = createDeveloperClient({ baseUrl: 'http://api.test', fetch: injectFetch(ctx.app) });
    const params = newApp();
    const reg = await client.register(params);
    expect(reg.app.app_name).toBe(params.app_name);
    const { api_key: key } = await client.login({ login: params.email, password: params.password });
    expect((await client.quranText(key, { sura: 2, aya: 255 })).page).toBe(42);
    expect((await client.bookList(key, { type: 'translation', language: 'en' })).data.length).toBeGreaterThan(
      0,
    );
    const content = await client.booksContent(key, {
      book_ids: [bookId('jalalayn'), bookId('baghawi')],
      sura: 1,
      aya: 1,
      lang: 'en',
    });
    expect(content.data.map((i) => i.book_id)).toEqual([bookId('baghawi'), bookId('jalalayn')]);
    expect((await client.rewayaList(key, { lang: 'en' })).map((r) => r.id)).toContain(20);
    const wrong = await client.rewayaList('tc_nope').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).status).toBe(401);
    const dup = await client.register(params).catch((e: unknown) => e);
    expect((dup as ApiError).status).toBe(409);

    const sent = await client.contact({
      name: 'Client',
      email: 'client@example.org',
      subject: `client ${run}`,
      message: 'hi',
    });
    expect(sent.message).toBe('Your message has been sent. Thanks for contacting us');
    const note = await client.note({
      proposed_text: 'new',
      original_text: 'old',
      book_id: bookId('jalalayn'),
      sura: 1,
      aya: 1,
      name: 'Client',
      email: 'client@example.org',
    });
    expect(note.message).toBe('Email sent successfully');
    expect((await client.bugReport({ description: `bug ${run}`, page_url: '/en' })).success).toBe(true);
    const missing = await client
      .contact({ name: '', email: 'a@b.co', subject: 's', message: 'm' })
      .catch((e: unknown) => e);
    expect((missing as ApiError).status).toBe(400);
    expect((missing as ApiError).message).toContain('Please fill all the fields');

    expect((await client.keys({ login: params.app_name, password: params.password })).keys).toHaveLength(2);
    expect((await client.revoke({ key })).revoked).toBe(1);
    expect(
      (await client.revoke({ login: params.app_name, password: params.password, all: true })).revoked,
    ).toBe(1);
    expect(curlExample('http://api.test', 'booksContent', 'tc_x', { book_ids: '1,2', sura: 1, aya: 1 })).toBe(
      "curl -H 'Authorization: Bearer tc_x' 'http://api.test/api/developer/v1/books-content?book_ids=1%2C2&sura=1&aya=1'",
    );
    const doc = (await get(ctx.app, '/api/openapi.json')).json;
    for (const [name, route] of Object.entries(DEVELOPER_ROUTES))
      expect(doc.paths[route.path]?.[route.method.toLowerCase()], name).toBeDefined();
  });

  it('documents the developer API in the OpenAPI document', async () => {
    const doc = (await get(ctx.app, '/api/openapi.json')).json;
    expect(doc.components.securitySchemes.developerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of [
      '/api/developer/v1/page',
      '/api/developer/v1/books',
      '/api/developer/v1/books-content',
      '/api/developer/v1/rewaya_list',
    ]) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op.tags).toEqual(['developer']);
      expect(op.security).toEqual([{ developerKey: [] }]);
      expect(op.responses['401']).toBeDefined();
      expect(op.responses['200'].content['application/json'].schema).toBeDefined();
    }
    for (const path of [
      '/api/developer/register',
      '/api/developer/login',
      '/api/developer/revoke',
      '/api/developer/keys',
    ]) {
      expect(doc.paths[path]?.post?.tags, path).toEqual(['developer']);
    }
    expect(
      doc.paths['/api/developer/register'].post.requestBody.content['application/json'].schema.properties
        .app_name.minLength,
    ).toBe(5);
    // v1 keeps its own tags: re-registering the plugins did not change the originals.
    expect(doc.paths['/api/v1/page'].get.tags).toEqual(['quran']);
    expect(doc.paths['/api/v1/page'].get.security).toBeUndefined();
    expect(doc.tags.map((t: any) => t.name)).toContain('developer');
  });
});

describeOnTargets(
  'developer API rate limits',
  (ctx) => {
    it('limits each key and each address: 429 with Retry-After; a new key does not reset it', async () => {
      const reg = await post(ctx.app, '/api/developer/register', newApp(), {});
      expect(reg.status).toBe(200);
      const key = reg.json.api_key;
      const call = async (apiKey: string, remoteAddress: string) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/developer/v1/rewaya_list',
          headers: bearer(apiKey),
          remoteAddress,
        });
        return { status: res.statusCode, json: res.json() as any, headers: res.headers };
      };
      for (let i = 0; i < 3; i++) expect((await call(key, '198.51.100.1')).status).toBe(200);
      const over = await call(key, '198.51.100.1');
      expect(over.status).toBe(429);
      expect(over.json).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(over.json.message).toContain('per API key');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
      // The same key from elsewhere: still the key's limit.
      expect((await call(key, '198.51.100.2')).status).toBe(429);
      const other = (
        await post(ctx.app, '/api/developer/login', { login: reg.json.app.app_name, password: 'secret-pass' })
      ).json.api_key;
      // A fresh key from the same address: the address's limit still holds.
      const fresh = await call(other, '198.51.100.1');
      expect(fresh.status).toBe(429);
      expect(fresh.json.message).toContain('per IP address');
      expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
      // The fresh key from another address is not limited.
      expect((await call(other, '198.51.100.3')).status).toBe(200);
    });

    it('limits login attempts per IP address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/developer/login',
          payload: { login: `nobody-${run}`, password: 'guess-' + i },
          remoteAddress: '203.0.113.77',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });
  },
  // With the app-wide limiter on (RATE_LIMIT_MAX > 0): the per-key limiter is derived from it.
  { developerRateLimitMax: 3, accountRateLimitMax: 4, rateLimitMax: 1000 },
);
