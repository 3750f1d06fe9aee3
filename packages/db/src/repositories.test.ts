import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason, fixtureTargets, sharedContentDir } from '../../../test/fixture.js';
import { sortByDeathYear } from '@tafsir/core';
import { ContentWriter, createRepositories, type Repositories, type TafsirDatabase } from './index.js';

/** The order @tafsir/core gives authors (the rule the SQL of authors.list mirrors). */
function coreOrder(
  authors: ReadonlyArray<{ id: number; death_hijri: number | null; death_ce: number | null }>,
) {
  return sortByDeathYear(authors, (a) => ({
    id: a.id,
    authorDeathHijri: a.death_hijri,
    authorDeathCe: a.death_ce,
  })).map((a) => a.id);
}

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

      it('finds the same verse in every riwaya (split, merged and uncounted verses)', async () => {
        const all = (await repos.quran.listRiwayat()).map((r) => r.id);
        const at = async (from: number, sura: number, aya: number, to: number) =>
          (await repos.quran.sameVerseIn(from, sura, aya, [to]))[0];
        // Ayat al-Kursi (Hafs 2:255) is two verses in the Madani count: the first part opens.
        const warsh = await at(10, 2, 255, 20);
        expect(await repos.quran.hafsRange(20, warsh!.sura, warsh!.aya)).toMatchObject({ ayaFrom: 255 });
        expect(await repos.quran.hafsRange(20, warsh!.sura, warsh!.aya - 1)).toMatchObject({
          ayaTo: 255 - 1,
        });
        // Warsh 2:1 holds Hafs 2:1–2 (الٓمٓ is no verse of its own there); Hafs 1:1, the basmala, is
        // not counted in Warsh: the verse after it opens.
        expect(await at(20, 2, 1, 10)).toEqual({ riwayaId: 10, sura: 2, aya: 1 });
        expect(await at(10, 2, 2, 20)).toEqual({ riwayaId: 20, sura: 2, aya: 1 });
        expect(await at(10, 1, 1, 20)).toEqual({ riwayaId: 20, sura: 1, aya: 1 });
        // Every riwaya answers, Hafs to itself unchanged.
        const places = await repos.quran.sameVerseIn(10, 2, 255, all);
        expect(places.map((p) => p.riwayaId).sort((a, b) => a - b)).toEqual(all);
        expect(places.find((p) => p.riwayaId === 10)).toEqual({ riwayaId: 10, sura: 2, aya: 255 });
        // Round trip over a whole sura: the verse found covers the Hafs verse or is the first after it.
        const counts = await repos.quran.ayaCounts(10);
        for (let aya = 1; aya <= counts.get(2)!; aya++) {
          const w = await at(10, 2, aya, 20);
          const range = await repos.quran.hafsRange(20, w!.sura, w!.aya);
          expect(range!.ayaTo, `Hafs 2:${aya}`).toBeGreaterThanOrEqual(aya);
          if (w!.aya > 1) expect((await repos.quran.hafsRange(20, 2, w!.aya - 1))!.ayaTo).toBeLessThan(aya);
        }
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
        const all = await repos.authors.list({ page: 1, perPage: 1000 });
        // Known years ascending, then the unknown and modern ones (2000 CE and later) by id.
        const known = all.data.filter((a) => a.death_hijri !== null && (a.death_ce ?? 0) < 2000);
        expect(all.data.slice(0, known.length)).toEqual(known);
        const years = known.map((a) => a.death_hijri!);
        expect(years).toEqual([...years].sort((a, b) => a - b));
        expect(all.data.map((a) => a.id)).toEqual(coreOrder(all.data));
        expect(all.data.some((a) => a.death_ce !== null && a.death_ce >= 2000)).toBe(true);
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

for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `authors.list on ${target.name} orders like @tafsir/core${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      it('puts unknown, 2000 CE and later, and Hijri-only AH 1421 and later years last, ties by id', async () => {
        const database = await target.scratch();
        try {
          const authors = [
            { id: 1, death_hijri: 310, death_ce: 923 },
            { id: 2, death_hijri: null, death_ce: null },
            { id: 3, death_hijri: 1431, death_ce: 2010 },
            { id: 4, death_hijri: 1425, death_ce: null },
            { id: 5, death_hijri: 1420, death_ce: null },
            { id: 6, death_hijri: 774, death_ce: 1373 },
            { id: 7, death_hijri: 1300, death_ce: 1882 },
            { id: 8, death_hijri: 1420, death_ce: 2000 },
            { id: 9, death_hijri: 310, death_ce: 923 },
          ];
          await new ContentWriter(database.db).upsertAuthors(
            authors.map((a) => ({
              ...a,
              name: `Author ${a.id}`,
              name_ar: null,
              bio: null,
              bio_lang: null,
              death_filled_by_hand: 0,
              search_text: `author ${a.id}`,
            })),
          );
          const listed = await createRepositories(database.db).authors.list({ page: 1, perPage: 20 });
          expect(listed.data.map((a) => a.id)).toEqual([1, 9, 6, 7, 5, 2, 3, 4, 8]);
          expect(listed.data.map((a) => a.id)).toEqual(coreOrder(authors));
        } finally {
          await database.close();
        }
      });
    },
  );
}
