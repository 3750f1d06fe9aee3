import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';
import { requestIdFrom } from './request-id';

const HOUR = { next: { revalidate: 3600 } } as RequestInit;

/** A fake API: answers `size` bytes per URL and records every request it receives. */
function fakeApi(size = 100, status = 200) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    await new Promise((r) => setTimeout(r, 1));
    return new Response(JSON.stringify({ url, pad: 'x'.repeat(size) }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch };
}

describe('answer cache', () => {
  it('serves a repeated GET from memory and never lets Next cache it', async () => {
    const api = fakeApi();
    const c = createAnswerCache({ maxEntries: 10, maxBytes: 1e6, maxTtlMs: 60_000, fetch: api.fetch });
    const a = await (await c.fetch('http://api/a', HOUR)).json();
    const b = await (await c.fetch('http://api/a', HOUR)).json();
    expect(a).toEqual(b);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.init?.cache).toBe('no-store');
    expect(api.calls[0]!.init).not.toHaveProperty('next');
  });

  it('parses a kept answer once and gives every caller the same frozen value', async () => {
    const api = fakeApi(100);
    const c = createAnswerCache({ maxEntries: 10, maxBytes: 1e6, maxTtlMs: 60_000, fetch: api.fetch });
    const a = (await (await c.fetch('http://api/a', HOUR)).json()) as { pad: string };
    const b = (await (await c.fetch('http://api/a', HOUR)).json()) as { pad: string };
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { pad: string }).pad = 'changed';
    }).toThrow(TypeError);
    const again = (await (await c.fetch('http://api/a', HOUR)).json()) as { pad: string };
    expect(again.pad).toHaveLength(100);
    // text() still gives the body as the API sent it
    expect(JSON.parse(await (await c.fetch('http://api/a', HOUR)).text())).toEqual(again);
  });

  it('shares one request between concurrent misses', async () => {
    const api = fakeApi();
    const c = createAnswerCache({ maxEntries: 10, maxBytes: 1e6, maxTtlMs: 60_000, fetch: api.fetch });
    await Promise.all([1, 2, 3].map(() => c.fetch('http://api/a', HOUR).then((r) => r.json())));
    expect(api.calls).toHaveLength(1);
  });

  it('is bounded by entries', async () => {
    const api = fakeApi(10);
    const c = createAnswerCache({ maxEntries: 5, maxBytes: 1e6, maxTtlMs: 60_000, fetch: api.fetch });
    for (let i = 0; i < 50; i++) await c.fetch(`http://api/${i}`, HOUR);
    expect(c.size).toBe(5);
    // the most recent ones stay, the oldest went
    await c.fetch('http://api/49', HOUR);
    await c.fetch('http://api/0', HOUR);
    expect(api.calls).toHaveLength(51);
  });

  it('is bounded by bytes, and never keeps an answer larger than the whole budget', async () => {
    const api = fakeApi(1000);
    const c = createAnswerCache({ maxEntries: 1000, maxBytes: 5000, maxTtlMs: 60_000, fetch: api.fetch });
    for (let i = 0; i < 50; i++) await c.fetch(`http://api/${i}`, HOUR);
    expect(c.bytes).toBeLessThanOrEqual(5000);
    expect(c.size).toBeLessThanOrEqual(4);
    const big = fakeApi(10_000);
    const c2 = createAnswerCache({ maxEntries: 10, maxBytes: 5000, maxTtlMs: 60_000, fetch: big.fetch });
    const body = await (await c2.fetch('http://api/big', HOUR)).json();
    expect(body.pad).toHaveLength(10_000);
    expect(c2.size).toBe(0);
  });

  it('expires entries after their TTL (the shorter of revalidate and the maximum)', async () => {
    const api = fakeApi();
    const c = createAnswerCache({ maxEntries: 10, maxBytes: 1e6, maxTtlMs: 20, fetch: api.fetch });
    await c.fetch('http://api/a', HOUR);
    await new Promise((r) => setTimeout(r, 40));
    await c.fetch('http://api/a', HOUR);
    expect(api.calls).toHaveLength(2);
  });

  it('keeps no error answers and passes uncached calls through', async () => {
    const api = fakeApi(10, 503);
    const c = createAnswerCache({ maxEntries: 10, maxBytes: 1e6, maxTtlMs: 60_000, fetch: api.fetch });
    expect((await c.fetch('http://api/a', HOUR)).status).toBe(503);
    await c.fetch('http://api/a', HOUR);
    expect(api.calls).toHaveLength(2);
    const ok = fakeApi();
    const c2 = createAnswerCache({ maxEntries: 10, maxBytes: 1e6, maxTtlMs: 60_000, fetch: ok.fetch });
    await c2.fetch('http://api/b');
    await c2.fetch('http://api/b', { method: 'POST', body: '{}' });
    await c2.fetch('http://api/b');
    expect(ok.calls).toHaveLength(3);
    expect(c2.size).toBe(0);
  });

  it('adds the request id to outgoing calls without making it part of the key', async () => {
    const api = fakeApi();
    let id = 'abc';
    const c = createAnswerCache({
      maxEntries: 10,
      maxBytes: 1e6,
      maxTtlMs: 60_000,
      fetch: api.fetch,
      extraHeaders: () => ({ 'x-request-id': id }),
    });
    await c.fetch('http://api/a', HOUR);
    id = 'def';
    await c.fetch('http://api/a', HOUR);
    await c.fetch('http://api/b', HOUR);
    expect(api.calls.map((x) => new Headers(x.init?.headers).get('x-request-id'))).toEqual(['abc', 'def']);
  });
});

describe('request id', () => {
  it('keeps a plain incoming id and replaces a missing or odd one with a UUID', () => {
    expect(requestIdFrom('abc')).toBe('abc');
    expect(requestIdFrom(null)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('a b\n')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('x'.repeat(200))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
