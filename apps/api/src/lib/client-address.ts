import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { READER_ADDRESS_HEADER, WEB_SERVER_SECRET_HEADER } from '@tafsir/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeIP } from '@fastify/rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The one client address every limit and the visitor counter use (issue 20). It is, in order:
     * - the reader's address named by the web server (X-Reader-Address), only when the request carries
     *   the secret shared with it (X-Web-Server-Secret = WEB_SERVER_SECRET);
     * - else `request.ip`: the socket's address, or the X-Forwarded-For entry Fastify picks under
     *   `trustProxy` — a number of proxy hops or the proxies' addresses, never "trust all" (config.ts),
     *   so an entry the client wrote itself is never taken.
     */
    readonly clientAddress: string;
    /** True when the request carries the web server's secret (its own calls, or forms it forwards). */
    readonly fromWebServer: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `::ffff:1.2.3.4` → `1.2.3.4`; other addresses as they are (lower case). */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped ? mapped[1]! : lower;
}

/**
 * The key a per-address limit counts under: @fastify/rate-limit's own normalisation (IPv4-mapped IPv6
 * as IPv4; an IPv6 address by its /64 network, which one host usually owns whole: counting single IPv6
 * addresses would let it rotate through them).
 */
export function limitKey(address: string): string {
  return normalizeIP(address, 64);
}

/** Decorates requests with `clientAddress` and `fromWebServer` (see above). */
async function clientAddress(app: FastifyInstance, options: { webServerSecret: string | undefined }) {
  const expected = options.webServerSecret ? digest(options.webServerSecret) : undefined;
  // Both sides hashed first: a constant-time comparison whatever the lengths.
  const fromWebServer = (request: FastifyRequest): boolean => {
    const given = request.headers[WEB_SERVER_SECRET_HEADER];
    return !!expected && typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };
  app.decorateRequest('fromWebServer', {
    getter(this: FastifyRequest) {
      return fromWebServer(this);
    },
  });
  app.decorateRequest('clientAddress', {
    getter(this: FastifyRequest) {
      const reader = this.headers[READER_ADDRESS_HEADER];
      if (typeof reader === 'string' && isIP(reader.trim()) && fromWebServer(this))
        return normalizeAddress(reader);
      return normalizeAddress(this.ip);
    },
  });
}

export default fp(clientAddress, { name: 'client-address', fastify: '5.x' });
