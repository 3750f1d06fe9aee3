import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { isAllowListed, limitKey } from './client-address.js';

export interface LimiterOptions {
  /** Requests per window; 0 disables the limiter. */
  max: number;
  timeWindow: number;
  /** What is counted; default: the client address (lib/client-address.ts, IPv6 by /64). */
  keyGenerator?: (request: FastifyRequest) => string;
  /** Client addresses never limited (RATE_LIMIT_ALLOW_LIST: loopback in development, none behind a proxy). */
  allowList?: string[];
  /** What is limited, for the 429 message: "per API key", "per IP address"… */
  per: string;
}

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A rate limiter from @fastify/rate-limit's `createRateLimit`, called explicitly (so it runs exactly
 * where the caller puts it, e.g. after the API key is read and before any cached answer), answering
 * 429 with Retry-After and the X-RateLimit-* headers. Registers the plugin (not global) in this scope
 * when the app has not registered it (RATE_LIMIT_MAX=0).
 */
export async function createLimiter(app: FastifyInstance, options: LimiterOptions): Promise<Limiter> {
  if (options.max <= 0) return async () => {};
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
  const allowed = new Set(options.allowList ?? []);
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: options.keyGenerator ?? ((request) => limitKey(request.clientAddress)),
    allowList: (request) => isAllowListed(request, allowed),
  });
  const window = options.timeWindow >= 3600_000 ? 'hour' : 'minute';
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed) return;
    reply.header('x-ratelimit-limit', result.max);
    reply.header('x-ratelimit-remaining', result.remaining);
    reply.header('x-ratelimit-reset', result.ttlInSeconds);
    if (result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(
        429,
        `Rate limit exceeded: ${result.max} requests per ${window} ${options.per}; retry in ${result.ttlInSeconds} seconds`,
      );
    }
  };
}
