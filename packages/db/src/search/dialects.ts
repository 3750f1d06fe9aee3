import { PostgresAdapter } from 'kysely';
import type { DialectName } from '../dialect.js';
import { PostgresSearchIndex } from './postgres.js';
import type { AnyDb, SearchIndex } from './search-index.js';
import { SqliteSearchIndex } from './sqlite.js';

/**
 * The search index of each dialect behind SearchIndex (search-index.ts: the interface and what both
 * share; sqlite.ts: FTS5; postgres.ts: full-text search).
 */
export * from './search-index.js';

const sqliteIndex = new SqliteSearchIndex();
const postgresIndex = new PostgresSearchIndex();

export function searchIndexFor(dialect: DialectName): SearchIndex {
  return dialect === 'postgres' ? postgresIndex : sqliteIndex;
}

/** The dialect of a Kysely instance (the writer and the repositories only hold the Kysely object). */
export function dialectOf(db: AnyDb): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
