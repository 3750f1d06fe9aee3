import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import type { DialectName } from './dialect.js';
import { migrateToLatest } from './migrations.js';

export type { DialectName } from './dialect.js';

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; anything else is ignored in favour of `sqliteFile`. */
  url?: string | undefined;
  /** SQLite file; defaults to data/tafsir.sqlite at the repository root. */
  sqliteFile?: string | undefined;
  /** PostgreSQL schema to use (created if missing); lets test files run side by side. */
  pgSchema?: string | undefined;
  /** Run migrations on open (default true). */
  migrate?: boolean;
  /** Maximum PostgreSQL pool size. */
  poolSize?: number;
}

export interface TafsirDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for log lines (password removed). */
  location: string;
  close(): Promise<void>;
  /** PostgreSQL pool counters for metrics (undefined on SQLite, which has no pool). */
  stats?(): PoolStats | undefined;
}

/** A snapshot of the PostgreSQL connection pool (pg's Pool counters). */
export interface PoolStats {
  /** Open connections, idle or busy. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

/** Repository root: this file is packages/db/{src,dist}/connection.{ts,js}. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_SQLITE_FILE = resolve(REPO_ROOT, 'data/tafsir.sqlite');

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<TafsirDatabase> {
  const handle = isPostgresUrl(options.url) ? await openPostgres(options.url, options) : openSqlite(options);
  if (options.migrate !== false) await migrateToLatest(handle.db, handle.dialect, options.pgSchema);
  return handle;
}

function openSqlite(options: DatabaseOptions): TafsirDatabase {
  const file = options.sqliteFile ?? DEFAULT_SQLITE_FILE;
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers (the API) go on while the importer writes; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<TafsirDatabase> {
  const schema = options.pgSchema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`invalid PostgreSQL schema name: ${schema}`);
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await client.end();
    }
  }
  // synchronize_seqscans off: a sequential scan always starts at the table's first page, so "the
  // first N matches" of a LIMIT without ORDER BY (search ranks the first ENTRY_TOTAL_CAP matches of a
  // broad query) are the same rows for every request, not wherever a concurrent scan happens to be.
  const settings = ['-c synchronize_seqscans=off', ...(schema ? [`-c search_path=${schema}`] : [])];
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: settings.join(' '),
  });
  // A dropped connection must not crash the process; the next query reports the error instead.
  pool.on('error', () => {});
  // A client checked out of the pool has no error listener: a connection lost then (PostgreSQL restarted,
  // network cut) would be an uncaught exception. Its query still fails and reports the error.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const location = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@') + (schema ? ` (schema ${schema})` : '');
  const max = options.poolSize ?? 10;
  const stats = (): PoolStats => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max,
  });
  return { db, dialect: 'postgres', location, close: () => db.destroy(), stats };
}
