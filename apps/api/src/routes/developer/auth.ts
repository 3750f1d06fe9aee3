import { hashApiKey, type KeyOwner, type Repositories } from '@tafsir/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { FORM_MESSAGES } from '../../lib/forms.js';
import type { Limiter } from '../../lib/limiter.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The app whose API key authenticated this developer-API request. */
    developer?: KeyOwner;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Recently authenticated keys (by hash), so a busy client costs one lookup per key every few seconds
 * rather than one per request. Revocation in this process clears it; other processes see a revocation
 * within `ttlMs`.
 */
export class KeyCache {
  private entries = new Map<string, { owner: KeyOwner; expires: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(hash: string): KeyOwner | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.owner;
  }

  set(hash: string, owner: KeyOwner): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(hash, { owner, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

const TOUCH_EVERY_MS = 10 * 60_000;

/**
 * onRequest guard of the developer data routes: a missing key is a 401 ("API key required"), then the
 * rate limits (per key hash, then per client address; before any database work), then an unknown or revoked
 * key is a 401. `last_used_at` is refreshed at most every ten minutes per key, off the request path.
 */
export function requireApiKey(repositories: Repositories, cache: KeyCache, limits: Limiter[]) {
  const touched = new Map<number, number>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, FORM_MESSAGES.apiKeyRequired);
    const hash = hashApiKey(token);
    request.developer = { keyId: 0, keyHash: hash, appId: 0, appName: '' };
    for (const limit of limits) await limit(request, reply);
    let owner = cache.get(hash);
    if (!owner) {
      owner = (await repositories.developers.authenticate(token)) ?? undefined;
      if (!owner) throw new HttpError(401, FORM_MESSAGES.apiKeyInvalid);
      cache.set(hash, owner);
    }
    request.developer = owner;
    const now = Date.now();
    if ((touched.get(owner.keyId) ?? 0) < now - TOUCH_EVERY_MS) {
      touched.set(owner.keyId, now);
      repositories.developers.touch(owner.keyId).catch(() => touched.delete(owner.keyId));
    }
  };
}
