import { createRepositories } from '@tafsir/db';
import { describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../test/fixture.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { validationErrorBody } from '../errors.js';
import { LruCache } from '../lib/lru.js';
import { optedOut, VisitorHasher } from '../lib/visitor.js';
import { matchesIfNoneMatch, negotiateEncoding } from '../plugins/http-cache.js';
import { findNonFinite, parseQueryString } from '../querystring.js';

describe('query string parser', () => {
  it('maps key[] to key, keeps repeated values as lists and drops empty values', () => {
    expect(parseQueryString('book_ids[]=3&book_ids[]=7&sura=2')).toEqual({ book_ids: ['3', '7'], sura: '2' });
    expect(parseQueryString('book_ids[]=3')).toEqual({ book_ids: ['3'] });
    expect(parseQueryString('books=3,7')).toEqual({ books: '3,7' });
    expect(parseQueryString('a=1&a=2&a[]=3')).toEqual({ a: ['1', '2', '3'] });
    expect(parseQueryString('sura=&aya=5&id=')).toEqual({ aya: '5' });
    expect(parseQueryString('[]=1&=2')).toEqual({});
    expect(parseQueryString('keyword=%D8%A7%D9%84%D8%AD%D9%85%D8%AF')).toEqual({ keyword: 'الحمد' });
    expect(Object.getPrototypeOf(parseQueryString('__proto__=1'))).toBeNull();
  });

  it('finds non-finite numbers left by AJV coercion', () => {
    expect(findNonFinite({ page: Infinity })).toBe('page');
    expect(findNonFinite({ page: 2 }, { id: [1, -Infinity] })).toBe('id');
    expect(findNonFinite({ page: 2, keyword: 'x' })).toBeUndefined();
  });
});

describe('HTTP cache helpers', () => {
  it('negotiates br, then gzip, honouring q values', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('matches If-None-Match lists, weak tags and encoded variants', () => {
    expect(matchesIfNoneMatch('"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-gzip"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('*', 'abc')).toBe(false);
    expect(matchesIfNoneMatch('"abcd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'abc')).toBe(false);
  });

  it('evicts least recently used entries by weight', () => {
    const lru = new LruCache<string, string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A'); // a is now most recent
    lru.set('c', 'C', 4); // evicts b
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.weight).toBe(8);
    lru.set('huge', 'H', 11); // larger than the cache: not stored
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});

describe('errors', () => {
  it('names the parameter of an AJV error', () => {
    expect(
      validationErrorBody([{ instancePath: '/sura', keyword: 'maximum', message: 'must be <= 114' }]).message,
    ).toBe("Invalid parameter 'sura': must be <= 114");
    expect(
      validationErrorBody([{ instancePath: '', keyword: 'required', params: { missingProperty: 'keyword' } }])
        .message,
    ).toBe("Invalid parameter 'keyword': is required");
    expect(
      validationErrorBody([
        { instancePath: '/lang', keyword: 'enum', params: { allowedValues: ['ar', 'en'] }, message: 'x' },
      ]).message,
    ).toBe("Invalid parameter 'lang': must be one of ar, en");
  });
});

describe('visitor privacy', () => {
  it('hashes with a daily salt: same day same id, next day another', () => {
    const hasher = new VisitorHasher('secret');
    const day1 = new Date('2026-01-01T10:00:00Z');
    const day1b = new Date('2026-01-01T23:00:00Z');
    const day2 = new Date('2026-01-02T01:00:00Z');
    expect(hasher.hash('fp', day1)).toBe(hasher.hash('fp', day1b));
    expect(hasher.hash('fp', day1)).not.toBe(hasher.hash('fp', day2));
    expect(hasher.hash('fp', day1)).not.toBe(hasher.hash('fp2', day1));
    expect(new VisitorHasher('other').hash('fp', day1)).not.toBe(hasher.hash('fp', day1));
  });

  it('honours DNT and Sec-GPC', () => {
    expect(optedOut({ dnt: '1' })).toBe(true);
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true);
    expect(optedOut({ dnt: '0' })).toBe(false);
    expect(optedOut({})).toBe(false);
  });
});

describe('configuration', () => {
  it('reads the environment with defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3005,
      host: '127.0.0.1',
      publicBearerToken: 'tafsir-compendium-public',
      corsOrigin: '*',
    });
    expect(
      loadConfig({ PORT: '4000', RATE_LIMIT_MAX: '0', BENCH_STATIC: '1', BENCH_STATIC_DIR: '/tmp' }),
    ).toMatchObject({
      port: 4000,
      rateLimitMax: 0,
      benchStaticDir: '/tmp',
    });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    // SQLite search threads: 0 (in the API's thread) up to a bound
    expect(loadConfig({ SEARCH_THREADS: '0' }).searchThreads).toBe(0);
    expect(loadConfig({ SEARCH_THREADS: '1000' }).searchThreads).toBe(16);
    expect(() => loadConfig({ SEARCH_THREADS: '-1' })).toThrow(/SEARCH_THREADS/);
  });
});

describe('rate limit', () => {
  it('answers 429 in the error format past the limit, per client IP', async () => {
    const database = await fixtureTargets()[0]!.scratch();
    try {
      const app = await buildApp({
        repositories: createRepositories(database.db),
        config: { rateLimitMax: 3, rateLimitAllowList: [] },
        logger: false,
      });
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await app.inject({ method: 'GET', url: '/api/v1/categories', remoteAddress: '203.0.113.9' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last!.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(last!.headers['retry-after']).toBeDefined();
      const other = await app.inject({
        method: 'GET',
        url: '/api/v1/categories',
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(200);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
