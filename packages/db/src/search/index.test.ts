import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../test/fixture.js';
import { ContentWriter, createRepositories, type TafsirDatabase } from '../index.js';
import type { BookTable } from '../schema.js';

/** The index follows the writer: replaced books, removed books and replaced riwayat (empty database). */

const book = (version: string): BookTable => ({
  id: 1,
  slug: 'test-book',
  type: 'translation',
  language_code: 'fr',
  title: 'Test',
  title_ar: null,
  author_id: null,
  category_id: null,
  intro: null,
  footnotes: null,
  source: null,
  license: null,
  content_version: version,
  entry_count: 1,
  verses_covered: 1,
  imported_at: '2026-01-01',
});

for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `search index maintenance on ${target.name}${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      let handle: TafsirDatabase;
      beforeAll(async () => {
        handle = await target.scratch();
        const writer = new ContentWriter(handle.db);
        await writer.upsertRiwayat([
          {
            id: 10,
            slug: 'hafs',
            name_ar: 'حفص',
            name_en: 'Hafs',
            verse_count: 2,
            page_count: 1,
            font_family: null,
            font_file: null,
          },
        ]);
      });
      afterAll(async () => handle?.close());

      const found = async (keyword: string) =>
        (await createRepositories(handle.db).search.search({ keyword })).hits.map((h) =>
          h.kind === 'aya' ? `${h.sura}:${h.aya}` : `${h.book.id}@${h.sura}:${h.ayaFrom}`,
        );

      it('indexes verses with the riwaya and replaces them with it', async () => {
        const writer = new ContentWriter(handle.db);
        const verse = (aya: number, text: string, norm: string) => ({
          riwaya_id: 10,
          sura: 1,
          aya,
          text,
          text_normalized: norm,
          page: 1,
          juz: 1,
          hizb: 1,
          rub: 1,
        });
        await writer.replaceVerses(10, [verse(2, 'ٱلۡحَمۡدُ لِلَّهِ رَبِّ ٱلۡعَٰلَمِينَ', 'الحمد لله رب العالمين')], []);
        expect(await found('العالمين')).toEqual(['1:2']);
        await writer.replaceVerses(10, [verse(6, 'ٱهۡدِنَا ٱلصِّرَٰطَ ٱلۡمُسۡتَقِيمَ', 'اهدنا الصراط المستقيم')], []);
        expect(await found('العالمين')).toEqual([]);
        expect(await found('الصراط')).toEqual(['1:6']);
      });

      it('re-importing a book replaces its index in the same transaction', async () => {
        const writer = new ContentWriter(handle.db);
        await writer.replaceBook(book('v1'), [
          {
            sura: 1,
            aya_from: 2,
            aya_to: 2,
            text: 'Louange à Allah, Seigneur{[1]} de l’Univers.',
            footnotes: null,
          },
        ]);
        expect(await found('SEIGNEUR')).toEqual(['1@1:2']);
        await writer.replaceBook(book('v2'), [
          { sura: 1, aya_from: 2, aya_to: 2, text: 'Louange à Dieu, Maître des mondes.', footnotes: null },
        ]);
        expect(await found('seigneur')).toEqual([]);
        expect(await found('mondes')).toEqual(['1@1:2']);
      });

      it('a failed re-import leaves the old index', async () => {
        const writer = new ContentWriter(handle.db);
        const bad = [{ sura: 1, aya_from: 3, aya_to: 3, text: null as unknown as string, footnotes: null }];
        await expect(writer.replaceBook(book('v3'), bad)).rejects.toThrow();
        expect(await found('mondes')).toEqual(['1@1:2']);
      });

      it('removing a book removes its entries from the index', async () => {
        await handle.db.deleteFrom('books').where('id', '=', 1).execute();
        expect(await found('mondes')).toEqual([]);
        if (handle.dialect === 'sqlite') {
          const { count } = await handle.db
            .selectFrom('book_entries')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow();
          expect(Number(count)).toBe(0);
        }
      });
    },
  );
}
