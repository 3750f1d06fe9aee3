import { createRepositories, openDatabase, type TafsirDatabase } from '@tafsir/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../test/fixture.js';
import { testPostgresUrl } from '../../../../test/fixture-config.js';
import { buildApp, type ApiInstance } from '../app.js';
import { loadConfig } from '../config.js';
import { gracefulShutdown } from '../lib/shutdown.js';
import { NOT_READY_MESSAGE, requestIdFor, withTimeout } from '../plugins/observability.js';
import { get } from './helpers.js';

/** Value of one sample line of a Prometheus text exposition (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

async function appOn(database: TafsirDatabase): Promise<ApiInstance> {
  const app = await buildApp({
    repositories: createRepositories(database.db),
    database,
    config: { rateLimitMax: 0, readyTimeoutMs: 1500 },
    logger: false,
  });
  return app;
}

describe('operations configuration', () => {
  it('reads PG_SCHEMA, DB_POOL_SIZE, READY_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS and METRICS', () => {
    const config = loadConfig({
      PG_SCHEMA: 'tafsir',
      DB_POOL_SIZE: '4',
      READY_TIMEOUT_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '3000',
      METRICS: 'false',
    });
    expect(config).toMatchObject({
      pgSchema: 'tafsir',
      dbPoolSize: 4,
      readyTimeoutMs: 500,
      shutdownTimeoutMs: 3000,
      metricsEnabled: false,
    });
    expect(loadConfig({})).toMatchObject({ dbPoolSize: 10, readyTimeoutMs: 2000, metricsEnabled: true });
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });

  it('METRICS=false removes /api/metrics but keeps request ids and /api/ready', async () => {
    const database = await fixtureTargets()[0]!.scratch();
    const app = await buildApp({
      repositories: createRepositories(database.db),
      database,
      config: { rateLimitMax: 0, metricsEnabled: false },
      logger: false,
    });
    try {
      expect((await get(app, '/api/metrics')).status).toBe(404);
      const ready = await get(app, '/api/ready', { 'x-request-id': 'no-metrics-1' });
      expect(ready.status).toBe(200);
      expect(ready.headers['x-request-id']).toBe('no-metrics-1');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('request ids', () => {
  it('reuses a plain incoming X-Request-Id and replaces anything else', () => {
    const req = (value?: string) => ({ headers: value === undefined ? {} : { 'x-request-id': value } });
    expect(requestIdFor(req('abc-123') as never)).toBe('abc-123');
    expect(requestIdFor(req() as never)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(req('bad id\nwith newline') as never)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(req('x'.repeat(200)) as never)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('withTimeout rejects a probe that never answers', async () => {
    await expect(withTimeout(new Promise(() => {}), 50)).rejects.toThrow(/timed out after 50 ms/);
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
  });
});

for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `operations on ${target.name}${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      let database: TafsirDatabase;
      let app: ApiInstance;
      beforeAll(async () => {
        database = await target.scratch();
        app = await appOn(database);
        await app.ready();
      });
      afterAll(async () => {
        await app?.close();
        await database?.close();
      });

      it('/api/ready answers 200 while the database is reachable', async () => {
        const res = await get(app, '/api/ready');
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ status: 'ready', database: 'reachable' });
        expect(res.headers['cache-control']).toBe('no-store');
      });

      it('echoes an incoming X-Request-Id and generates one otherwise', async () => {
        const given = await get(app, '/api/health', { 'x-request-id': 'web-7f3a-1' });
        expect(given.headers['x-request-id']).toBe('web-7f3a-1');
        const generated = await get(app, '/api/health');
        expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        const other = await get(app, '/api/health');
        expect(other.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
        // Errors carry it too.
        const missing = await get(app, '/api/v1/no-such-route', { 'x-request-id': 'r-404' });
        expect(missing.status).toBe(404);
        expect(missing.headers['x-request-id']).toBe('r-404');
      });

      it('/api/metrics counts requests per route pattern, with latency histograms and cache lookups', async () => {
        await get(app, '/api/v1/author/1');
        await get(app, '/api/v1/author/2');
        await get(app, '/api/v1/languages');
        await get(app, '/api/v1/languages');
        const res = await app.inject({ method: 'GET', url: '/api/metrics' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        const text = res.body;
        // The route pattern, never the raw URL.
        expect(sample(text, 'http_requests_total', { route: '/api/v1/author/:id', status_code: '404' })).toBe(
          2,
        );
        expect(text).not.toContain('route="/api/v1/author/1"');
        expect(sample(text, 'http_requests_total', { route: '/api/v1/languages', status_code: '200' })).toBe(
          2,
        );
        expect(
          sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/languages', method: 'GET' }),
        ).toBe(2);
        expect(text).toMatch(
          /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/v1\/languages"/,
        );
        // The second languages request is answered from the answer cache.
        expect(sample(text, 'tafsir_answer_cache_lookups_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(
          1,
        );
        expect(sample(text, 'tafsir_answer_cache_lookups_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(
          1,
        );
        expect(sample(text, 'tafsir_answer_cache_entries')).toBeGreaterThanOrEqual(1);
        // Process metrics of prom-client.
        expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
        if (target.name === 'postgres') {
          expect(sample(text, 'tafsir_db_pool_connections')).toBeGreaterThanOrEqual(1);
          expect(sample(text, 'tafsir_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
          expect(sample(text, 'tafsir_db_pool_waiting_requests')).toBe(0);
          expect(sample(text, 'tafsir_db_pool_max_connections')).toBe(4);
        } else {
          expect(text).not.toContain('tafsir_db_pool_connections');
        }
      });
    },
  );
}

describe('database down', () => {
  it('/api/ready and content routes answer 503 on a closed SQLite handle', async () => {
    const database = await fixtureTargets()[0]!.scratch();
    const app = await appOn(database);
    await app.ready();
    try {
      expect((await get(app, '/api/ready')).status).toBe(200);
      await database.close();
      const ready = await get(app, '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: NOT_READY_MESSAGE,
      });
      const content = await get(app, '/api/v1/languages');
      expect(content.status).toBe(503);
      expect(content.json).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(content.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
  });

  const pgUrl = testPostgresUrl();
  it.skipIf(!pgUrl)(
    `/api/ready and content routes answer 503 when PostgreSQL is unreachable${pgUrl ? '' : ' (skipped: PostgreSQL not configured)'}`,
    async () => {
      const url = new URL(pgUrl!);
      url.port = '1'; // nothing listens there: ECONNREFUSED
      const database = await openDatabase({ url: url.toString(), migrate: false, poolSize: 2 });
      const app = await appOn(database);
      await app.ready();
      try {
        const ready = await get(app, '/api/ready');
        expect(ready.status).toBe(503);
        expect(ready.json).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        const content = await get(app, '/api/v1/books');
        expect(content.status).toBe(503);
        expect(content.json).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then closes the database and stops accepting', async () => {
    const database = await fixtureTargets()[0]!.scratch();
    const repositories = createRepositories(database.db);
    const app = await buildApp({ repositories, database, config: { rateLimitMax: 0 }, logger: false });
    let started!: () => void;
    let handlerDoneAt = 0;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    // A slow request that still needs the database at its very end.
    app.get('/test/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400));
      const version = await repositories.catalogue.contentVersion();
      handlerDoneAt = Date.now();
      return { version };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;

    const answer = fetch(`${base}/test/slow`).then(async (r) => ({ status: r.status, json: await r.json() }));
    await inFlight;
    const shutdown = gracefulShutdown(app, database, 5000);
    let shutdownAt = 0;
    const [res, outcome] = await Promise.all([answer, shutdown.then((o) => ((shutdownAt = Date.now()), o))]);
    // The handler's last database query succeeded: the pool was still open when it ran.
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ version: 'empty' });
    expect(outcome).toBe('closed');
    expect(handlerDoneAt).toBeGreaterThan(0);
    expect(shutdownAt).toBeGreaterThanOrEqual(handlerDoneAt);
    // No longer listening, and the pool is closed.
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    await expect(repositories.catalogue.contentVersion()).rejects.toThrow();
  });

  it("reports a timeout when an in-flight request outlasts the shutdown's bound", async () => {
    const database = await fixtureTargets()[0]!.scratch();
    const app = await buildApp({
      repositories: createRepositories(database.db),
      database,
      config: { rateLimitMax: 0 },
      logger: false,
    });
    app.get('/test/stuck', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const pending = fetch(`http://127.0.0.1:${port}/test/stuck`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await gracefulShutdown(app, database, 200)).toBe('timeout');
    await pending;
    await database.close().catch(() => undefined);
  });
});
