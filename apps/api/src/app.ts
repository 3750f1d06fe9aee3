import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Repositories, TafsirDatabase } from '@tafsir/db';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { READER_ADDRESS_HEADER } from '@tafsir/client';
import { resolveConfig, type ApiConfig } from './config.js';
import { badRequest, installErrorHandlers, statusText } from './errors.js';
import clientAddress, { isAllowListed, limitKey } from './lib/client-address.js';
import { ContentState } from './lib/content-state.js';
import admission from './plugins/admission.js';
import corsPolicy from './plugins/cors-policy.js';
import benchStatic from './plugins/bench-static.js';
import docs from './plugins/docs.js';
import httpCache from './plugins/http-cache.js';
import observability, { ApiMetrics, requestIdFor } from './plugins/observability.js';
import { findNonFinite, looseInteger, malformedEscapes, parseQueryString } from './querystring.js';
import health from './routes/health.js';
import type { RouteDeps } from './routes/types.js';
import v1 from './routes/v1/index.js';
import v2 from './routes/v2/index.js';
import downloads from './routes/downloads/index.js';
import developer from './routes/developer/index.js';
import messages from './routes/messages/index.js';

export const API_VERSION = '1.0.0';
export const BEARER_SCHEME = 'publicBearer';

export interface BuildAppOptions {
  repositories: Repositories;
  /**
   * The open database, for /api/ready (`select 1`) and the pool gauges of /api/metrics; without it the
   * readiness probe reads the content version through the repositories.
   */
  database?: Pick<TafsirDatabase, 'db' | 'stats'>;
  config?: Partial<ApiConfig>;
  /** Fastify logger option; defaults to pino at config.logLevel (tests pass false). */
  logger?: FastifyServerOptions['logger'];
}

/** The app's instance type: Fastify with the TypeBox type provider. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * The API as a Fastify instance, routes registered, not listening (server.ts listens; tests use
 * app.inject). Plugin order matters for hooks: CORS, then the rate limit, then the HTTP cache (so
 * cached answers still get CORS headers and count against the limit), then compression.
 */
export async function buildApp(options: BuildAppOptions): Promise<ApiInstance> {
  const config = resolveConfig(options.config);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // X-Request-Id in, X-Request-Id out (plugins/observability.ts); logged as reqId on every line.
    genReqId: requestIdFor,
    // During a graceful shutdown, a request that arrives on an open keep-alive connection (a proxy's)
    // is still served; the connection is closed once idle (lib/shutdown.ts). A 503 there would make
    // the proxy fail a request that the closing process can answer.
    return503OnClosing: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQueryString },
    ajv: {
      customOptions: {
        // 'array': a single value fills a list parameter (book_ids=3 → ['3']), a one-item list a scalar.
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandlers(app);
  // Every answer, errors and cached ones included: browsers never guess another type than the one sent.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  // Before anything that limits or counts per client: the one place that decides the client address.
  await app.register(clientAddress, {
    webServerSecret: config.webServerSecret,
    trustsProxy: config.trustProxy !== 0,
  });
  const metrics = config.metricsEnabled
    ? new ApiMetrics(options.database?.stats ? () => options.database?.stats?.() : undefined)
    : undefined;
  const { database } = options;
  await app.register(observability, {
    probe: database
      ? () => database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute()
      : () => options.repositories.catalogue.contentVersion(),
    readyTimeoutMs: config.readyTimeoutMs,
    metrics,
  });
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    const param = at < 0 ? undefined : malformedEscapes(request.url.slice(at + 1));
    if (param) throw badRequest(param, 'its percent-escapes are not UTF-8 text');
  });
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    const param =
      looseInteger(schema?.querystring, request.query) ?? looseInteger(schema?.params, request.params);
    if (param) throw badRequest(param, 'must be integer');
  });
  app.addHook('preHandler', async (request) => {
    const param = findNonFinite(request.query, request.params);
    if (param) throw badRequest(param, 'must be a finite integer');
  });
  const state = new ContentState(options.repositories, config.contentVersionTtlMs);
  const deps: RouteDeps = { repositories: options.repositories, state, config };

  await app.register(corsPolicy, { corsOrigin: config.corsOrigin, formOrigins: config.formOrigins });
  if (config.rateLimitMax > 0) {
    const allowed = new Set(config.rateLimitAllowList);
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request) => limitKey(request.clientAddress),
      // The web server's own calls (its secret, no reader named) are its rendering of pages for every
      // reader, behind its answer cache: not one client. Forms it forwards name the reader.
      allowList: (request) =>
        isAllowListed(request, allowed) ||
        (request.fromWebServer && request.headers[READER_ADDRESS_HEADER] === undefined),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: statusText(429),
        message: `Rate limit exceeded: ${context.max} requests per minute; retry in ${context.after}`,
      }),
    });
  }
  await app.register(httpCache, {
    state,
    maxAge: config.cacheMaxAge,
    maxBytes: config.answerCacheBytes,
    ...(metrics ? { onLookup: metrics.cacheOutcome, onCacheCreated: metrics.watchCache } : {}),
  });
  // After the answer cache: a cached answer never waits for a slot.
  await app.register(admission, {
    concurrency: config.contentConcurrency,
    queueMs: config.contentQueueMs,
    clientShare: config.contentClientShare,
    allowList: config.rateLimitAllowList,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(docs, { version: API_VERSION, bearerScheme: BEARER_SCHEME });

  await app.register(health, deps);
  await app.register(v1, { ...deps, prefix: '/api/v1' });
  await app.register(v2, { ...deps, prefix: '/api/v2' });
  await app.register(downloads, { ...deps, prefix: '/api/v1' });
  await app.register(developer, { ...deps, prefix: '/api/developer' });
  await app.register(messages, { ...deps, prefix: '/api/messages' });
  app.addHook('onClose', () => options.repositories.statistics.flush()); // queued counter writes
  if (config.benchStaticDir) await app.register(benchStatic, { dir: config.benchStaticDir });

  return app;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the last n hops" (its own rule). */
function trustProxyOption(trust: number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
  return trust.length ? trust : false;
}
