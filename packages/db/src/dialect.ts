/**
 * The two databases the project runs on. Below connection.ts, migrations.ts and search/ so that each
 * of them can name a dialect without importing another (no import cycle).
 */
export type DialectName = 'sqlite' | 'postgres';
