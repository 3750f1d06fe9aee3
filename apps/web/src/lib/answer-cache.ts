/**
 * The web server's only cache of API answers: a bounded in-process LRU (lru-cache) of raw GET bodies,
 * by entry count AND bytes, each entry with a time to live. It replaces Next's fetch data cache
 * (`next: { revalidate }`), which wrote every distinct answer to .next/cache and kept an unbounded
 * in-memory copy, so a load test grew the process without limit (issue 9: memory that does not grow).
 *
 * It is a `fetch` for the typed client (packages/client): calls keep passing `init.next.revalidate` as
 * the TTL hint; the real request goes out with `cache: 'no-store'` so Next stores nothing itself.
 * Calls without a positive `next.revalidate` (or not GET) pass through uncached, as before. Concurrent
 * misses of one URL share a single request. Only 2xx answers are kept.
 */
import { LRUCache } from 'lru-cache';

export interface AnswerCacheOptions {
  /** Most answers kept. */
  maxEntries: number;
  /** Most bytes kept, counted as the in-memory size of the bodies (an answer larger than this is served but never kept). */
  maxBytes: number;
  /** Longest time to live (ms); a call's `next.revalidate` (s) sets a shorter one. */
  maxTtlMs: number;
  /** The fetch that reaches the API (tests inject one). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Headers added to every request that goes out, e.g. the request id (not part of the key). */
  extraHeaders?: () => Promise<Record<string, string>> | Record<string, string>;
}

interface Stored {
  status: number;
  contentType: string;
  /** The body, decoded once: no copy and no UTF-8 decoding per request. */
  text: string;
  /** The body parsed, on the first json() of a kept answer: later hits share it (frozen). */
  parsed?: unknown;
}

/** Freezes a parsed answer all the way down, so that no caller can change what others are given. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * A cached answer: a real Response whose text()/json() read the stored body directly. json() parses
 * it once: parsing the same answers again for every page was about 1 ms of the reading page's render
 * (issue 5: SSR time). The parsed value is frozen, so a caller that tried to change it would fail
 * loudly instead of changing the page of the next reader.
 */
class CachedResponse extends Response {
  constructor(private readonly stored: Stored) {
    super(null, { status: stored.status, headers: { 'content-type': stored.contentType } });
  }
  override text(): Promise<string> {
    return Promise.resolve(this.stored.text);
  }
  override json(): Promise<unknown> {
    try {
      this.stored.parsed ??= deepFreeze(JSON.parse(this.stored.text) as unknown);
      return Promise.resolve(this.stored.parsed);
    } catch (err) {
      return Promise.reject(err);
    }
  }
}

export interface AnswerCache {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** Entries kept now. */
  readonly size: number;
  /** Body bytes kept now. */
  readonly bytes: number;
  clear: () => void;
}

type NextInit = RequestInit & { next?: { revalidate?: number | false } };

export function createAnswerCache(opts: AnswerCacheOptions): AnswerCache {
  const lru = new LRUCache<string, Stored>({
    max: opts.maxEntries,
    maxSize: opts.maxBytes,
    // V8 keeps non-Latin-1 strings (Arabic) at two bytes a character: count that, not the wire size,
    // twice: the text and the parsed answer kept beside it (mostly the same strings again).
    sizeCalculation: (v) => Math.max(1, v.text.length * 4),
    ttl: opts.maxTtlMs,
    ttlAutopurge: false,
    updateAgeOnGet: false,
  });
  const inflight = new Map<string, Promise<Stored>>();
  const realFetch = opts.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));

  const toResponse = (s: Stored): Response => new CachedResponse(s);

  async function load(url: string, init: NextInit): Promise<Stored> {
    const { next: _next, ...rest } = init;
    void _next;
    const headers = new Headers(rest.headers);
    const extra = opts.extraHeaders ? await opts.extraHeaders() : {};
    for (const [k, v] of Object.entries(extra)) if (!headers.has(k)) headers.set(k, v);
    const res = await realFetch(url, { ...rest, headers, cache: 'no-store' });
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? 'application/json',
      text: await res.text(),
    };
  }

  async function cachedFetch(input: string, init: NextInit = {}): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const revalidate = init.next?.revalidate;
    if (method !== 'GET' || typeof revalidate !== 'number' || revalidate <= 0) {
      const s = await load(input, init);
      return toResponse(s);
    }
    const hit = lru.get(input);
    if (hit) return toResponse(hit);
    let pending = inflight.get(input);
    if (!pending) {
      pending = load(input, init).finally(() => inflight.delete(input));
      inflight.set(input, pending);
      void pending.then(
        (s) => {
          if (s.status >= 200 && s.status < 300)
            lru.set(input, s, { ttl: Math.min(revalidate * 1000, opts.maxTtlMs) });
        },
        () => {},
      );
    }
    return toResponse(await pending);
  }

  return {
    fetch: cachedFetch,
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
    clear: () => lru.clear(),
  };
}

const MB = 1024 * 1024;
function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Bounds of the process-wide cache: WEB_CACHE_MAX_ENTRIES (default 2000) and WEB_CACHE_MAX_MB (64). */
export function answerCacheBoundsFromEnv(): Pick<AnswerCacheOptions, 'maxEntries' | 'maxBytes'> {
  return {
    maxEntries: envInt('WEB_CACHE_MAX_ENTRIES', 2000),
    maxBytes: envInt('WEB_CACHE_MAX_MB', 64) * MB,
  };
}
