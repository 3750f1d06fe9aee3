import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PoolStats } from '@tafsir/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Type } from 'typebox';
import { statusText } from '../errors.js';
import { ErrorBody } from '../schemas/common.js';

/**
 * Operations: request ids, Prometheus metrics and the readiness probe.
 *
 * - Request id: taken from an incoming `X-Request-Id` (the proxy or the web server sets it, so one id
 *   follows a reading from nginx through Next.js to the API) when it looks like an id, generated
 *   otherwise; it labels every log line of the request (`reqId`) and is echoed in the answer.
 * - `/api/metrics`: Prometheus text format — requests and latency per route pattern (never the raw URL,
 *   which would make one series per query string), answer-cache outcomes, PostgreSQL pool counters and
 *   the process metrics of prom-client (memory, CPU, event-loop lag, GC).
 * - `/api/ready`: a trivial query with a short timeout; 503 while the database cannot be reached, so a
 *   load balancer stops routing to this process until it can (liveness stays `/api/health`).
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is reused only if it is short and plain (it ends up in logs and headers). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

export type CacheOutcome = 'hit' | 'miss' | 'not_modified';

/** Something whose entry count and byte weight can be read (the answer cache's LRU). */
export interface SizedCache {
  readonly size: number;
  readonly weight: number;
}

/** Process-wide metrics (memory, CPU, GC, event loop) are collected once, whatever the number of apps. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The metrics of one app instance (its own registry: tests build many apps in one process). */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly cacheLookups: Counter<'outcome'>;
  private caches: SizedCache[] = [];

  constructor(poolStats?: () => PoolStats | undefined) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'tafsir_answer_cache_lookups_total',
      help: 'Content answers looked up in the in-memory answer cache: hit, miss, or not_modified (304 on ETag)',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['hit', 'miss', 'not_modified'] as const) this.cacheLookups.inc({ outcome }, 0);
    const caches = () => this.caches;
    new Gauge({
      name: 'tafsir_answer_cache_entries',
      help: 'Content answers held in the in-memory answer cache',
      registers,
      collect() {
        this.set(caches().reduce((n, c) => n + c.size, 0));
      },
    });
    new Gauge({
      name: 'tafsir_answer_cache_bytes',
      help: 'Bytes of serialized content answers held in the in-memory answer cache',
      registers,
      collect() {
        this.set(caches().reduce((n, c) => n + c.weight, 0));
      },
    });
    const pool = poolStats?.();
    if (poolStats && pool) {
      const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            const stats = poolStats();
            if (stats) this.set(read(stats));
          },
        });
      gauge(
        'tafsir_db_pool_connections',
        'PostgreSQL connections open in the pool (idle or busy)',
        (s) => s.total,
      );
      gauge('tafsir_db_pool_idle_connections', 'PostgreSQL connections open and idle', (s) => s.idle);
      gauge(
        'tafsir_db_pool_waiting_requests',
        'Queries waiting for a free PostgreSQL connection',
        (s) => s.waiting,
      );
      gauge('tafsir_db_pool_max_connections', 'Configured maximum of the PostgreSQL pool', (s) => s.max);
    }
  }

  /** Called by the HTTP cache plugin for every content lookup. */
  readonly cacheOutcome = (outcome: CacheOutcome): void => {
    this.cacheLookups.inc({ outcome });
  };

  /** Called by the HTTP cache plugin with its LRU, whose size is then read at every scrape. */
  readonly watchCache = (cache: SizedCache): void => {
    this.caches.push(cache);
  };

  observe(request: FastifyRequest, reply: FastifyReply): void {
    const labels = {
      method: request.method,
      // The route pattern (/api/v1/author/:id): the raw URL would make one series per query.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    this.requests.inc(labels);
    this.duration.observe(labels, reply.elapsedTime / 1000);
  }

  async text(): Promise<string> {
    return (await processMetrics().metrics()) + (await this.registry.metrics());
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

export interface ObservabilityOptions {
  /** A trivial database query (`select 1`); /api/ready is 200 when it succeeds within `readyTimeoutMs`. */
  probe: () => Promise<unknown>;
  readyTimeoutMs: number;
  /** Omitted: no /api/metrics route (request ids and /api/ready stay). */
  metrics?: ApiMetrics | undefined;
}

export const ReadyAnswer = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Literal('reachable'),
});

export const NOT_READY_MESSAGE = 'The database cannot be reached; this instance is not ready';

class ProbeTimeout extends Error {
  constructor(ms: number) {
    super(`database probe timed out after ${ms} ms`);
    this.name = 'ProbeTimeout';
  }
}

/** Resolves as `promise` does, or rejects with ProbeTimeout after `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(ms)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function observability(app: FastifyInstance, options: ObservabilityOptions): Promise<void> {
  const { metrics } = options;

  // First hook of every request: even cached answers, 304s, 404s and rate-limited ones carry the id.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(request, reply);
    });
  }

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['service'],
        summary: 'Readiness probe: the database answers a trivial query within a short timeout',
        response: { 200: ReadyAnswer, 503: ErrorBody },
      },
      config: { cache: 'none', rateLimit: false },
    },
    async (request, reply) => {
      try {
        await withTimeout(Promise.resolve().then(options.probe), options.readyTimeoutMs);
        return { status: 'ready' as const, database: 'reachable' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness probe failed');
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send({ statusCode: 503, error: statusText(503), message: NOT_READY_MESSAGE });
      }
    },
  );

  if (metrics) {
    app.get(
      '/api/metrics',
      {
        schema: { tags: ['service'], summary: 'Prometheus metrics (text exposition format)', hide: true },
        config: { cache: 'none', rateLimit: false },
      },
      async (_request, reply) => {
        const body = await metrics.text();
        return reply.type(metrics.contentType).send(body);
      },
    );
  }
}

export default fp(observability, { name: 'observability', fastify: '5.x' });
