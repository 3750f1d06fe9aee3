import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config.js';
import { HttpError } from '../errors.js';

/**
 * The endpoints that act for a person — developer accounts and the messages people send — as opposed to
 * the public reads (content, search, statistics, downloads, the developer API itself with its key) and
 * the anonymous counters.
 */
const FORM_PATH = /^\/api\/(?:messages\/|developer\/(?:register|login|keys|revoke)(?:[/?#]|$))/;

export function isFormPath(url: string): boolean {
  return FORM_PATH.test(url);
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
      if (!isFormPath(request.url)) return callback(null, { ...common, origin: publicOrigin });
      // Another origin: CORS off for this request (@fastify/cors then adds no header at all, not even
      // the allowed methods of a preflight).
      const origin = request.headers.origin;
      const allowed = origin === undefined || formOrigins.has(origin);
      callback(null, { ...common, origin: allowed ? [...formOrigins] : false });
    },
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method === 'OPTIONS' || !isFormPath(request.url)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !formOrigins.has(origin))
      throw new HttpError(403, `Requests from the origin ${origin.slice(0, 100)} are not accepted here`);
  });
}

export default fp(corsPolicy, { name: 'cors-policy', fastify: '5.x' });
