import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createRepositories, type TafsirDatabase } from '@tafsir/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { corpusSkipReason, fixtureTargets, sharedContentDir } from '../../../../test/fixture.js';
import { buildApp } from '../app.js';
import type { ApiConfig } from '../config.js';

export interface ApiContext {
  app: FastifyInstance;
  database: TafsirDatabase;
  target: 'sqlite' | 'postgres';
}

/**
 * Runs `body` once per fixture database (SQLite always, PostgreSQL when DATABASE_URL points at one),
 * against the app built on the corpus imported by test/global-setup.ts — or, with `scratch`, on a new
 * empty database seeded by the caller (for tests that write and count exactly). A target that is not
 * available is skipped with its reason in the suite title.
 */
export function describeOnTargets(
  title: string,
  body: (ctx: ApiContext) => void,
  config: Partial<ApiConfig> = {},
  options: { scratch?: (database: TafsirDatabase) => Promise<void> } = {},
): void {
  // A scratch database (empty, migrated, seeded by the caller) needs no corpus.
  const noCorpus = options.scratch ? undefined : corpusSkipReason();
  for (const target of fixtureTargets()) {
    const skip = target.skipReason ?? noCorpus;
    describe.skipIf(!!skip)(`${title} on ${target.name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
      const ctx = { target: target.name } as ApiContext;
      beforeAll(async () => {
        if (options.scratch) {
          ctx.database = await target.scratch();
          await options.scratch(ctx.database);
        } else {
          ctx.database = await target.open();
        }
        ctx.app = await buildApp({
          repositories: createRepositories(ctx.database.db),
          config: { rateLimitMax: 0, ...config },
          logger: false,
        });
        await ctx.app.ready();
      });
      afterAll(async () => {
        await ctx.app?.close();
        await ctx.database?.close();
      });
      body(ctx);
    });
  }
}

export interface Answer<T = unknown> {
  status: number;
  json: T;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
export async function get<T = any>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await app.inject({ method: 'GET', url, headers });
  let json: unknown = undefined;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json: json as T, headers: res.headers, body: res.body };
}

// ---- the shared corpus, read directly: expected values never come from the code under test ----

export interface CorpusVerse {
  sura: number;
  aya: number;
  text: string;
  page: number;
  juz: number;
  hizb: number;
  rub: number;
}

const verseCache = new Map<string, CorpusVerse[]>();

export function corpusVerses(slug: string): CorpusVerse[] {
  let verses = verseCache.get(slug);
  if (!verses) {
    const file = join(sharedContentDir()!, 'quran', `text-${slug}.jsonl`);
    verses = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as CorpusVerse);
    verseCache.set(slug, verses);
  }
  return verses;
}

export interface CorpusEntry {
  sura: number;
  aya: number;
  aya_to?: number;
  text: string;
  footnotes?: Array<{ n: number; text: string }>;
}

export function corpusBook(slug: string): CorpusEntry[] {
  const file = join(sharedContentDir()!, 'books', `${slug}.jsonl.gz`);
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CorpusEntry);
}

export interface CatalogBook {
  id: number;
  slug: string;
  type: 'tafsir' | 'translation';
  lang: string;
  title: string;
  title_ar?: string;
  author_id: number;
  /** Maintainers' notes (never served) and the reader-facing credits (data/README.md). */
  source: string;
  license: string;
  attribution: { name: string; url: string };
  rights: string;
}

export function corpusCatalog(): CatalogBook[] {
  return JSON.parse(
    readFileSync(join(sharedContentDir()!, 'books', 'catalog.json'), 'utf8'),
  ) as CatalogBook[];
}

export function bookId(slug: string): number {
  const book = corpusCatalog().find((b) => b.slug === slug);
  if (!book) throw new Error(`no book ${slug} in the corpus catalogue`);
  return book.id;
}

export interface CorpusAuthor {
  id: number;
  name: string;
  name_ar: string | null;
  death_hijri: number | null;
  death_ce: number | null;
  bio?: string;
}

export function corpusAuthors(): CorpusAuthor[] {
  return JSON.parse(readFileSync(join(sharedContentDir()!, 'authors.json'), 'utf8')) as CorpusAuthor[];
}

/**
 * A fetch that goes through app.inject: the real typed client against the real app, without a socket;
 * from `remoteAddress` when given (the web server's, for the client-identity tests).
 */
export function injectFetch(app: FastifyInstance, remoteAddress?: string) {
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: (init?.headers ?? {}) as Record<string, string>,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: Object.entries(res.headers).map(([k, v]) => [k, String(v)] as [string, string]),
    });
  };
}
