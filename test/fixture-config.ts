import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '@tafsir/db';

/**
 * The test corpus: the real shared content (all riwayat, the npm default translations and these real
 * books), imported once per run by test/global-setup.ts into SQLite and, when configured, PostgreSQL.
 */
export const FIXTURE_BOOKS = [
  'baghawi',
  'zamakhshari-kashshaf',
  'ibn-kathir',
  'jalalayn',
  'sadi',
  'wasit-tantawi',
  'muyassar',
  'mukhtasar-ar',
  'samarqandi-bahr-al-ulum',
  'en-saheeh',
  'en-ibn-kathir',
  'en-yusufali',
  'fr-hamidullah',
  'ur-junagarhi',
  'zh-majian',
];

export const FIXTURE_SQLITE_FILE = resolve(REPO_ROOT, 'data/test/fixture.sqlite');
// TEST_PG_SCHEMA lets two checkouts run their suites side by side on one PostgreSQL.
export const FIXTURE_PG_SCHEMA = process.env.TEST_PG_SCHEMA ?? 'test_fixture';

/** The shared corpus, when this checkout has it beside it (CONTENT_DIR overrides). */
export function sharedContentDir(): string | undefined {
  const dir = process.env.CONTENT_DIR
    ? resolve(process.env.CONTENT_DIR)
    : resolve(REPO_ROOT, '../shared/data');
  return existsSync(resolve(dir, 'quran/riwayat.json')) ? dir : undefined;
}

/** PostgreSQL URL for tests: TEST_DATABASE_URL, else DATABASE_URL when it is a postgres:// URL. */
export function testPostgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

export const inCI = () => process.env.CI === 'true' || process.env.CI === '1';
