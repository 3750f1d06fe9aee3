import { WORD_ANALYSIS_VERSION } from '@tafsir/core';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './dialect.js';
import { searchIndexFor } from './search/dialects.js';

/**
 * Schema migrations, run on every start. Each migration receives the dialect so that the few
 * differences (auto-increment ids, full-text search) stay here and the repositories stay common.
 */
type DialectMigration = (dialect: DialectName) => Migration;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

const initialSchema: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    const serialId = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema
      .createTable('riwayat')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name_ar', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('verse_count', 'integer', (c) => c.notNull())
      .addColumn('page_count', 'integer', (c) => c.notNull())
      .addColumn('font_family', 'text')
      .addColumn('font_file', 'text')
      .execute();

    await db.schema
      .createTable('suras')
      .addColumn('number', 'integer', (c) => c.primaryKey())
      .addColumn('name_ar', 'text', (c) => c.notNull())
      .addColumn('name_translit', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('ayas', 'integer', (c) => c.notNull())
      .addColumn('revelation', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('verses')
      .addColumn('riwaya_id', 'integer', (c) => c.notNull().references('riwayat.id').onDelete('cascade'))
      .addColumn('sura', 'integer', (c) => c.notNull())
      .addColumn('aya', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('text_normalized', 'text', (c) => c.notNull())
      .addColumn('page', 'integer', (c) => c.notNull())
      .addColumn('juz', 'integer', (c) => c.notNull())
      .addColumn('hizb', 'integer', (c) => c.notNull())
      .addColumn('rub', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('verses_pk', ['riwaya_id', 'sura', 'aya'])
      .execute();
    await db.schema.createIndex('verses_page_idx').on('verses').columns(['riwaya_id', 'page']).execute();

    await db.schema
      .createTable('verse_map')
      .addColumn('riwaya_id', 'integer', (c) => c.notNull().references('riwayat.id').onDelete('cascade'))
      .addColumn('sura', 'integer', (c) => c.notNull())
      .addColumn('aya', 'integer', (c) => c.notNull())
      .addColumn('hafs_sura', 'integer', (c) => c.notNull())
      .addColumn('hafs_aya_from', 'integer', (c) => c.notNull())
      .addColumn('hafs_aya_to', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('verse_map_pk', ['riwaya_id', 'sura', 'aya'])
      .execute();

    await db.schema
      .createTable('languages')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('native_name', 'text', (c) => c.notNull())
      .addColumn('direction', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('authors')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_ar', 'text')
      .addColumn('death_hijri', 'integer')
      .addColumn('death_ce', 'integer')
      .addColumn('bio', 'text')
      .addColumn('bio_lang', 'text')
      .addColumn('death_filled_by_hand', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('title_ar', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('century_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('title_ar', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('books')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('language_code', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('title_ar', 'text')
      .addColumn('author_id', 'integer', (c) => c.references('authors.id'))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
      .addColumn('intro', 'text')
      .addColumn('footnotes', 'text')
      .addColumn('source', 'text')
      .addColumn('license', 'text')
      .addColumn('content_version', 'text', (c) => c.notNull())
      .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verses_covered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('books_author_idx').on('books').column('author_id').execute();

    await db.schema
      .createTable('book_entries')
      .addColumn('id', serialId, (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
      .addColumn('sura', 'integer', (c) => c.notNull())
      .addColumn('aya_from', 'integer', (c) => c.notNull())
      .addColumn('aya_to', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('footnotes', 'text')
      .execute();
    // Covers "entries of these books on sura S whose range starts at or before aya A".
    await db.schema
      .createIndex('book_entries_verse_idx')
      .on('book_entries')
      .columns(['book_id', 'sura', 'aya_from'])
      .execute();

    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('download_counts')
      .addColumn('book_id', 'integer', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('download_counts_pk', ['book_id', 'format', 'month'])
      .execute();

    await db.schema
      .createTable('visitor_days')
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('visitor_days_pk', ['visitor', 'day'])
      .execute();
    await db.schema.createIndex('visitor_days_day_idx').on('visitor_days').column('day').execute();

    await db.schema
      .createTable('page_hits')
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('ref_id', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('page_hits_pk', ['page', 'ref_id', 'month'])
      .execute();
  },
});

/**
 * Full-text search (issue 4). Its structures were replaced by 0005 (issue 19), which drops whatever
 * this created on older databases; a new database has nothing to create here any more.
 */
const searchIndex: DialectMigration = () => ({
  async up() {},
});

/** User data (issue 7): developer apps and API keys, messages, idempotency of the counters. */
const userData: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    const serialId = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema
      .createTable('developer_apps')
      .addColumn('id', serialId, (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('app_name_key', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('website', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('api_keys')
      .addColumn('id', serialId, (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('app_id', 'integer', (c) => c.notNull().references('developer_apps.id').onDelete('cascade'))
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('api_keys_app_idx').on('api_keys').column('app_id').execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', serialId, (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('email', 'text')
      .addColumn('subject', 'text')
      .addColumn('message', 'text')
      .addColumn('proposed_text', 'text')
      .addColumn('original_text', 'text')
      .addColumn('book_id', 'integer')
      .addColumn('sura', 'integer')
      .addColumn('aya', 'integer')
      .addColumn('page_url', 'text')
      .addColumn('locale', 'text')
      .addColumn('request_id', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('mailed_at', 'text')
      .execute();
    await db.schema
      .createIndex('messages_kind_created_idx')
      .on('messages')
      .columns(['kind', 'created_at'])
      .execute();

    await db.schema
      .createTable('counter_requests')
      .addColumn('request_id', 'text', (c) => c.primaryKey())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('counter_requests_seen_idx')
      .on('counter_requests')
      .column('seen_at')
      .execute();
  },
});

/**
 * "Entries of these books covering verse A of sura S" filters on aya_to after seeking on aya_from:
 * with aya_to in the index that filter needs no table lookup of the (large) entry rows.
 */
const coveringVerseIndex: DialectMigration = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createIndex('book_entries_cover_idx')
      .on('book_entries')
      .columns(['book_id', 'sura', 'aya_from', 'aya_to'])
      .execute();
    await db.schema.dropIndex('book_entries_verse_idx').execute();
  },
});

/**
 * Search by words (issue 19): the imla'i text of the verses, the Quran's morphology (Quranic Arabic
 * Corpus: root, lemma and parts of speech of every word) and a new full-text index holding the
 * surface form and the stem of every word (search/dialects.ts), built from what is already imported.
 */
const wordSearch: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    const run = (statement: string) => sql.raw(statement).execute(db);
    if (dialect === 'sqlite') {
      for (const trigger of ['search_verses_ai', 'search_verses_ad', 'search_verses_au', 'search_entries_ad'])
        await run(`DROP TRIGGER IF EXISTS ${trigger}`);
      await run('DROP TABLE IF EXISTS search_verses');
      await run('DROP TABLE IF EXISTS search_entries');
    } else {
      await run('DROP INDEX IF EXISTS search_verses_tsv_idx');
      await run('DROP TABLE IF EXISTS search_entries');
    }
    await db.schema.alterTable('verses').addColumn('text_imlaei', 'text').execute();
    await db.schema
      .createTable('quran_words')
      .addColumn('sura', 'integer', (c) => c.notNull())
      .addColumn('aya', 'integer', (c) => c.notNull())
      .addColumn('word', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('root', 'text')
      .addColumn('root_normalized', 'text')
      .addColumn('lemma', 'text')
      .addColumn('lemma_normalized', 'text')
      .addColumn('lemma_id', 'text')
      .addColumn('segments', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('quran_words_pk', ['sura', 'aya', 'word'])
      .execute();
    await db.schema.createIndex('quran_words_root_idx').on('quran_words').column('root_normalized').execute();
    await db.schema
      .createIndex('quran_words_lemma_idx')
      .on('quran_words')
      .column('lemma_normalized')
      .execute();
    await searchIndexFor(dialect).create(db);
    // the index now holds this analysis: the importer rebuilds it only when the rules change
    await db
      .insertInto('meta')
      .values({ key: 'search_analysis', value: String(WORD_ANALYSIS_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(WORD_ANALYSIS_VERSION) }))
      .execute();
  },
});

/**
 * Reader-facing credits of a book (issue 32): the catalogue's `attribution` (name and address of the
 * digital text's site or publisher) and `rights` (one plain sentence). The raw `source`/`license`
 * notes stay in the table for maintainers and are never served.
 */
const bookCredits: DialectMigration = () => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('books').addColumn('attribution_name', 'text').execute();
    await db.schema.alterTable('books').addColumn('attribution_url', 'text').execute();
    await db.schema.alterTable('books').addColumn('rights', 'text').execute();
  },
});

const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_initial_schema': initialSchema,
  '0002_search': searchIndex,
  '0003_user_data': userData,
  '0004_covering_verse_index': coveringVerseIndex,
  '0005_word_search': wordSearch,
  '0006_book_credits': bookCredits,
};

class InlineMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(this.dialect)]));
  }
}

export async function migrateToLatest(db: AnyDb, dialect: DialectName, schema?: string): Promise<void> {
  // On PostgreSQL the bookkeeping tables must live in the same schema as the data: Kysely would
  // otherwise find another schema's tables through introspection and skip creating its own.
  const migrator = new Migrator({
    db,
    provider: new InlineMigrationProvider(dialect),
    ...(dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** Tests on PostgreSQL each use their own schema; this removes one with everything in it. */
export async function dropPostgresSchema(db: AnyDb, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db);
}
