import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LruCache } from '../lib/lru.js';
import type { ContentState } from '../lib/content-state.js';

/**
 * HTTP caching of content answers (routes with `config: { cache: 'content' }`).
 *
 * Content changes only when the importer runs, and every import changes the content version. So an
 * answer is fully determined by (content version, route, path params, query), and:
 * - its ETag is a hash of exactly that, computed in onRequest before any validation or database work;
 *   `If-None-Match` is therefore answered with a 304 without computing the body;
 * - the serialized JSON (and, lazily, its brotli/gzip encodings) is kept in a byte-bounded LRU under the
 *   same key, so a repeated request costs a hash and a map lookup, not queries and serialization;
 * - a strong ETag must differ per content-coding (RFC 9110 §8.8.3), so encoded answers carry the
 *   suffixes `-br` / `-gzip`; If-None-Match compares the part before the suffix.
 *
 * Content routes compress here (both on a miss and on a hit) and set Content-Encoding, which makes
 * @fastify/compress skip them; it still compresses every other answer.
 */
export type CachePolicy = 'content' | 'short' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `content`: ETag + LRU + public max-age; `short`: one minute (statistics); `none`: no-store. */
    cache?: CachePolicy;
  }
  interface FastifyRequest {
    contentCacheKey: string | null;
  }
}

export interface HttpCacheOptions {
  state: ContentState;
  maxAge: number;
  staleWhileRevalidate?: number;
  maxBytes: number;
  /** Metrics (plugins/observability.ts): every lookup's outcome, and the LRU whose size is reported. */
  onLookup?: (outcome: 'hit' | 'miss' | 'not_modified') => void;
  onCacheCreated?: (cache: { readonly size: number; readonly weight: number }) => void;
}

interface CachedAnswer {
  /** UTF-8 bytes, encoded once: re-encoding a large Arabic string on every hit would dominate its cost. */
  body: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this, compression costs more than it saves (same default as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Picks br, else gzip, else identity from an Accept-Encoding header (q=0 excludes). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (e: string) => accepted.get(e) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

function etagFor(hash: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/**
 * True when If-None-Match lists this answer (any encoding of it; weak comparison, RFC 9110 §13.1.2).
 * `*` is answered elsewhere (`anyMatch`): it matches any current representation, so whether it is a
 * 304 is known only once the answer is known to exist (a request that fails validation stays a 4xx).
 */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    const value = tag.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '');
    if (value === hash) return true;
  }
  return false;
}

/** If-None-Match: `*` (RFC 9110 §13.1.2): matches when the resource has a current representation. */
export function anyMatch(header: string | undefined): boolean {
  return header?.trim() === '*';
}

function normalizedQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const q = query as Record<string, unknown>;
  return Object.keys(q)
    .sort()
    .map((k) => `${k}=${Array.isArray(q[k]) ? (q[k] as unknown[]).join('\u0001') : String(q[k])}`)
    .join('&');
}

async function httpCache(app: FastifyInstance, options: HttpCacheOptions): Promise<void> {
  const answers = new LruCache<string, CachedAnswer>(options.maxBytes);
  options.onCacheCreated?.(answers);
  const swr = options.staleWhileRevalidate ?? 86_400;
  const contentCacheControl = `public, max-age=${options.maxAge}, stale-while-revalidate=${swr}`;
  let lastVersion: string | undefined;

  app.decorateRequest('contentCacheKey', null);

  function encodedBody(entry: CachedAnswer, encoding: Encoding): Promise<Buffer> | Buffer {
    if (encoding === 'br') {
      entry.br ??= brotli(entry.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          // Computed once per cached answer, so a better ratio than @fastify/compress's per-request 4.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      });
      return entry.br;
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzip(entry.body, { level: 6 });
      return entry.gzip;
    }
    return entry.body;
  }

  async function sendAnswer(request: FastifyRequest, reply: FastifyReply, hash: string, entry: CachedAnswer) {
    let encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (entry.body.length < COMPRESS_THRESHOLD) encoding = 'identity';
    const body = await encodedBody(entry, encoding);
    reply
      .header('ETag', etagFor(hash, encoding))
      .header('Cache-Control', contentCacheControl)
      .header('Vary', 'Accept-Encoding');
    // With Content-Encoding set, @fastify/compress leaves the answer alone; an identity answer is one it
    // would not compress either (client does not accept it, or below the same threshold).
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return body;
  }

  function notModified(request: FastifyRequest, reply: FastifyReply, hash: string): FastifyReply {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    return reply
      .code(304)
      .header('ETag', etagFor(hash, encoding))
      .header('Cache-Control', contentCacheControl)
      .header('Vary', 'Accept-Encoding');
  }

  async function onRequest(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const version = await options.state.version();
    if (version !== lastVersion) {
      // A new import: nothing cached for the old content can be served again.
      answers.clear();
      lastVersion = version;
    }
    const key = `${version}\n${request.routeOptions.url}\n${normalizedQuery(request.params)}\n${normalizedQuery(request.query)}`;
    const hash = createHash('sha1').update(key).digest('base64url');
    request.contentCacheKey = hash;
    if (matchesIfNoneMatch(request.headers['if-none-match'], hash)) {
      options.onLookup?.('not_modified');
      return notModified(request, reply, hash).send();
    }
    const entry = request.method === 'GET' ? answers.get(hash) : undefined;
    options.onLookup?.(entry ? 'hit' : 'miss');
    if (entry && anyMatch(request.headers['if-none-match'])) {
      options.onLookup?.('not_modified');
      return notModified(request, reply, hash).send();
    }
    if (entry) {
      const body = await sendAnswer(request, reply, hash, entry);
      return reply.code(200).type(JSON_TYPE).send(body);
    }
    return undefined;
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const hash = request.contentCacheKey;
    // Hits and 304s were sent from onRequest with their headers; errors are not cached.
    if (reply.statusCode !== 200 || !hash || reply.hasHeader('ETag')) return payload;
    if (anyMatch(request.headers['if-none-match'])) {
      // The answer exists: `If-None-Match: *` is a 304 (the answer is still cached for the next one).
      if (request.method === 'GET' && typeof payload === 'string') {
        const entry: CachedAnswer = { body: Buffer.from(payload, 'utf8') };
        answers.set(hash, entry, entry.body.length);
      }
      options.onLookup?.('not_modified');
      notModified(request, reply, hash);
      return '';
    }
    if (request.method === 'HEAD') {
      // Fastify empties a HEAD answer before this hook: only the validators (of the identity encoding).
      reply
        .header('ETag', etagFor(hash, 'identity'))
        .header('Cache-Control', contentCacheControl)
        .header('Vary', 'Accept-Encoding');
      return payload;
    }
    if (typeof payload !== 'string') return payload;
    const entry: CachedAnswer = { body: Buffer.from(payload, 'utf8') };
    answers.set(hash, entry, entry.body.length);
    return sendAnswer(request, reply, hash, entry);
  }

  // Route-level hooks (added to content routes only) run after the global ones and after those of
  // plugins registered earlier: CORS and the rate limit still apply to cached answers and 304s, and
  // @fastify/compress (registered later) sees the Content-Encoding set here.
  app.addHook('onRoute', (route) => {
    if (route.config?.cache !== 'content') return;
    route.onRequest = [...toArray(route.onRequest), onRequest];
    route.onSend = [...toArray(route.onSend), onSend];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const policy = request.routeOptions.config?.cache;
    if (reply.statusCode >= 400 || !policy || policy === 'none') {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    } else if (policy === 'short') {
      reply.header('Cache-Control', 'public, max-age=60');
      if (reply.statusCode === 200 && anyMatch(request.headers['if-none-match'])) {
        reply.code(304);
        return '';
      }
    }
    return payload;
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default fp(httpCache, { name: 'http-cache', fastify: '5.x' });
