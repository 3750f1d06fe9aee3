import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgresSchema, openDatabase, type DialectName, type TafsirDatabase } from '@tafsir/db';
import {
  FIXTURE_PG_SCHEMA,
  FIXTURE_SQLITE_FILE,
  inCI,
  sharedContentDir,
  testPostgresUrl,
} from './fixture-config.js';

export { FIXTURE_BOOKS, inCI, sharedContentDir } from './fixture-config.js';

export interface FixtureTarget {
  name: DialectName;
  /** Set when this database is not available here; the suite is skipped with this reason printed. */
  skipReason?: string;
  /** The database imported by the global setup (shared by the run: write only relative counters). */
  open(): Promise<TafsirDatabase>;
  /** A new empty database (migrated), removed by the returned close(). */
  scratch(): Promise<TafsirDatabase>;
}

function postgresSkipReason(): string | undefined {
  if (testPostgresUrl()) return undefined;
  const reason = 'PostgreSQL not configured (set DATABASE_URL=postgres://…)';
  if (inCI()) throw new Error(`CI=true: ${reason}`);
  return reason;
}

/** SQLite always; PostgreSQL when DATABASE_URL points at one (required under CI=true). */
export function fixtureTargets(): FixtureTarget[] {
  const pgSkip = postgresSkipReason();
  return [
    {
      name: 'sqlite',
      open: () => openDatabase({ sqliteFile: FIXTURE_SQLITE_FILE }),
      async scratch() {
        const dir = mkdtempSync(join(tmpdir(), 'tafsir-test-'));
        const handle = await openDatabase({ sqliteFile: join(dir, 'scratch.sqlite') });
        return {
          ...handle,
          close: async () => {
            await handle.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      name: 'postgres',
      ...(pgSkip ? { skipReason: pgSkip } : {}),
      open: () => openDatabase({ url: testPostgresUrl(), pgSchema: FIXTURE_PG_SCHEMA, poolSize: 4 }),
      async scratch() {
        const schema = `test_scratch_${randomBytes(6).toString('hex')}`;
        const handle = await openDatabase({ url: testPostgresUrl(), pgSchema: schema, poolSize: 4 });
        return {
          ...handle,
          close: async () => {
            await dropPostgresSchema(handle.db, schema);
            await handle.close();
          },
        };
      },
    },
  ];
}

/** Skip reason for tests that need the shared corpus (absent on a fresh clone without ../shared). */
export function corpusSkipReason(): string | undefined {
  if (sharedContentDir()) return undefined;
  if (inCI()) throw new Error('CI=true: the shared corpus is missing');
  return 'the shared corpus (../shared/data) is absent';
}
