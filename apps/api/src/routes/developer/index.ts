import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../schemas/common.js';
import { limitKey } from '../../lib/client-address.js';
import { createLimiter } from '../../lib/limiter.js';
import booksContent from '../v1/books-content.js';
import page from '../v1/page.js';
import rewayaList from '../v1/rewaya-list.js';
import type { RoutePlugin } from '../types.js';
import account from './account.js';
import { KeyCache, requireApiKey } from './auth.js';
import bookList from './books.js';
import { DEVELOPER_SCHEME } from './schemas.js';

export { DEVELOPER_SCHEME } from './schemas.js';

/** Copyable examples of each developer endpoint (OpenAPI `description`). */
const EXAMPLES: Record<string, string> = {
  '/page': '/api/developer/v1/page?sura=2&aya=255&rewaya_id=10',
  '/books': '/api/developer/v1/books?type=translation&language=en&title=sahih',
  '/books-content': '/api/developer/v1/books-content?book_ids=1,2&sura=1&aya=1&lang=en',
  '/rewaya_list': '/api/developer/v1/rewaya_list?lang=en',
};

/** Developer-API names of the content routes reused from /api/v1 (spec §2 developer page sections). */
const SECTIONS: Record<string, string> = {
  '/page': 'Quran text: the verses of a mushaf page, by page_number or by sura + aya, for a riwaya',
  '/books': 'Book list',
  '/books-content': 'Books content: the selected books (comma-separated book_ids) on a verse, in a language',
  '/rewaya_list': 'Rewaya list',
};

type AnyHook = (...args: never[]) => unknown;
/** The parts of a route's options this plugin edits (typed loosely: hooks of any route shape). */
interface EditableRoute {
  url: string;
  onRequest?: AnyHook | AnyHook[];
  onSend?: AnyHook | AnyHook[];
  schema?: Record<string, unknown>;
}
function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * /api/developer: accounts (register, login, keys, revoke) and, under /api/developer/v1, the developer
 * API of spec §7 (Quran text, book list, books content, rewaya list), authenticated by
 * `Authorization: Bearer <api key>` and rate-limited per key.
 *
 * The content routes are the very /api/v1 route plugins (same handlers, validation and caching),
 * registered again in a scope whose onRoute hook puts the key check first in each route's onRequest
 * list (before the answer cache can reply), tags them `developer` with the bearer security scheme, and
 * makes their Cache-Control private (an answer must not be served by a shared cache to someone
 * without a key).
 */
const developer: RoutePlugin = async (app, options) => {
  const deps = { repositories: options.repositories, state: options.state, config: options.config };
  const keyCache = new KeyCache();
  await app.register(account(keyCache), deps);

  await app.register(
    async (scope) => {
      const perKey = await createLimiter(scope, {
        max: deps.config.developerRateLimitMax,
        timeWindow: 60_000,
        keyGenerator: (request) => request.developer?.keyHash ?? limitKey(request.clientAddress),
        per: 'per API key',
      });
      // The same limit per client address, whatever key is sent: minting keys does not reset it.
      const perAddress = await createLimiter(scope, {
        max: deps.config.developerRateLimitMax,
        timeWindow: 60_000,
        keyGenerator: (request) => `developer:${limitKey(request.clientAddress)}`,
        per: 'per IP address',
      });
      const guard = requireApiKey(deps.repositories, keyCache, [perKey, perAddress]);
      const privateCache = async (_request: FastifyRequest, reply: FastifyReply) => {
        const value = reply.getHeader('cache-control');
        if (typeof value === 'string') reply.header('cache-control', value.replace(/\bpublic\b/, 'private'));
        reply.header('vary', 'Authorization, Accept-Encoding');
      };
      scope.addHook('onRoute', (options) => {
        const route = options as unknown as EditableRoute;
        // Runs after the app's own onRoute hooks (rate limit, answer cache) have added theirs.
        route.onRequest = [guard as AnyHook, ...toArray(route.onRequest)];
        route.onSend = [...toArray(route.onSend), privateCache as AnyHook];
        const schema = route.schema ?? {};
        const path = route.url.replace(/^.*\/v1/, '');
        route.schema = {
          ...schema,
          tags: ['developer'],
          summary: SECTIONS[path] ?? (schema.summary as string | undefined),
          description: [
            'Requires a developer API key: `Authorization: Bearer <api key>` (401 without a valid one; 429 with',
            `\`Retry-After\` over the per-key limit).${path === '/books' ? '' : ' Same answer as the matching `/api/v1` route.'}`,
            '',
            'Example:',
            '',
            '```',
            `curl -H 'Authorization: Bearer tc_…' 'http://127.0.0.1:3005${EXAMPLES[path] ?? route.url}'`,
            '```',
          ].join('\n'),
          security: [{ [DEVELOPER_SCHEME]: [] }],
          response: { ...(schema.response as object), 401: ErrorBody, 503: ErrorBody },
        };
      });
      for (const route of [page, bookList, booksContent, rewayaList]) await scope.register(route, deps);
    },
    { prefix: '/v1' },
  );
};

export default developer;
