import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../test/fixture.js';
import { ContentWriter, createRepositories, searchDocument, type TafsirDatabase } from '../index.js';
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

/**
 * SQLite: FTS5 splits the analysed documents only on their spaces (the `ascii` tokenizer, see
 * FTS5_OPTIONS in dialects.ts): what it holds must be exactly the analysis' tokens, whatever the script,
 * punctuation or joiners of the original text.
 */
const sqlite = fixtureTargets().find((t) => t.name === 'sqlite')!;
describe('SQLite full-text tables', () => {
  let handle: TafsirDatabase;
  const texts = [
    'ٱلۡحَمۡدُ لِلَّهِ رَبِّ ٱلۡعَٰلَمِينَ، قالـــوا: «نعم»؟ ١٢٣ والصلاة',
    'می‌خواهم کتاب‌ها را بخوانم؛ ۴۵۶',
    'Louange à Allah — l’Univers, « Seigneur » des mondes_1 (v. 2-3)!',
    'ВО ИМЯ АЛЛАХА, Милостивого; Ёлка',
    'अल्लाह के नाम से जो बड़ा कृपालु',
    'ด้วยพระนามของอัลลอฮ์ ผู้ทรงกรุณาปรานี',
    '慈悲あまねく慈愛深きアッラーの御名において。',
    'İstanbul’da ŞEHİR 🌙 ✓ ½ ²',
  ];
  beforeAll(async () => {
    handle = await sqlite.scratch();
    await new ContentWriter(handle.db).replaceBook(
      { ...book('v1'), entry_count: texts.length },
      texts.map((text, i) => ({ sura: 1, aya_from: i + 1, aya_to: i + 1, text, footnotes: null })),
    );
  });
  afterAll(async () => handle?.close());

  /** The tokens FTS5 holds for each entry and column, in order (fts5vocab 'instance'). */
  async function storedTokens(): Promise<Map<string, string[]>> {
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.entry_terms USING fts5vocab(main, search_entries, 'instance')`.execute(
      handle.db,
    );
    const { rows } = await sql<{ term: string; doc: number; col: string; offset: number }>`
      SELECT term, doc, col, "offset" FROM temp.entry_terms ORDER BY doc, col, "offset"`.execute(handle.db);
    const byDocAndColumn = new Map<string, string[]>();
    for (const r of rows) {
      const key = `${r.doc}:${r.col}`;
      byDocAndColumn.set(key, [...(byDocAndColumn.get(key) ?? []), r.term]);
    }
    return byDocAndColumn;
  }

  it('hold exactly the tokens of the word analysis, in every script', async () => {
    const entries = await handle.db.selectFrom('book_entries').select(['id', 'text']).orderBy('id').execute();
    expect(entries).toHaveLength(texts.length);
    const stored = await storedTokens();
    for (const entry of entries) {
      const doc = searchDocument(entry.text);
      expect(stored.get(`${entry.id}:surface`), entry.text).toEqual(doc.surface.split(' '));
      expect(stored.get(`${entry.id}:stem`), entry.text).toEqual(doc.stem.split(' '));
    }
  });

  it('a rebuild of the whole index gives a database made with other table options the current ones', async () => {
    const definition = async () =>
      (
        await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'search_entries'`.execute(
          handle.db,
        )
      ).rows[0]?.sql;
    const current = await definition();
    const before = await storedTokens();
    // a table as databases made before the ascii tokenizer have it
    await sql`DROP TABLE temp.entry_terms`.execute(handle.db);
    await sql`DROP TABLE search_entries`.execute(handle.db);
    await sql
      .raw(
        `CREATE VIRTUAL TABLE search_entries USING fts5(surface, stem, content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`,
      )
      .execute(handle.db);
    expect(await definition()).not.toEqual(current);
    await new ContentWriter(handle.db).rebuildSearchIndex();
    expect(await definition()).toEqual(current);
    expect(await storedTokens()).toEqual(before);
    const hits = (await createRepositories(handle.db).search.search({ keyword: 'کتاب‌ها' })).hits;
    expect(hits.map((h) => (h.kind === 'entry' ? h.ayaFrom : null))).toEqual([2]);
  });
});
