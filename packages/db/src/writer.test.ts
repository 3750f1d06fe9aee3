import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../test/fixture.js';
import { ContentWriter, createRepositories, type TafsirDatabase } from './index.js';

const book = (version: string) => ({
  id: 7,
  slug: 'test-book',
  type: 'tafsir' as const,
  language_code: 'ar',
  title: 'Test book',
  title_ar: 'كتاب',
  author_id: null,
  category_id: null,
  intro: 'intro',
  footnotes: null,
  source: null,
  license: null,
  content_version: version,
  entry_count: 2,
  verses_covered: 4,
  imported_at: new Date().toISOString(),
});

for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `ContentWriter on ${target.name}${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      let handle: TafsirDatabase;
      beforeAll(async () => {
        handle = await target.scratch();
      });
      afterAll(async () => handle?.close());

      it('runs the migrations once and is idempotent on reopen', async () => {
        const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
        for (const name of [
          'riwayat',
          'suras',
          'verses',
          'verse_map',
          'books',
          'book_entries',
          'authors',
          'meta',
        ]) {
          expect(tables).toContain(name);
        }
      });

      it('SQLite: a first import commits without waiting for the disk and syncs at its end; later imports never skip the wait', async () => {
        if (handle.dialect !== 'sqlite') return;
        const writer = new ContentWriter(handle.db);
        const synchronous = async () =>
          (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(handle.db)).rows[0]?.synchronous;
        const NORMAL = 1;
        const OFF = 0;
        expect(await synchronous()).toBe(NORMAL);
        const endFirst = await writer.beginImport();
        expect(await synchronous()).toBe(OFF); // no riwaya, no book yet
        await writer.replaceBook({ ...book('v0'), entry_count: 1 }, [
          { sura: 2, aya_from: 1, aya_to: 1, text: 'first', footnotes: null },
        ]);
        await endFirst();
        expect(await synchronous()).toBe(NORMAL);
        const endSecond = await writer.beginImport();
        expect(await synchronous()).toBe(NORMAL); // the database holds a book now
        await endSecond();
        expect(await writer.bookVersion(7)).toBe('v0');
      });

      it('PostgreSQL: the end of an import leaves no row pending in the search indexes', async () => {
        if (handle.dialect !== 'postgres') return;
        const writer = new ContentWriter(handle.db);
        const end = await writer.beginImport();
        await writer.replaceBook({ ...book('v0'), entry_count: 1 }, [
          { sura: 2, aya_from: 1, aya_to: 1, text: 'first', footnotes: null },
        ]);
        // pages still to merge, counted (and merged) by gin_clean_pending_list
        const pending = async () =>
          Number(
            (
              await sql<{ n: number }>`
                SELECT gin_clean_pending_list('search_entries_tsv_idx'::regclass) AS n`.execute(handle.db)
            ).rows[0]?.n,
          );
        await end();
        expect(await pending()).toBe(0);
        // the check itself: a new row is pending until merged
        await writer.replaceBook({ ...book('v1'), entry_count: 1 }, [
          { sura: 2, aya_from: 1, aya_to: 1, text: 'second', footnotes: null },
        ]);
        expect(await pending()).toBeGreaterThan(0);
      });

      it('replaces a book atomically and serves a passage for each verse it covers', async () => {
        const writer = new ContentWriter(handle.db);
        await writer.replaceBook(book('v1'), [
          { sura: 2, aya_from: 1, aya_to: 3, text: 'passage on 2:1-3', footnotes: null },
          {
            sura: 2,
            aya_from: 4,
            aya_to: 4,
            text: 'on 2:4',
            footnotes: JSON.stringify([{ n: 1, text: 'note' }]),
          },
        ]);
        const repos = createRepositories(handle.db);
        for (const aya of [1, 2, 3]) {
          const rows = await repos.books.entriesForRange([7], 2, aya, aya);
          expect(rows.map((r) => r.text)).toEqual(['passage on 2:1-3']);
          expect(rows[0]).toMatchObject({ aya_from: 1, aya_to: 3 });
        }
        const [on4] = await repos.books.entriesForRange([7], 2, 4, 4);
        expect(on4?.footnotes).toEqual([{ n: 1, text: 'note' }]);
        expect(await repos.books.entriesForRange([7], 2, 5, 5)).toEqual([]);

        // A failing replacement (NOT NULL violated half-way) must leave the old content in place.
        await expect(
          writer.replaceBook(book('v2'), [
            { sura: 2, aya_from: 1, aya_to: 1, text: 'new', footnotes: null },
            { sura: 2, aya_from: 2, aya_to: 2, text: null as unknown as string, footnotes: null },
          ]),
        ).rejects.toThrow();
        expect(await writer.bookVersion(7)).toBe('v1');
        expect((await repos.books.entriesForRange([7], 2, 1, 4)).map((r) => r.text)).toEqual([
          'passage on 2:1-3',
          'on 2:4',
        ]);

        // A successful re-import replaces every entry (none left over from the old version).
        await writer.replaceBook({ ...book('v3'), entry_count: 1 }, [
          { sura: 2, aya_from: 1, aya_to: 1, text: 'only one', footnotes: null },
        ]);
        expect((await repos.books.entriesForRange([7], 2, 1, 286)).map((r) => r.text)).toEqual(['only one']);
        expect(await writer.bookVersion(7)).toBe('v3');
      });

      it('counts a visitor once per day and downloads per month', async () => {
        const repos = createRepositories(handle.db);
        const before = await repos.statistics.get(new Date('2026-03-15T12:00:00Z'));
        await repos.statistics.recordVisitor('v-a', new Date('2026-03-15T12:00:00Z'));
        await repos.statistics.recordVisitor('v-a', new Date('2026-03-15T18:00:00Z'));
        await repos.statistics.recordVisitor('v-b', new Date('2026-02-10T12:00:00Z'));
        await repos.statistics.recordDownload(7, 'epub', new Date('2026-03-15T12:00:00Z'));
        await repos.statistics.recordDownload(7, 'epub', new Date('2026-03-16T12:00:00Z'));
        await repos.statistics.recordDownload(7, 'json', new Date('2026-02-16T12:00:00Z'));
        const after = await repos.statistics.get(new Date('2026-03-20T00:00:00Z'));
        expect(after.totalVisitors - before.totalVisitors).toBe(2);
        expect(after.cmv - before.cmv).toBe(1);
        expect(after.pmv - before.pmv).toBe(1);
        expect(after.totalDownloads - before.totalDownloads).toBe(3);
        expect(after.currentMonthDownloads - before.currentMonthDownloads).toBe(2);
        expect(await repos.statistics.downloadsOfBook(7, new Date('2026-03-20T00:00:00Z'))).toEqual({
          total: 3,
          month: 2,
        });
      });
    },
  );
}
