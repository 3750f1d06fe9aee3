import { sql, type Insertable, type Kysely } from 'kysely';
import type {
  AuthorTable,
  BookEntryTable,
  BookTable,
  CategoryTable,
  CenturyCategoryTable,
  Database,
  LanguageTable,
  QuranWordTable,
  RiwayaTable,
  SuraTable,
  VerseMapTable,
  VerseTable,
} from './schema.js';
import { dialectOf, searchIndexFor } from './search/dialects.js';
import type { SearchDocument } from './search/text.js';

/** Rows per INSERT: keeps every statement under SQLite's 32 766 and PostgreSQL's 65 535 parameters. */
function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(30_000 / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

type Tx = Kysely<Database>;

/**
 * Everything the importer writes. Each replace* call runs in one transaction, so a reader sees either
 * the old or the new content of a riwaya or a book, never half of it, and a killed import leaves the old.
 */
export class ContentWriter {
  constructor(private readonly db: Kysely<Database>) {}

  async upsertRiwayat(rows: Insertable<RiwayaTable>[]): Promise<void> {
    for (const row of rows) {
      await this.db
        .insertInto('riwayat')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...row }))
        .execute();
    }
  }

  async upsertSuras(rows: Insertable<SuraTable>[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const row of rows) {
        await tx
          .insertInto('suras')
          .values(row)
          .onConflict((oc) => oc.column('number').doUpdateSet({ ...row }))
          .execute();
      }
    });
  }

  async upsertLanguages(rows: Insertable<LanguageTable>[]): Promise<void> {
    for (const row of rows) {
      await this.db
        .insertInto('languages')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('code')
            .doUpdateSet({ name: row.name, native_name: row.native_name, direction: row.direction }),
        )
        .execute();
    }
  }

  async upsertAuthors(rows: Insertable<AuthorTable>[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const row of rows) {
        await tx
          .insertInto('authors')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet({ ...row }))
          .execute();
      }
    });
  }

  async upsertCategories(rows: Insertable<CategoryTable>[]): Promise<void> {
    for (const row of rows) {
      await this.db
        .insertInto('categories')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...row }))
        .execute();
    }
  }

  async upsertCenturyCategories(rows: Insertable<CenturyCategoryTable>[]): Promise<void> {
    for (const row of rows) {
      await this.db
        .insertInto('century_categories')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...row }))
        .execute();
    }
  }

  /**
   * Replaces the whole text of one riwaya (and its map to Hafs numbering) atomically. Its search index
   * is rebuilt inside the same transaction (search/dialects.ts indexRiwaya).
   */
  async replaceVerses(
    riwayaId: number,
    verses: Insertable<VerseTable>[],
    verseMap: Insertable<VerseMapTable>[],
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('verse_map').where('riwaya_id', '=', riwayaId).execute();
      await tx.deleteFrom('verses').where('riwaya_id', '=', riwayaId).execute();
      for (const part of chunks(verses, 10)) await tx.insertInto('verses').values(part).execute();
      for (const part of chunks(verseMap, 6)) await tx.insertInto('verse_map').values(part).execute();
      await searchIndexFor(dialectOf(tx)).indexRiwaya(tx, riwayaId);
    });
  }

  /** Replaces the Quran's morphology table (one row per written word of the Hafs text) atomically. */
  async replaceQuranWords(rows: Insertable<QuranWordTable>[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('quran_words').execute();
      for (const part of chunks(rows, 10)) await tx.insertInto('quran_words').values(part).execute();
    });
  }

  /**
   * Rebuilds the whole search index (verses and books) in one transaction: the importer calls it when
   * the word analysis of packages/core changed since the index was built (meta search_analysis).
   */
  async rebuildSearchIndex(): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await searchIndexFor(dialectOf(tx)).reindexAll(tx);
    });
  }

  async bookVersion(bookId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('books')
      .select('content_version')
      .where('id', '=', bookId)
      .executeTakeFirst();
    return row?.content_version;
  }

  /**
   * Writes a book's reader-facing credits (attribution and rights), on every import: a book whose
   * content is unchanged is not replaced, yet its credits may be new (they came after its import).
   */
  async updateBookCredits(
    bookId: number,
    credits: Pick<BookTable, 'attribution_name' | 'attribution_url' | 'rights'>,
  ): Promise<void> {
    await this.db.updateTable('books').set(credits).where('id', '=', bookId).execute();
  }

  /**
   * Replaces one book (its row and all its entries) atomically. `documents`: the entries' search
   * documents (search/text searchDocument), in the same order, when the caller computed them already.
   */
  async replaceBook(
    book: Insertable<BookTable>,
    entries: Omit<Insertable<BookEntryTable>, 'book_id'>[],
    documents?: readonly SearchDocument[],
  ): Promise<void> {
    await this.db.transaction().execute(async (tx: Tx) => {
      await tx.deleteFrom('book_entries').where('book_id', '=', book.id).execute();
      await tx
        .insertInto('books')
        .values(book)
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...book }))
        .execute();
      const rows = entries.map((e) => ({ ...e, book_id: book.id }));
      for (const part of chunks(rows, 6)) await tx.insertInto('book_entries').values(part).execute();
      // Search index of the book, in the same transaction (the old rows left with the deleted entries).
      await searchIndexFor(dialectOf(tx)).indexBook(tx, book.id, documents);
    });
  }

  /**
   * Call before an import; call what it returns after it, even when the import failed. On SQLite,
   * a first import (no riwaya and no book yet) commits without waiting for the disk (synchronous =
   * OFF): on the full corpus it wrote 2.3 GB instead of 5.4 (WAL pages are rewritten in the page cache
   * between checkpoints instead of being flushed each time) and took ~10% less time. A crash of the
   * process loses nothing committed (the operating system holds the writes); only a power cut or an
   * operating-system crash during that first import could damage the file, which then holds nothing
   * but that import. At the end the WAL is checkpointed into the database file and synced, as
   * synchronous = NORMAL does. A database with content keeps NORMAL throughout.
   * On PostgreSQL the end merges the search index's pending rows (SearchIndex.settle).
   */
  async beginImport(): Promise<() => Promise<void>> {
    if (dialectOf(this.db) === 'postgres') return () => searchIndexFor('postgres').settle(this.db);
    const riwaya = await this.db.selectFrom('riwayat').select('id').limit(1).executeTakeFirst();
    const book = await this.db.selectFrom('books').select('id').limit(1).executeTakeFirst();
    if (riwaya || book) return async () => {};
    await sql`PRAGMA synchronous = OFF`.execute(this.db);
    return async () => {
      await sql`PRAGMA synchronous = NORMAL`.execute(this.db);
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(this.db);
    };
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
