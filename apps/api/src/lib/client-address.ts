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
    /**
     * True when the request says it was forwarded (X-Forwarded-For) but the API trusts no proxy
     * (TRUST_PROXY unset): a proxy sits in front and every client behind it looks like the proxy.
     */
    readonly forwardedUntrusted: boolean;
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

/**
 * Whether a request is exempt from a per-address limit (RATE_LIMIT_ALLOW_LIST): its client address is
 * listed, and it is not a proxy's forward that the API cannot read (TRUST_PROXY unset). Without that
 * second rule, nginx on loopback in front of an API started with the development defaults made every
 * reader "loopback", allow-listed, and every limit disappeared.
 */
export function isAllowListed(request: FastifyRequest, allowList: ReadonlySet<string>): boolean {
  return allowList.has(request.clientAddress) && !request.forwardedUntrusted;
}

/**
 * Decorates requests with `clientAddress`, `fromWebServer` and `forwardedUntrusted` (see above), and
 * logs an error (once per process) on the first forwarded request that the API cannot attribute: the
 * production setting behind a proxy is TRUST_PROXY (SECURITY.md, "Production settings").
 */
async function clientAddress(
  app: FastifyInstance,
  options: { webServerSecret: string | undefined; trustsProxy: boolean },
) {
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
  app.decorateRequest('forwardedUntrusted', {
    getter(this: FastifyRequest) {
      return !options.trustsProxy && this.headers['x-forwarded-for'] !== undefined;
    },
  });
  let warned = false;
  if (!options.trustsProxy)
    app.addHook('onRequest', async (request) => {
      if (warned || !request.forwardedUntrusted) return;
      warned = true;
      request.log.error(
        { socketAddress: request.socket.remoteAddress },
        'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is unset: every client behind it ' +
          'counts as the proxy, one address for all rate limits, and the allow-list no longer exempts it. ' +
          'Set TRUST_PROXY=1 behind deploy/nginx.conf (SECURITY.md, "Production settings").',
      );
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
