// Imports the test corpus into the fixture databases. Run by global-setup.ts in a child process with
// tsx and the "source" export condition, so that it always uses the packages' current sources
// (vitest's global setup would otherwise load their built dist/, which may be stale).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase, type TafsirDatabase } from '@tafsir/db';
import { createReporter, runImport } from '@tafsir/importer';
import {
  FIXTURE_BOOKS,
  FIXTURE_PG_SCHEMA,
  FIXTURE_SQLITE_FILE,
  inCI,
  sharedContentDir,
  testPostgresUrl,
} from './fixture-config.js';

async function importInto(database: TafsirDatabase, label: string): Promise<void> {
  const started = performance.now();
  const contentDir = sharedContentDir();
  const summary = await runImport({
    database,
    contentDir,
    books: FIXTURE_BOOKS,
    reporter: createReporter({ quiet: true }),
  });
  const skipped = summary.books.filter((b) => b.status === 'skipped');
  if (skipped.length) {
    throw new Error(
      `fixture import skipped books: ${skipped.map((b) => `${b.slug} (${b.reason})`).join(', ')}`,
    );
  }
  const imported = summary.books.filter((b) => b.status === 'imported').length;
  console.log(
    `[fixture] ${label}: ${summary.books.length} books (${imported} imported now), ${summary.riwayat.length} riwayat, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s${contentDir ? '' : ' — npm default only: ../shared/data is absent'}`,
  );
}

if (!sharedContentDir() && inCI())
  throw new Error('CI=true but the shared corpus (../shared/data or CONTENT_DIR) is missing');
mkdirSync(dirname(FIXTURE_SQLITE_FILE), { recursive: true });
const sqlite = await openDatabase({ sqliteFile: FIXTURE_SQLITE_FILE });
try {
  await importInto(sqlite, 'sqlite');
} finally {
  await sqlite.close();
}
const url = testPostgresUrl();
if (url) {
  const pg = await openDatabase({ url, pgSchema: FIXTURE_PG_SCHEMA });
  try {
    await importInto(pg, 'postgres');
  } finally {
    await pg.close();
  }
} else if (inCI()) {
  throw new Error(
    'CI=true but DATABASE_URL (PostgreSQL) is not set: the suite must also run on PostgreSQL in CI',
  );
} else {
  console.log(
    '[fixture] postgres: skipped — set DATABASE_URL=postgres://… to run the suite on PostgreSQL too',
  );
}
