import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason, fixtureTargets, sharedContentDir } from '../../../test/fixture.js';
import { createRepositories, type Repositories, type TafsirDatabase } from './index.js';

const noCorpus = corpusSkipReason();

for (const target of fixtureTargets()) {
  const skip = target.skipReason ?? noCorpus;
  describe.skipIf(!!skip)(
    `repositories on ${target.name} with the shared corpus${skip ? ` (skipped: ${skip})` : ''}`,
    () => {
      let handle: TafsirDatabase;
      let repos: Repositories;
      beforeAll(async () => {
        handle = await target.open();
        repos = createRepositories(handle.db);
      });
      afterAll(async () => handle?.close());

      it('holds every riwaya with the verse count of its text file', async () => {
        const expected = JSON.parse(
          readFileSync(join(sharedContentDir()!, 'quran/riwayat.json'), 'utf8'),
        ) as Array<{
          id: number;
          verses: number;
        }>;
        const riwayat = await repos.quran.listRiwayat();
        expect(riwayat.map((r) => r.id)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
        for (const r of expected) {
          const counts = await repos.quran.ayaCounts(r.id);
          expect([...counts.values()].reduce((s, n) => s + n, 0)).toBe(r.verses);
          expect(counts.size).toBe(114);
        }
        expect(riwayat.find((r) => r.id === 10)?.font_file).toMatch(/\.woff2$/);
      });

      it('finds verses by page and divisions on Hafs', async () => {
        const page42 = await repos.quran.versesOnPage(10, 42);
        expect(page42.some((v) => v.sura === 2 && v.aya === 255)).toBe(true);
        const juz = await repos.quran.divisionStarts(10, 'juz');
        expect(juz).toHaveLength(30);
        expect(juz[1]).toMatchObject({ number: 2, sura: 2, aya: 142 });
        expect(juz[15]).toMatchObject({ number: 16, sura: 18, aya: 75 });
        expect(await repos.quran.divisionStarts(10, 'hizb')).toHaveLength(60);
        expect(await repos.quran.divisionStarts(10, 'rub')).toHaveLength(240);
        expect(await repos.quran.pageCount(10)).toBe(604);
        const first = await repos.quran.versesOnPage(10, 1);
        expect(first.map((v) => `${v.sura}:${v.aya}`)).toEqual([
          '1:1',
          '1:2',
          '1:3',
          '1:4',
          '1:5',
          '1:6',
          '1:7',
        ]);
      });

      it('maps Warsh verses to Hafs numbering', async () => {
        expect(await repos.quran.hafsRange(20, 1, 1)).toEqual({ sura: 1, ayaFrom: 2, ayaTo: 2 });
        expect(await repos.quran.hafsRange(20, 2, 1)).toEqual({ sura: 2, ayaFrom: 1, ayaTo: 2 });
        expect(await repos.quran.hafsRange(10, 2, 255)).toEqual({ sura: 2, ayaFrom: 255, ayaTo: 255 });
        expect(await repos.quran.riwayaVersesForHafs(20, 2, 2)).toEqual([{ sura: 2, aya: 1 }]);
      });

      it('serves a passage stored once for every verse of its range', async () => {
        const [book] = await repos.books.list({ keyword: 'ibn kathir', language: 'en' });
        expect(book?.slug).toBe('en-ibn-kathir');
        const range = await handle.db
          .selectFrom('book_entries')
          .select(['sura', 'aya_from', 'aya_to', 'id'])
          .where('book_id', '=', book!.id)
          .whereRef('aya_to', '>', 'aya_from')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        for (let aya = range.aya_from; aya <= range.aya_to; aya++) {
          const rows = await repos.books.entriesForRange([book!.id], range.sura, aya, aya);
          expect(rows.map((r) => r.id)).toContain(range.id);
        }
      });

      it('lists authors in death order and finds them by normalised keyword', async () => {
        const all = await repos.authors.list({ page: 1, perPage: 100 });
        const years = all.data.map((a) => a.death_hijri).filter((y): y is number => y !== null);
        expect(years).toEqual([...years].sort((a, b) => a - b));
        const byArabic = await repos.authors.list({ page: 1, perPage: 10, keyword: 'إسماعيل بن عمر' });
        const byLatin = await repos.authors.list({ page: 1, perPage: 10, keyword: 'KATHIR' });
        expect(byArabic.data.map((a) => a.death_hijri)).toContain(774);
        expect(byLatin.data.map((a) => a.death_hijri)).toContain(774);
        const paged = await repos.authors.list({ page: 2, perPage: 5 });
        expect(paged.data).toHaveLength(5);
        expect(paged.data[0]?.id).toBe(all.data[5]?.id);
      });

      it('computes statistics from the imported books', async () => {
        const stats = await repos.statistics.get();
        const books = await repos.books.list();
        expect(stats.bookCount).toBe(books.length);
        expect(stats.enterpretation).toBe(books.filter((b) => b.type === 'tafsir').length);
        expect(stats.translation).toBe(books.filter((b) => b.type === 'translation').length);
        expect(stats.transInDiffLng).toBe(
          new Set(books.filter((b) => b.type === 'translation').map((b) => b.language_code)).size,
        );
      });
    },
  );
}
