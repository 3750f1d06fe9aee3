import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * OpenAPI 3.1 document (generated from the routes' JSON schemas) at /api/openapi.json and the
 * interactive Swagger UI at /api/docs. The UI's assets are served from the installed package; no CDN,
 * no external validator badge.
 */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

export interface DocsOptions {
  version: string;
  /** Name of the bearer-protected security scheme used by the /api/v2 counters. */
  bearerScheme: string;
}

async function docs(app: FastifyInstance, options: DocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tafsir Compendium API',
        version: options.version,
        description: [
          'Read-only content API of the Tafsir Compendium: the Quran text in eight riwayat, historical commentaries',
          '(tafsir) and translations, ordered for each verse by the death year of their authors.',
          '',
          'Query strings: arrays are repeated `key[]=value` pairs (`book_ids[]=2&book_ids[]=6`); `book_ids`/`books`',
          'also accept one id or a comma list. Errors are `{ statusCode, error, message }`; the message names the',
          'parameter. Content answers carry a strong `ETag` (send it back in `If-None-Match` for a 304) and',
          '`Cache-Control`; they are compressed with br or gzip when accepted.',
        ].join('\n'),
        license: { name: 'MIT (code); see each book for its text license', identifier: 'MIT' },
      },
      tags: [
        { name: 'quran', description: 'Quran text, suras, divisions, riwayat' },
        { name: 'books', description: 'Commentaries (tafsir) and translations' },
        { name: 'authors', description: 'Authors of the books' },
        { name: 'catalogue', description: 'Languages, categories, statistics' },
        { name: 'search', description: 'Search (see issue 4)' },
        { name: 'counters', description: 'Anonymous counters (public bearer credential)' },
        {
          name: 'developer',
          description:
            'Developer API: register an app, log in for an API key, then call the Quran text, book list, books content and rewaya list endpoints with `Authorization: Bearer <api key>` (rate-limited per key).',
        },
        { name: 'messages', description: 'Contact form, notes on a text, bug reports' },
        { name: 'service', description: 'Health' },
      ],
      components: {
        securitySchemes: {
          developerKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A developer API key (POST /api/developer/register or /api/developer/login): `Authorization: Bearer tc_…`',
          },
          [options.bearerScheme]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The public credential of the site (PUBLIC_BEARER_TOKEN; see the README for the default).',
          },
        },
      },
    },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    staticCSP: true,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { cache: 'none' } }, async () => app.swagger());
}

export default fp(docs, { name: 'docs', fastify: '5.x' });
