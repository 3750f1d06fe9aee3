import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config.js';
import { HttpError } from '../errors.js';

/**
 * The endpoints that act for a person — developer accounts and the messages people send — as opposed to
 * the public reads (content, search, statistics, downloads, the developer API itself with its key) and
 * the anonymous counters. Tested against the path the router matched, never the raw URL: the router
 * decodes percent-escapes, so `/api/%6Dessages/contact` reaches the contact form and must be judged
 * as it.
 */
const FORM_PATH = /^\/api\/(?:messages\/|developer\/(?:register|login|keys|revoke)(?:\/|$))/;

/**
 * Whether a request is for a form endpoint: by the route Fastify matched (its pattern, e.g.
 * `/api/messages/contact`), or — for a CORS preflight, which @fastify/cors answers from its own catch-all
 * OPTIONS route, and for a path no route matches — by the path decoded as the router decodes it. A path
 * that cannot be decoded counts as a form path: the stricter answer.
 */
export function isFormRequest(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '*' && !route.endsWith('/*')) return FORM_PATH.test(route);
  const path = request.url.split(/[?#]/, 1)[0]!;
  try {
    return FORM_PATH.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/**
 * CORS (issue 20): `*` (or CORS_ORIGIN) on the public read endpoints; on the account and message
 * endpoints only FORM_ORIGINS (default: the site's own origin, SITE_URL). A preflight from another
 * origin gets no Access-Control-Allow-* headers (@fastify/cors, per request through its `delegator`),
 * so browsers do not send the request; and a request that says it comes from another origin is refused
 * with 403 anyway (a browser's simple POST needs no preflight). Calls without an Origin header — the
 * web server's forms, curl, other servers — are not affected: they are limited per address instead.
 */
async function corsPolicy(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'corsOrigin' | 'formOrigins'>,
): Promise<void> {
  const common: FastifyCorsOptions = {
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'X-Request-Id'],
    exposedHeaders: ['ETag', 'X-Request-Id'],
    maxAge: 86_400,
  };
  const publicOrigin = config.corsOrigin === '*' ? '*' : config.corsOrigin.split(',').map((o) => o.trim());
  const formOrigins = new Set(config.formOrigins);
  await app.register(cors, {
    delegator: (request, callback) => {
      if (!isFormRequest(request)) return callback(null, { ...common, origin: publicOrigin });
      // Another origin: CORS off for this request (@fastify/cors then adds no header at all, not even
      // the allowed methods of a preflight).
      const origin = request.headers.origin;
      const allowed = origin === undefined || formOrigins.has(origin);
      callback(null, { ...common, origin: allowed ? [...formOrigins] : false });
    },
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method === 'OPTIONS' || !isFormRequest(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !formOrigins.has(origin))
      throw new HttpError(403, `Requests from the origin ${origin.slice(0, 100)} are not accepted here`);
  });
}

export default fp(corsPolicy, { name: 'cors-policy', fastify: '5.x' });
