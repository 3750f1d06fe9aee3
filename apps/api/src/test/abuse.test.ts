/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { randomBytes } from 'node:crypto';
import { createDeveloperClient, readerHeaders, type ApiError } from '@tafsir/client';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config.js';
import { limitKey } from '../lib/client-address.js';
import { isSitePageUrl } from '../lib/forms.js';
import { passwordProblem } from '../lib/passwords.js';
import { AdmissionGate } from '../plugins/admission.js';
import { bookId, describeOnTargets, get, injectFetch } from './helpers.js';

/**
 * Issue 20: abuse resistance. Each block is one item of the issue: client identity for the limits,
 * closed CORS on account and message endpoints, honest passwords and registration answers, honest
 * inputs to counters and messages, HTTP semantics of `If-None-Match: *` and 429s, load shedding.
 * (The nginx-in-front check of deploy/nginx.conf is deploy-nginx.test.ts.)
 */
const run = randomBytes(4).toString('hex');
let serial = 0;
const SITE = 'https://tafsir.example';
const SECRET = 'web-server-secret-for-tests-0123456789';
const PUBLIC = { authorization: 'Bearer tafsir-compendium-public' };

function newApp(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    app_name: `Abuse ${run} ${serial}`,
    password: 'secret-pass',
    email: `abuse-${run}-${serial}@example.org`,
    website: 'https://example.org',
    phone: '+1 555 0100',
    country: 'Morocco',
    ...overrides,
  };
}

async function send(
  app: FastifyInstance,
  method: 'GET' | 'HEAD' | 'POST' | 'OPTIONS',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: options.headers ?? {},
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let json: any;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, headers: res.headers, body: res.body };
}

const retryAfter = (headers: Record<string, unknown>) => Number(headers['retry-after']);

describe('client identity: configuration', () => {
  it('TRUST_PROXY is a hop count or proxy addresses, never true; no allow-list behind a proxy', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxy hops/);
    expect(() => parseTrustProxy('*')).toThrow(/number of proxy hops/);
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).rateLimitAllowList).toEqual([]);
    expect(loadConfig({}).rateLimitAllowList).toContain('127.0.0.1');
    expect(loadConfig({ SITE_URL: 'https://tafsir.example/ar' }).formOrigins).toEqual([SITE]);
    expect(loadConfig({ FORM_ORIGINS: 'https://a.example, https://b.example' }).formOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadConfig({ WEB_SERVER_SECRET: 'short' })).toThrow(/at least 16/);
  });

  it('load shedding and search memory settings: a share per client, a heap per search thread', () => {
    expect(loadConfig({}).contentClientShare).toBe(0);
    expect(new AdmissionGate(loadConfig({}).contentConcurrency, 100).clientShare).toBe(2);
    expect(loadConfig({ CONTENT_CLIENT_SHARE: '3' }).contentClientShare).toBe(3);
    expect(loadConfig({}).searchThreadHeapMb).toBe(128);
    expect(loadConfig({ SEARCH_THREAD_HEAP_MB: '256' }).searchThreadHeapMb).toBe(256);
    // Below what a thread needs to start, the floor.
    expect(loadConfig({ SEARCH_THREAD_HEAP_MB: '1' }).searchThreadHeapMb).toBe(32);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe(limitKey('2001:db8:1:2:ffff::9'));
    expect(limitKey('2001:db8:1:2::1')).not.toBe(limitKey('2001:db8:1:3::1'));
    expect(limitKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('a page of the site: a path or the site origin, nothing else', () => {
    for (const ok of ['/en?sura=2&aya=255', '/', `${SITE}/ar`, `${SITE.toUpperCase()}/ar`])
      expect(isSitePageUrl(ok, SITE), ok).toBe(true);
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      'https://evil.example/x',
      `${SITE}.evil.example/`,
      `${SITE}@evil.example/`,
      'javascript:alert(1)',
      'en/page',
      'http://tafsir.example/ar',
    ])
      expect(isSitePageUrl(bad, SITE), bad).toBe(false);
  });

  it('passwords: the spec minimum, then common and guessable ones refused', () => {
    expect(passwordProblem('1234', 2)).toMatch(/at least 5 characters/);
    for (const weak of ['12345', 'password', 'qwerty123', 'letmein1', 'abc12345'])
      expect(passwordProblem(weak, 2), weak).toMatch(/too common or too easy to guess/);
    expect(passwordProblem('Abuse Reader app', 2, ['Abuse Reader app'])).toMatch(/too easy/);
    expect(passwordProblem('secret-pass', 2)).toBeNull();
    expect(passwordProblem('12345', 0)).toBeNull();
  });

  it('load shedding: slots are handed to waiters in order; a waiter past its time is refused', async () => {
    const gate = new AdmissionGate(1, 50);
    expect(gate.enter()).toBe(true);
    const second = gate.enter();
    const third = gate.enter();
    gate.leave();
    expect(await second).toBe(true);
    expect(await third).toBe(false);
    gate.leave();
    expect(gate.load).toEqual({ active: 0, waiting: 0, clients: 0 });
  });

  it('load shedding is fair: one client holds at most its share of the slots; the others still get theirs', async () => {
    const gate = new AdmissionGate(4, 50);
    expect(gate.clientShare).toBe(2);
    // A flood from one address: its share, then refused at once (no wait, no slot).
    expect([gate.enter('flood'), gate.enter('flood'), gate.enter('flood')]).toEqual([true, true, false]);
    // A second reader finds the slots the flood could not take.
    expect(gate.enter('reader')).toBe(true);
    expect(gate.enter('reader')).toBe(true);
    // Now full: a third client waits in line and is admitted when a slot frees.
    const waiting = gate.enter('third');
    gate.leave('flood');
    expect(await waiting).toBe(true);
    // The flood's freed share is its own again.
    expect(gate.enter('flood')).not.toBe(false);
    for (const client of ['flood', 'flood', 'reader', 'reader', 'third']) gate.leave(client);
    expect(gate.load).toEqual({ active: 0, waiting: 0, clients: 0 });
    // A waiter refused for time gives its share back.
    const one = new AdmissionGate(1, 20);
    expect(one.enter()).toBe(true);
    expect(await one.enter('late')).toBe(false);
    expect(one.load).toEqual({ active: 1, waiting: 0, clients: 0 });
  });
});

describeOnTargets(
  'abuse: client identity and limits',
  (ctx) => {
    it('a spoofed X-Forwarded-For through one proxy hop does not change the limit key', async () => {
      const statuses: number[] = [];
      for (const spoof of ['1.1.1.1', '127.0.0.1', '', '203.0.113.7', '10.0.0.1, 8.8.8.8', 'junk', '::1']) {
        const res = await send(ctx.app, 'GET', '/api/v1/rewaya_list', {
          // What the proxy (127.0.0.1, the socket) forwards: the client's own entries, then its address.
          headers: { 'x-forwarded-for': `${spoof ? `${spoof}, ` : ''}198.51.100.20` },
          remoteAddress: '127.0.0.1',
        });
        statuses.push(res.status);
        if (res.status === 429) expect(retryAfter(res.headers)).toBeGreaterThan(0);
      }
      // Allow-listed 203.0.113.7 and loopback, written by the client, exempt nothing.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      // Another client behind the same proxy has its own budget.
      const other = await send(ctx.app, 'GET', '/api/v1/rewaya_list', {
        headers: { 'x-forwarded-for': '198.51.100.21' },
        remoteAddress: '127.0.0.1',
      });
      expect(other.status).toBe(200);
      // Naming a reader without the web server's secret changes nothing either.
      const noSecret = await send(ctx.app, 'GET', '/api/v1/rewaya_list', {
        headers: { 'x-forwarded-for': '198.51.100.20', 'x-reader-address': '198.51.100.99' },
        remoteAddress: '127.0.0.1',
      });
      expect(noSecret.status).toBe(429);
    });

    it("the web server's forms are limited per reader; the reader header counts only with its secret", async () => {
      const webServer = '10.20.0.5';
      const client = createDeveloperClient({
        baseUrl: 'http://api.test',
        fetch: injectFetch(ctx.app, webServer),
      });
      const contact = (reader: string | undefined, secret = SECRET) =>
        client
          .contact(
            { name: 'Reader', email: 'reader@example.org', subject: `abuse ${run}`, message: 'salam' },
            { headers: readerHeaders(reader, secret) },
          )
          .then(
            () => 200,
            (e: ApiError) => e.status,
          );
      // Reader A: two messages an hour, then 429 — through the same web server as everyone else.
      expect([await contact('192.0.2.1'), await contact('192.0.2.1'), await contact('192.0.2.1')]).toEqual([
        200, 200, 429,
      ]);
      // Reader B, same web server: its own budget.
      expect(await contact('192.0.2.2')).toBe(200);
      // A wrong secret: the reader named is ignored, the web server's own address counts (twice, then 429).
      expect([
        await contact('192.0.2.3', 'not-the-secret-at-all'),
        await contact('192.0.2.4', 'not-the-secret-at-all'),
        await contact('192.0.2.5', 'not-the-secret-at-all'),
      ]).toEqual([200, 200, 429]);
      const over = await send(ctx.app, 'POST', '/api/messages/contact', {
        payload: { name: 'R', email: 'r@example.org', subject: 's', message: 'm' },
        headers: readerHeaders('192.0.2.1', SECRET),
        remoteAddress: webServer,
      });
      expect(over.status).toBe(429);
      expect(over.json.message).toContain('per IP address');
      expect(retryAfter(over.headers)).toBeGreaterThan(0);
      // The web server's own page rendering (secret, no reader) is not one client: not limited.
      const statuses = new Set<number>();
      for (let i = 0; i < 6; i++)
        statuses.add(
          (
            await send(ctx.app, 'GET', '/api/v1/rewaya_list', {
              headers: { 'x-web-server-secret': SECRET },
              remoteAddress: '10.20.0.6',
            })
          ).status,
        );
      expect([...statuses]).toEqual([200]);
    });

    it('keys issued per address and hour: new apps and logins do not reset the limit', async () => {
      const from = { remoteAddress: '192.0.2.50' };
      const first = newApp();
      const statuses = [
        (await send(ctx.app, 'POST', '/api/developer/register', { payload: first, ...from })).status,
        (await send(ctx.app, 'POST', '/api/developer/register', { payload: newApp(), ...from })).status,
        (
          await send(ctx.app, 'POST', '/api/developer/login', {
            payload: { login: first.app_name, password: first.password },
            ...from,
          })
        ).status,
      ];
      expect(statuses).toEqual([200, 200, 200]);
      const more = await send(ctx.app, 'POST', '/api/developer/register', { payload: newApp(), ...from });
      expect(more.status).toBe(429);
      expect(more.json.message).toMatch(/per hour per IP address/);
      expect(retryAfter(more.headers)).toBeGreaterThan(60);
      const login = await send(ctx.app, 'POST', '/api/developer/login', {
        payload: { login: first.app_name, password: first.password },
        ...from,
      });
      expect(login.status).toBe(429);
      // Elsewhere: still possible.
      const elsewhere = await send(ctx.app, 'POST', '/api/developer/login', {
        payload: { login: first.app_name, password: first.password },
        remoteAddress: '192.0.2.51',
      });
      expect(elsewhere.status).toBe(200);
    });
  },
  {
    rateLimitMax: 5,
    trustProxy: 1,
    rateLimitAllowList: ['203.0.113.7', '127.0.0.1'],
    webServerSecret: SECRET,
    messageRateLimitMax: 2,
    keyIssueRateLimitMax: 3,
    accountRateLimitMax: 100,
  },
);

describeOnTargets(
  'abuse: a proxy in front of an API that trusts none (TRUST_PROXY unset)',
  (ctx) => {
    it('a forwarded request from the allow-listed proxy is limited, not exempt; a direct loopback call stays exempt', async () => {
      const viaProxy = (path: string, method: 'GET' | 'POST' = 'GET') =>
        send(ctx.app, method, path, {
          headers: { 'x-forwarded-for': '198.51.100.5' },
          remoteAddress: '127.0.0.1',
          ...(method === 'POST' ? { payload: { key: 'tc_not-a-key' } } : {}),
        });
      // /revoke was unlimited through nginx: it counts now.
      const revokes = [];
      for (let i = 0; i < 3; i++) revokes.push((await viaProxy('/api/developer/revoke', 'POST')).status);
      expect(revokes.slice(0, 2).every((s) => s !== 429)).toBe(true);
      expect(revokes[2]).toBe(429);
      // Every request counts in the one bucket of the proxy (3 revokes + 3 reads of 6).
      const reads = [];
      for (let i = 0; i < 4; i++) reads.push((await viaProxy('/api/v1/rewaya_list')).status);
      expect(reads).toEqual([200, 200, 200, 429]);
      // The development web server on loopback, calling directly, is still exempt.
      for (let i = 0; i < 5; i++)
        expect(
          (await send(ctx.app, 'GET', '/api/v1/rewaya_list', { remoteAddress: '127.0.0.1' })).status,
        ).toBe(200);
    });
  },
  { rateLimitMax: 6, accountRateLimitMax: 2 },
);

describeOnTargets(
  'abuse: CORS, accounts, inputs, HTTP semantics',
  (ctx) => {
    const preflight = (url: string, origin: string) =>
      send(ctx.app, 'OPTIONS', url, {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });

    it('CORS: account and message endpoints only for the site origin; public reads for any', async () => {
      for (const url of [
        '/api/developer/register',
        '/api/developer/login',
        '/api/developer/keys',
        '/api/developer/revoke',
        '/api/messages/contact',
        '/api/messages/note',
        '/api/messages/bug-report',
      ]) {
        const evil = await preflight(url, 'https://evil.example');
        expect(evil.headers['access-control-allow-origin'], url).toBeUndefined();
        expect(evil.headers['access-control-allow-methods'], url).toBeUndefined();
        expect(evil.headers['access-control-allow-headers'], url).toBeUndefined();
        const site = await preflight(url, SITE);
        expect(site.status, url).toBe(204);
        expect(site.headers['access-control-allow-origin'], url).toBe(SITE);
        expect(String(site.headers['access-control-allow-methods']), url).toContain('POST');
      }
      // A request that says it comes from another origin is refused even without a preflight.
      const direct = await send(ctx.app, 'POST', '/api/developer/login', {
        payload: { login: 'someone', password: 'something' },
        headers: { origin: 'https://evil.example' },
      });
      expect(direct.status).toBe(403);
      expect(direct.json).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      // The router decodes percent-escapes: an escaped spelling of a form path is that form path.
      for (const url of ['/api/%6Dessages/contact', '/api/developer/%6cogin', '/api/developer/%72egister/']) {
        const evil = await preflight(url, 'https://evil.example');
        expect(evil.headers['access-control-allow-origin'], url).toBeUndefined();
        const posted = await send(ctx.app, 'POST', url, {
          payload: {
            name: 'x',
            email: 'x@example.org',
            subject: 'x',
            message: 'x',
            login: 'x',
            password: 'x',
          },
          headers: { origin: 'https://evil.example' },
        });
        expect(posted.status, url).toBe(403);
        expect(posted.headers['access-control-allow-origin'], url).toBeUndefined();
      }
      // Public reads and the keyed developer API: any origin.
      for (const url of ['/api/v1/rewaya_list', '/api/v1/search?keyword=رحمة', '/api/developer/v1/books']) {
        const pre = await preflight(url, 'https://evil.example');
        expect(pre.headers['access-control-allow-origin'], url).toBe('*');
      }
      const read = await get(ctx.app, '/api/v1/rewaya_list', { origin: 'https://evil.example' });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe('*');
      // No answer is sniffed as another type: content (fresh and from the answer cache) and errors.
      const again = await get(ctx.app, '/api/v1/rewaya_list', { origin: 'https://evil.example' });
      const missing = await get(ctx.app, '/api/v1/nothing-here');
      for (const res of [read, again, missing]) expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('registration refuses weak passwords and answers a taken name or email alike', async () => {
      for (const password of ['12345', 'password', 'qwerty123', 'iloveyou']) {
        const res = await send(ctx.app, 'POST', '/api/developer/register', {
          payload: newApp({ password }),
        });
        expect(res.status, password).toBe(400);
        expect(res.json.message, password).toMatch(/^Password is too common or too easy to guess/);
      }
      // Made of its own app name or email: guessable (zxcvbn's user inputs).
      const mine = newApp();
      for (const password of [mine.app_name, mine.email]) {
        const self = await send(ctx.app, 'POST', '/api/developer/register', {
          payload: { ...mine, password },
        });
        expect(self.status, password).toBe(400);
      }
      const first = newApp();
      expect((await send(ctx.app, 'POST', '/api/developer/register', { payload: first })).status).toBe(200);
      const byName = await send(ctx.app, 'POST', '/api/developer/register', {
        payload: newApp({ app_name: first.app_name }),
      });
      const byEmail = await send(ctx.app, 'POST', '/api/developer/register', {
        payload: newApp({ email: first.email.toUpperCase() }),
      });
      expect(byName.status).toBe(409);
      expect(byEmail.status).toBe(409);
      expect(byEmail.body).toBe(byName.body);
      expect(byName.json.message).toBe('This app name or email is already registered');
    });

    it('login failures are uniform, and an unknown app costs the same time as a wrong password', async () => {
      const known = newApp();
      expect((await send(ctx.app, 'POST', '/api/developer/register', { payload: known })).status).toBe(200);
      const attempt = async (login: string) => {
        const started = process.hrtime.bigint();
        const res = await send(ctx.app, 'POST', '/api/developer/login', {
          payload: { login, password: 'not-the-password' },
        });
        return { res, ms: Number(process.hrtime.bigint() - started) / 1e6 };
      };
      const wrong: number[] = [];
      const unknown: number[] = [];
      let bodies = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const a = await attempt(known.app_name);
        const b = await attempt(`nobody-${run}-${i}@example.org`);
        expect([a.res.status, b.res.status]).toEqual([401, 401]);
        bodies = new Set([...bodies, a.res.body, b.res.body]);
        wrong.push(a.ms);
        unknown.push(b.ms);
      }
      expect(bodies.size).toBe(1);
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
      const ratio = median(unknown) / median(wrong);
      // Both run the same scrypt (an unknown app is checked against a dummy hash): ~1, never 10× faster.
      expect(ratio, `unknown ${median(unknown)} ms / wrong ${median(wrong)} ms`).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });

    it('counters take only the pages and ids the site has, and known download formats', async () => {
      const hit = (query: string) =>
        send(ctx.app, 'POST', `/api/v2/record-page-hits?${query}`, { headers: PUBLIC });
      const cases: Array<[string, number, RegExp | null]> = [
        ['page=home', 200, null],
        ['page=book&id=' + bookId('jalalayn'), 200, null],
        ['page=author&id=', 200, null],
        ['page=browse-aya&id=2:255', 200, null],
        ['page=browse-sura&id=114', 200, null],
        ['page=anything', 400, /^Invalid parameter 'page': must be one of home, /],
        ['page=%2Fen%2Fevil', 400, /'page'/],
        ['page=home&id=42', 400, /^Invalid parameter 'id': must be empty/],
        ['page=book&id=999999', 400, /^Invalid parameter 'id': no book 999999/],
        ['page=book&id=abc', 400, /'id'/],
        ['page=author&id=999999', 400, /^Invalid parameter 'id': no author 999999/],
        ['page=browse-aya&id=1:200', 400, /'id'/],
        ['page=browse-sura&id=115', 400, /'id'/],
      ];
      for (const [query, status, message] of cases) {
        const res = await hit(query);
        expect(res.status, query).toBe(status);
        if (message) expect(res.json.message, query).toMatch(message);
      }
      const badType = await send(
        ctx.app,
        'POST',
        `/api/v2/book-downloaded?book_id=${bookId('jalalayn')}&type=exe`,
        {
          headers: PUBLIC,
        },
      );
      expect(badType.status).toBe(400);
      expect(badType.json.message).toMatch(/^Invalid parameter 'type': must be one of pdf, pdf_print, db/);
      const noBook = await send(ctx.app, 'POST', '/api/v2/book-downloaded?book_id=999999', {
        headers: PUBLIC,
      });
      expect(noBook.status).toBe(404);
    });

    it('notes and bug reports: the verse must exist in the riwaya, the book too; page_url of this site', async () => {
      const note = {
        proposed_text: 'new',
        original_text: 'old',
        book_id: bookId('jalalayn'),
        sura: 1,
        aya: 1,
        name: 'Reader',
        email: 'reader@example.org',
      };
      const post = (kind: string, payload: object) =>
        send(ctx.app, 'POST', `/api/messages/${kind}`, { payload });
      expect((await post('note', note)).status).toBe(200);
      expect((await post('note', { ...note, rewaya_id: 20 })).status).toBe(200);
      const cases: Array<[string, object, number, RegExp]> = [
        ['note', { ...note, aya: 200 }, 400, /^Invalid parameter 'aya'/],
        ['note', { ...note, sura: 2, aya: 287 }, 400, /'aya'/],
        ['note', { ...note, rewaya_id: 12 }, 400, /'rewaya_id'/],
        ['note', { ...note, book_id: 999999 }, 404, /^Enterpretation\/Translation not found/],
        ['note', { ...note, proposed_text: 'x'.repeat(8001) }, 400, /at most 8000 characters/],
        ['bug-report', { description: 'd', page_url: '//evil.example/x' }, 400, /'page_url'/],
        ['bug-report', { description: 'd', page_url: 'https://evil.example/x' }, 400, /'page_url'/],
        ['bug-report', { description: 'd', page_url: '/\\evil.example/x' }, 400, /'page_url'/],
        ['bug-report', { description: 'd', page_url: 'javascript:alert(1)' }, 400, /'page_url'/],
        ['bug-report', { description: 'd', page_url: '/ar', sura: 1, aya: 200 }, 400, /'aya'/],
        ['bug-report', { description: 'd', page_url: '/ar', sura: 1 }, 400, /aya is required/],
        ['bug-report', { description: 'd', page_url: '/ar', book_id: 999999 }, 404, /not found/],
        ['bug-report', { description: 'x'.repeat(10_001), page_url: '/ar' }, 400, /at most 10000 characters/],
        [
          'contact',
          { name: 'n', email: 'e@example.org', subject: 's', message: 'x'.repeat(10_001) },
          400,
          /at most 10000/,
        ],
      ];
      for (const [kind, payload, status, message] of cases) {
        const res = await post(kind, payload);
        expect(res.status, `${kind} ${JSON.stringify(payload).slice(0, 80)}`).toBe(status);
        expect(res.json.message, kind).toMatch(message);
      }
      for (const page_url of ['/en?sura=2&aya=255', `${SITE}/ar/book/3`]) {
        const ok = await post('bug-report', {
          description: `bug ${run}`,
          page_url,
          book_id: bookId('jalalayn'),
          sura: 2,
          aya: 255,
        });
        expect(ok.status, page_url).toBe(200);
      }
      // A request body past 64 KB is refused before parsing.
      const huge = await post('contact', {
        name: 'n',
        email: 'e@example.org',
        subject: 's',
        message: 'x'.repeat(70_000),
      });
      expect(huge.status).toBe(413);
    });

    it('If-None-Match: * is a 304 on GET and HEAD of an existing resource, and only then', async () => {
      const star = { 'if-none-match': '*' };
      for (const url of ['/api/v1/page?page_number=3', '/api/v1/rewaya_list?lang=fr', '/api/v1/statistics']) {
        for (const method of ['GET', 'HEAD'] as const) {
          // Cold (not yet in the answer cache) and warm.
          for (let i = 0; i < 2; i++) {
            const res = await send(ctx.app, method, url, { headers: star });
            expect(res.status, `${method} ${url} #${i}`).toBe(304);
            expect(res.body).toBe('');
          }
        }
        expect((await send(ctx.app, 'GET', url)).status).toBe(200);
      }
      // Not an existing resource: the error stands.
      expect((await send(ctx.app, 'GET', '/api/v1/author/999999', { headers: star })).status).toBe(404);
      expect((await send(ctx.app, 'GET', '/api/v1/page?page_number=9999', { headers: star })).status).toBe(
        400,
      );
      expect((await send(ctx.app, 'GET', '/api/v1/nothing-here', { headers: star })).status).toBe(404);
    });

    it('load shedding: a content answer that would wait too long is a 429 with Retry-After; cache hits never wait', async () => {
      const gate = (ctx.app as unknown as { admissionGate: AdmissionGate }).admissionGate;
      const warm = await get(ctx.app, '/api/v1/rewaya_list?lang=en');
      expect(warm.status).toBe(200);
      // Take every slot, as a flood of uncached searches would.
      for (let i = 0; i < gate.concurrency; i++) expect(await gate.enter()).toBe(true);
      try {
        const shed = await get(ctx.app, `/api/v1/search?keyword=${encodeURIComponent('رحمة')}&page=7`);
        expect(shed.status).toBe(429);
        expect(retryAfter(shed.headers)).toBe(1);
        expect(shed.json).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
        // Cached: answered at once.
        expect((await get(ctx.app, '/api/v1/rewaya_list?lang=en')).status).toBe(200);
        // Bad input is still a 400 (validation comes first), never a 429.
        expect((await get(ctx.app, '/api/v1/search?keyword=')).status).toBe(400);
      } finally {
        for (let i = 0; i < gate.concurrency; i++) gate.leave();
      }
      expect(gate.load).toEqual({ active: 0, waiting: 0, clients: 0 });
      expect((await get(ctx.app, `/api/v1/search?keyword=${encodeURIComponent('رحمة')}&page=7`)).status).toBe(
        200,
      );
    });

    it("load shedding per client: one address's flood of uncached searches leaves the others answered", async () => {
      const gate = (ctx.app as unknown as { admissionGate: AdmissionGate }).admissionGate;
      const search = (from: string, page: number) =>
        send(ctx.app, 'GET', `/api/v1/search?keyword=${encodeURIComponent('الرحمن')}&page=${page}`, {
          remoteAddress: from,
        });
      // The flooding address holds its whole share, as 200 connections of it would.
      const flood = '198.51.100.66';
      for (let i = 0; i < gate.clientShare; i++) expect(gate.enter(limitKey(flood))).toBe(true);
      try {
        const more = await search(flood, 3);
        expect(more.status).toBe(429);
        expect(retryAfter(more.headers)).toBe(1);
        // Another reader is answered, every time.
        for (const page of [4, 5, 6]) expect((await search('198.51.100.77', page)).status).toBe(200);
      } finally {
        for (let i = 0; i < gate.clientShare; i++) gate.leave(limitKey(flood));
      }
      expect(gate.load).toEqual({ active: 0, waiting: 0, clients: 0 });
    });
  },
  { siteUrl: SITE, contentConcurrency: 2, contentQueueMs: 30 },
);
