import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../errors.js';

/**
 * onRequest check of the public bearer credential (spec §6) for the /api/v2 counters. Both sides are
 * hashed first so the comparison is constant-time whatever the lengths.
 */
export function requireBearer(token: string) {
  const expected = createHash('sha256').update(token).digest();
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
    const given = createHash('sha256')
      .update(match?.[1] ?? '')
      .digest();
    if (!match || !timingSafeEqual(given, expected)) throw new HttpError(401, MESSAGES.unauthorized);
  };
}

/**
 * The counters take their fields from the query string (spec §7) or, for POST, from a JSON body; the
 * body's fields are merged into the query before validation so one schema covers both.
 */
export async function mergeBodyIntoQuery(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (query[key] !== undefined || value === null || value === '') continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
