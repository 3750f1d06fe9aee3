/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ContentWriter,
  createRepositories,
  dropPostgresSchema,
  openDatabase,
  type Repositories,
  type TafsirDatabase,
} from '@tafsir/db';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../../test/fixture.js';
import { testPostgresUrl } from '../../../../../test/fixture-config.js';
import { buildApp, type ApiInstance } from '../../app.js';
import { listMessages } from '../../cli/messages.js';
import type { ApiConfig } from '../../config.js';

const PUBLIC = { authorization: 'Bearer test-public' };

/** A database this suite owns: it can be closed and reopened (a restart), and reached through a proxy. */
interface OwnedDatabase {
  open(url?: string): Promise<TafsirDatabase>;
  /** The PostgreSQL URL (undefined on SQLite). */
  url: string | undefined;
  file: string | undefined;
  drop(): Promise<void>;
}

function ownedDatabase(name: 'sqlite' | 'postgres'): OwnedDatabase {
  if (name === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tafsir-messages-'));
    const file = join(dir, 'messages.sqlite');
    return {
      url: undefined,
      file,
      open: () => openDatabase({ sqliteFile: file }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `test_messages_${randomBytes(5).toString('hex')}`;
  const url = testPostgresUrl()!;
  return {
    url,
    file: undefined,
    open: (via = url) => openDatabase({ url: via, pgSchema: schema, poolSize: 4 }),
    drop: async () => {
      const handle = await openDatabase({ url, pgSchema: schema, migrate: false });
      await dropPostgresSchema(handle.db, schema);
      await handle.close();
    },
  };
}

async function seed(database: TafsirDatabase): Promise<void> {
  await new ContentWriter(database.db).replaceBook(
    {
      id: 7,
      slug: 'seed-book',
      type: 'tafsir',
      language_code: 'ar',
      title: 'Seed',
      title_ar: null,
      author_id: null,
      category_id: null,
      intro: null,
      footnotes: null,
      source: null,
      license: null,
      content_version: 'v1',
      entry_count: 0,
      verses_covered: 0,
      imported_at: new Date().toISOString(),
    },
    [],
  );
}

interface Running {
  database: TafsirDatabase;
  repositories: Repositories;
  app: ApiInstance;
}

async function start(
  database: TafsirDatabase,
  config: Partial<ApiConfig> = {},
  counters = { flushMs: 40, maxPending: 200 },
): Promise<Running> {
  const repositories = createRepositories(database.db, { counters });
  const app = await buildApp({
    repositories,
    config: { rateLimitMax: 0, publicBearerToken: 'test-public', siteUrl: 'https://example.org', ...config },
    logger: false,
  });
  await app.ready();
  return { database, repositories, app };
}

async function stop(running: Running | undefined): Promise<void> {
  await running?.app.close();
  await running?.database.close();
}

async function send(app: ApiInstance, path: string, payload: unknown, remoteAddress?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/messages/${path}`,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: res.statusCode, json: res.json() as any, headers: res.headers };
}

const CONTACT = { name: 'Aisha', email: 'aisha@example.org', subject: 'Hello', message: 'Salam' };
const NOTE = {
  proposed_text: 'الحمد لله',
  original_text: 'الحمد للة',
  book_id: 7,
  sura: 1,
  aya: 2,
  name: 'Omar',
  email: 'omar@example.org',
};
const BUG = { description: 'The page does not scroll', page_url: 'https://example.org/en?sura=2&aya=255' };

/** A TCP proxy in front of PostgreSQL: stopping it makes the database unreachable, as an outage would. */
class Outage {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `messages and counters on ${target.name}${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      let owned: OwnedDatabase;
      let running: Running | undefined;
      const count = (kind?: 'contact' | 'note' | 'bug') => running!.repositories.messages.count(kind);

      beforeAll(async () => {
        owned = ownedDatabase(target.name);
        const database = await owned.open();
        await seed(database);
        running = await start(database, { messageRateLimitMax: 3 });
      });
      afterAll(async () => {
        await stop(running);
        await owned?.drop();
      });

      it('contact form: stored, answered with the spec wording; missing or blank fields refused', async () => {
        const ok = await send(running!.app, 'contact', { ...CONTACT, locale: 'en' });
        expect(ok.status).toBe(200);
        expect(ok.json).toEqual({
          success: true,
          message: 'Your message has been sent. Thanks for contacting us',
        });
        const [stored] = await running!.repositories.messages.list({ kind: 'contact' });
        expect(stored).toMatchObject({ kind: 'contact', ...CONTACT, locale: 'en' });
        const before = await count();
        const cases: Array<[unknown, RegExp]> = [
          [undefined, /Please fill all the fields/],
          [{ ...CONTACT, name: undefined }, /Please fill all the fields \(name is required\)/],
          [{ ...CONTACT, email: '' }, /Please fill all the fields \(email is empty\)/],
          [{ ...CONTACT, subject: '   \n ' }, /Please fill all the fields \(subject is empty\)/],
          [{ ...CONTACT, email: 'aisha at example' }, /'email'/],
          [{ ...CONTACT, message: 'x'.repeat(10_001) }, /'message' must be at most 10000 characters/],
          [{ ...CONTACT, name: 'x'.repeat(101) }, /Name must be at most 100 characters/],
          [{ ...CONTACT, subject: { $ne: null } }, /'subject'/],
          [{ ...CONTACT, message: 'a\u0000b' }, /NUL/],
        ];
        for (const [body, message] of cases) {
          const res = await send(running!.app, 'contact', body);
          expect(res.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
          expect(res.json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
          expect(res.json.message).toMatch(message);
        }
        expect(await count()).toBe(before);
      });

      it('note on a text and bug report: stored with their fields', async () => {
        const note = await send(running!.app, 'note', NOTE);
        expect(note.status).toBe(200);
        expect(note.json.message).toBe('Email sent successfully');
        expect((await running!.repositories.messages.list({ kind: 'note' }))[0]).toMatchObject(NOTE);
        const unknownBook = await send(running!.app, 'note', { ...NOTE, book_id: 12345 });
        expect(unknownBook.status).toBe(404);
        expect(unknownBook.json.message).toContain('Enterpretation/Translation not found');
        const badAya = await send(running!.app, 'note', { ...NOTE, sura: 115 });
        expect(badAya.status).toBe(400);
        expect(badAya.json.message).toContain("'sura'");
        const noName = await send(running!.app, 'note', { ...NOTE, name: ' ' });
        expect(noName.json.message).toContain('Please fill all the fields');

        const bug = await send(running!.app, 'bug-report', BUG);
        expect(bug.status).toBe(200);
        expect(bug.json.message).toBe('Email sent successfully');
        const withEmail = await send(running!.app, 'bug-report', {
          ...BUG,
          page_url: '/ar/author/3',
          email: 'me@example.org',
        });
        expect(withEmail.status).toBe(200);
        const bugs = await running!.repositories.messages.list({ kind: 'bug' });
        expect(bugs[0]).toMatchObject({
          message: BUG.description,
          page_url: '/ar/author/3',
          email: 'me@example.org',
        });
        expect(bugs[1]).toMatchObject({ message: BUG.description, page_url: BUG.page_url, email: null });
        for (const body of [
          { ...BUG, page_url: 'javascript:alert(1)' },
          { ...BUG, email: 'nope' },
          { page_url: '/x' },
        ]) {
          expect((await send(running!.app, 'bug-report', body)).status).toBe(400);
        }
      });

      it('honeypot: a filled one is answered 200 and not stored; a request id stores once', async () => {
        const before = await count();
        const bot = await send(running!.app, 'contact', { ...CONTACT, homepage: 'http://spam.example' });
        expect(bot.status).toBe(200);
        expect(bot.json.message).toBe('Your message has been sent. Thanks for contacting us');
        expect((await send(running!.app, 'bug-report', { ...BUG, homepage: 'x' })).status).toBe(200);
        expect((await send(running!.app, 'note', { ...NOTE, book_id: 999, homepage: 'x' })).status).toBe(200);
        expect(await count()).toBe(before);

        const requestId = `req-${randomBytes(8).toString('hex')}`;
        const sends = await Promise.all(
          [1, 2, 3].map(() => send(running!.app, 'contact', { ...CONTACT, request_id: requestId })),
        );
        expect(sends.map((s) => s.status)).toEqual([200, 200, 200]);
        expect(await count()).toBe(before + 1);
      });

      it('a request id reused for other messages stores each of them (a cached form once gave every visitor one id)', async () => {
        const before = await count();
        const requestId = `shared-${randomBytes(8).toString('hex')}`;
        const visitors = ['Aisha', 'Bilal', 'Khadija'].map((name) => ({
          ...CONTACT,
          name,
          message: `From ${name}`,
          request_id: requestId,
        }));
        for (const body of visitors) expect((await send(running!.app, 'contact', body)).status).toBe(200);
        // Bug reports and notes go through the same path.
        for (const description of ['first report', 'second report'])
          expect(
            (await send(running!.app, 'bug-report', { ...BUG, description, request_id: requestId })).status,
          ).toBe(200);
        expect(await count()).toBe(before + 5);
        const names = (await running!.repositories.messages.list({ kind: 'contact', limit: 3 })).map(
          (m) => m.name,
        );
        expect(names.sort()).toEqual(['Aisha', 'Bilal', 'Khadija']);
        // A retry of one of them (same id, same message) is still stored once.
        expect((await send(running!.app, 'contact', visitors[1]!)).status).toBe(200);
        expect(await count()).toBe(before + 5);
      });

      it('stores SQL-injection and script strings in every field byte-identically; npm run messages shows them inert', async () => {
        const evil = (field: string) =>
          `${field}: x'); DROP TABLE messages; -- <script>alert("x")</script> \u202e بسم`;
        const contact = {
          name: evil('name'),
          email: `o'hara+<script>@example.org`,
          subject: evil('subject'),
          message: evil('message') + '\n\u001b[31mred',
        };
        const note = {
          ...NOTE,
          proposed_text: evil('proposed'),
          original_text: evil('original'),
          name: evil('name'),
          email: `x'--@example.org`,
        };
        const bug = {
          description: evil('description'),
          page_url: `https://example.org/?q=';DROP TABLE messages;--<script>`,
          email: `"<b>"@example.org`,
          name: evil('bug name'),
        };
        for (const [path, body] of [
          ['contact', contact],
          ['note', note],
          ['bug-report', bug],
        ] as const) {
          expect((await send(running!.app, path, body)).status, path).toBe(200);
        }
        const json = JSON.parse(
          await listMessages(running!.repositories.messages, { limit: 3, json: true }),
        ) as any[];
        expect(json[0]).toMatchObject({
          kind: 'bug',
          message: bug.description,
          page_url: bug.page_url,
          email: bug.email,
          name: bug.name,
        });
        expect(json[1]).toMatchObject({
          kind: 'note',
          proposed_text: note.proposed_text,
          original_text: note.original_text,
          name: note.name,
          email: note.email,
        });
        expect(json[2]).toMatchObject({ kind: 'contact', ...contact });
        const text = await listMessages(running!.repositories.messages, {
          limit: 3,
          json: false,
          type: 'contact',
        });
        // A right-to-left override is shown escaped: the listing reads as stored (the name is escaped too).
        expect(text).toContain(contact.name.replace('\u202e', '\\u202e'));
        expect(text).not.toContain('\u202e');
        expect(text).not.toContain('\u001b');
        expect(text).toContain('\\u001b[31mred');
        // All tables still there.
        expect(await count()).toBeGreaterThan(3);
      });

      it('limits messages per IP address (429 with Retry-After), not the web server on loopback', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await send(running!.app, 'contact', CONTACT, '198.51.100.9');
          statuses.push(res.status);
          if (res.status === 429) {
            expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
            expect(res.json.message).toContain('per IP address');
          }
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
        expect((await send(running!.app, 'contact', CONTACT, '198.51.100.10')).status).toBe(200);
        expect((await send(running!.app, 'contact', CONTACT)).status).toBe(200);
      });

      it('stores 1,000 contact messages sent concurrently, and they survive a restart', async () => {
        const before = await count('contact');
        const sends = await Promise.all(
          Array.from({ length: 1000 }, (_, i) =>
            send(running!.app, 'contact', {
              ...CONTACT,
              subject: `burst ${i}`,
              message: `message number ${i}`,
            }),
          ),
        );
        expect(sends.filter((s) => s.status !== 200)).toEqual([]);
        expect(await count('contact')).toBe(before + 1000);

        await stop(running);
        running = undefined;
        running = await start(await owned.open(), { messageRateLimitMax: 3 });
        expect(await count('contact')).toBe(before + 1000);
        const subjects = new Set(
          (await running.repositories.messages.list({ kind: 'contact', limit: 1000 })).map((m) => m.subject),
        );
        for (let i = 0; i < 1000; i++) expect(subjects.has(`burst ${i}`)).toBe(true);
      });

      it('answers 503 (not a silent loss) while the database is unavailable, and recovers', async () => {
        const before = await count();
        let outage: { begin(): Promise<void>; end(): Promise<void> };
        let app = running!.app;
        let proxied: Running | undefined;
        if (target.name === 'sqlite') {
          // Another process holds the write lock; the app gives up after a short busy timeout.
          const other = new SQLite(owned.file!);
          await sql`PRAGMA busy_timeout = 50`.execute(running!.database.db);
          outage = {
            begin: async () => void other.exec('BEGIN EXCLUSIVE'),
            end: async () => {
              other.exec('COMMIT');
              other.close();
              await sql`PRAGMA busy_timeout = 10000`.execute(running!.database.db);
            },
          };
        } else {
          // The app reaches PostgreSQL through a proxy; taking it down cuts every connection.
          const url = new URL(owned.url!);
          const proxy = new Outage({ host: url.hostname, port: Number(url.port || 5432) });
          await proxy.up();
          url.host = `127.0.0.1:${proxy.port}`;
          proxied = await start(await owned.open(url.toString()), { messageRateLimitMax: 3 });
          app = proxied.app;
          expect((await send(app, 'contact', { ...CONTACT, subject: 'through the proxy' })).status).toBe(200);
          outage = { begin: () => proxy.down(), end: () => proxy.up() };
        }
        try {
          await outage.begin();
          for (const [path, body] of [
            ['contact', CONTACT],
            ['note', NOTE],
            ['bug-report', BUG],
          ] as const) {
            const res = await send(app, path, {
              ...body,
              ...('subject' in body ? { subject: 'lost?' } : {}),
            });
            expect(res.status, path).toBe(503);
            expect(res.json).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
            expect(res.json.message).toMatch(/temporarily unavailable.*nothing was stored/);
            expect(res.headers['retry-after']).toBeDefined();
          }
          const counter = await app.inject({
            method: 'POST',
            url: '/api/v2/book-downloaded?book_id=7',
            headers: PUBLIC,
          });
          expect(counter.statusCode).toBe(503);
        } finally {
          await outage.end();
        }
        const after = await send(app, 'contact', { ...CONTACT, subject: 'after the outage' });
        expect(after.status).toBe(200);
        await stop(proxied);
        expect(await count()).toBe(before + (target.name === 'postgres' ? 2 : 1));
        const subjects = (await running!.repositories.messages.list({ limit: 5 })).map((m) => m.subject);
        expect(subjects).toContain('after the outage');
        expect(subjects).not.toContain('lost?');
      });

      it('counters: queued writes are flushed when the server shuts down', async () => {
        const before = (await running!.repositories.statistics.get()).totalVisitors;
        const second = await start(await owned.open(), {}, { flushMs: 60_000, maxPending: 10_000 });
        const pending = Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            second.app.inject({
              method: 'POST',
              url: `/api/v2/record-visitor?fingerprint=shutdown-${i}`,
              headers: PUBLIC,
            }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(second.repositories.statistics.batchesWritten).toBe(0);
        await stop(second);
        expect((await pending).map((r) => r.statusCode)).toEqual(Array(20).fill(200));
        expect((await running!.repositories.statistics.get()).totalVisitors - before).toBe(20);
      });

      it('counters: batched writes, nothing counted twice on retry, nothing under DNT/GPC', async () => {
        const { statistics } = running!.repositories;
        const stats = async () =>
          (await running!.app.inject({ method: 'GET', url: '/api/v1/statistics' })).json();
        const before = await stats();
        const batches = statistics.batchesWritten;
        const post = (url: string, headers: Record<string, string> = {}) =>
          running!.app.inject({ method: 'POST', url, headers: { ...PUBLIC, ...headers } });
        const results = await Promise.all([
          ...Array.from({ length: 300 }, (_, i) =>
            post(`/api/v2/record-visitor?fingerprint=burst-${i % 100}`),
          ),
          ...Array.from({ length: 100 }, (_, i) =>
            post(`/api/v2/book-downloaded?book_id=7&request_id=dl-${run}-${i % 20}`),
          ),
          ...Array.from({ length: 100 }, (_, i) =>
            post(`/api/v2/record-page-hits?page=search&request_id=hit-${run}-${i % 25}`),
          ),
          ...Array.from({ length: 50 }, () => post('/api/v2/book-downloaded?book_id=7', { dnt: '1' })),
          ...Array.from({ length: 50 }, () =>
            post('/api/v2/record-visitor?fingerprint=private', { 'sec-gpc': '1' }),
          ),
        ]);
        expect(results.filter((r) => r.statusCode !== 200)).toEqual([]);
        // 500 recorded events: a handful of transactions, not 500.
        expect(statistics.batchesWritten - batches).toBeLessThanOrEqual(6);
        // The same requests retried later: not counted again.
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            post(`/api/v2/book-downloaded?book_id=7&request_id=dl-${run}-${i}`),
          ),
        );
        const after = await stats();
        expect(after.totalVisitors - before.totalVisitors).toBe(100);
        expect(after.totalDownloads - before.totalDownloads).toBe(20);
        expect(after.currentMonthDownloads - before.currentMonthDownloads).toBe(20);
        const hits = await running!.database.db
          .selectFrom('page_hits')
          .select('count')
          .where('page', '=', 'search')
          .executeTakeFirst();
        expect(Number(hits?.count)).toBe(25);
        const bad = await post('/api/v2/book-downloaded?book_id=7&request_id=x');
        expect(bad.statusCode).toBe(400);
      });
    },
  );
}

const run = randomBytes(4).toString('hex');
