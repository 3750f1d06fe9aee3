import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../test/fixture.js';
import { createRepositories, DuplicateAppError, type Repositories, type TafsirDatabase } from '../index.js';
import { hashPassword, verifyPassword } from './developers.js';

const APP = {
  appName: 'Reader App',
  password: 'secret-pass',
  email: 'dev@example.org',
  website: 'https://example.org',
  phone: '+1 555 0100',
  country: 'Morocco',
};

describe('password hashing', () => {
  it('salts, verifies and rejects', async () => {
    const a = await hashPassword('hunter22');
    const b = await hashPassword('hunter22');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('hunter22', a)).toBe(true);
    expect(await verifyPassword('hunter23', a)).toBe(false);
    expect(await verifyPassword('hunter22', 'garbage')).toBe(false);
  });
});

for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `user data repositories on ${target.name}${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      let handle: TafsirDatabase;
      let repos: Repositories;
      beforeAll(async () => {
        handle = await target.scratch();
        repos = createRepositories(handle.db, { counters: { flushMs: 30, maxPending: 100 } });
      });
      afterAll(async () => handle?.close());

      it('registers an app, stores only hashes, logs in with a fresh key each time', async () => {
        const { app, key } = await repos.developers.register(APP);
        expect(app).toMatchObject({ app_name: 'Reader App', email: 'dev@example.org', country: 'Morocco' });
        expect(key.key).toMatch(/^tc_[\w-]{43}$/);
        expect(key.key.startsWith(key.prefix)).toBe(true);
        const stored = await handle.db.selectFrom('api_keys').selectAll().execute();
        expect(stored).toHaveLength(1);
        expect(JSON.stringify(stored)).not.toContain(key.key);
        const appRow = await handle.db.selectFrom('developer_apps').selectAll().executeTakeFirstOrThrow();
        expect(appRow.password_hash).not.toContain(APP.password);

        expect((await repos.developers.authenticate(key.key))?.appName).toBe('Reader App');
        const second = await repos.developers.login('READER app', APP.password);
        const third = await repos.developers.login('DEV@example.org', APP.password);
        expect(second?.key.key).toBeDefined();
        expect(new Set([key.key, second!.key.key, third!.key.key]).size).toBe(3);
        // Old keys keep working until revoked.
        for (const k of [key.key, second!.key.key, third!.key.key])
          expect(await repos.developers.authenticate(k)).not.toBeNull();
        expect(await repos.developers.login('Reader App', 'wrong-pass')).toBeNull();
        expect(await repos.developers.login('nobody-here', APP.password)).toBeNull();

        expect(await repos.developers.revokeKey(second!.key.key)).toBe(true);
        expect(await repos.developers.revokeKey(second!.key.key)).toBe(false);
        expect(await repos.developers.authenticate(second!.key.key)).toBeNull();
        expect(await repos.developers.authenticate(key.key)).not.toBeNull();
        expect(await repos.developers.revokeByPrefix(app.id, third!.key.prefix)).toBe(1);
        expect(await repos.developers.authenticate(third!.key.key)).toBeNull();
        const keys = await repos.developers.keys(app.id);
        expect(keys.map((k) => k.revoked_at === null)).toEqual([false, false, true]);
        expect(await repos.developers.authenticate('tc_not-a-key')).toBeNull();
        expect(await repos.developers.authenticate('')).toBeNull();
      });

      it('refuses a taken app name or e-mail, whatever the case, even when racing', async () => {
        await expect(
          repos.developers.register({ ...APP, email: 'other@example.org', appName: 'reader APP' }),
        ).rejects.toThrow(DuplicateAppError);
        const err = await repos.developers
          .register({ ...APP, appName: 'Other App' })
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(DuplicateAppError);
        expect((err as DuplicateAppError).field).toBe('email');
        const racing = await Promise.allSettled(
          Array.from({ length: 5 }, (_, i) =>
            repos.developers.register({ ...APP, appName: 'Racing App', email: `race${i}@example.org` }),
          ),
        );
        expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        for (const r of racing.filter((r) => r.status === 'rejected'))
          expect((r as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateAppError);
      });

      it('stores messages byte-identically, newest first, once per request id', async () => {
        const evil = `'); DROP TABLE messages; -- <script>alert("x")</script> ? ☃ بسم الله`;
        const a = await repos.messages.add({
          kind: 'contact',
          name: evil,
          email: 'a@b.co',
          subject: evil,
          message: evil,
        });
        const b = await repos.messages.add({
          kind: 'bug',
          message: 'broken',
          page_url: 'https://x.test/ar?sura=2',
          request_id: 'r-1',
        });
        const again = await repos.messages.add({ kind: 'bug', message: 'broken', request_id: 'r-1' });
        expect(a.duplicate).toBe(false);
        expect(b.duplicate).toBe(false);
        expect(again).toEqual({ id: null, duplicate: true });
        expect(await repos.messages.count()).toBe(2);
        expect(await repos.messages.count('bug')).toBe(1);
        const list = await repos.messages.list();
        expect(list.map((m) => m.kind)).toEqual(['bug', 'contact']);
        expect(list[1]).toMatchObject({ name: evil, subject: evil, message: evil });
        expect((await repos.messages.list({ kind: 'contact' })).map((m) => m.id)).toEqual([a.id]);
      });

      it('batches a burst of counter writes into few transactions and counts retries once', async () => {
        const { statistics } = repos;
        const before = statistics.batchesWritten;
        const now = new Date();
        await Promise.all([
          ...Array.from({ length: 300 }, (_, i) => statistics.recordVisitor(`v${i % 150}`, now)),
          ...Array.from({ length: 200 }, () => statistics.recordPageHit('home', '', now)),
          ...Array.from({ length: 50 }, (_, i) =>
            statistics.recordDownload(7, 'pdf', { now, requestId: `dl-${i % 10}` }),
          ),
          ...Array.from({ length: 5 }, () => statistics.recordDownload(7, 'pdf', now)),
        ]);
        const batches = statistics.batchesWritten - before;
        expect(batches).toBeGreaterThanOrEqual(1);
        expect(batches).toBeLessThanOrEqual(8); // 555 records, at most 100 per batch (+ timer batches)
        // Retried later with the same ids: not counted again.
        await Promise.all(
          Array.from({ length: 10 }, (_, i) => statistics.recordDownload(7, 'pdf', { requestId: `dl-${i}` })),
        );
        const stats = await statistics.get();
        expect(stats.totalVisitors).toBe(150);
        expect(stats.totalDownloads).toBe(15);
        const hits = await handle.db
          .selectFrom('page_hits')
          .select('count')
          .where('page', '=', 'home')
          .executeTakeFirst();
        expect(Number(hits?.count)).toBe(200);
      });

      it('writes concurrent batches that hold the same new keys in opposite orders (no deadlock)', async () => {
        const counters = createRepositories(handle.db, { counters: { flushMs: 1000, maxPending: 200 } });
        const day = new Date('2026-03-01T12:00:00Z');
        for (let round = 0; round < 8; round++) {
          const names = Array.from({ length: 200 }, (_, i) => `round${round}-${String(i).padStart(3, '0')}`);
          // two batches of 200, both written at once: one from the first name up, one from the last down
          await Promise.all(
            [...names, ...[...names].reverse()].map((v) => counters.statistics.recordVisitor(v, day)),
          );
        }
        const rows = await handle.db
          .selectFrom('visitor_days')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('visitor', 'like', 'round%')
          .executeTakeFirstOrThrow();
        expect(Number(rows.n)).toBe(1600);
      });

      it('reports a failed batch to every waiting writer', async () => {
        const broken = createRepositories(handle.db, { counters: { flushMs: 5 } });
        // A page name that is not a string violates NOT NULL: the whole batch fails, nobody is told "stored".
        const results = await Promise.allSettled([
          broken.statistics.recordPageHit(null as unknown as string, '', new Date()),
          broken.statistics.recordPageHit('fine', '', new Date()),
        ]);
        expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
        const fine = await handle.db.selectFrom('page_hits').selectAll().where('page', '=', 'fine').execute();
        expect(fine).toEqual([]);
      });
    },
  );
}
