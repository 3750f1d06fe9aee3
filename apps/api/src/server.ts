import { createRepositories, createSearchThreads, openDatabase } from '@tafsir/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { exitOnSignals } from './lib/shutdown.js';
import { DOCS_PREFIX } from './plugins/docs.js';

/**
 * Process entry: reads the environment (README, "Configuration"), opens the database (migrations run
 * on open), listens, and stops gracefully on SIGTERM/SIGINT: no new connections, in-flight requests
 * finish, then the pool closes; after SHUTDOWN_TIMEOUT_MS the process exits anyway (lib/shutdown.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    pgSchema: config.pgSchema,
    poolSize: config.dbPoolSize,
  });
  // SQLite searches off the event loop (packages/db search/threads.ts)
  const searchThreads =
    database.dialect === 'sqlite' && database.location !== ':memory:' && config.searchThreads > 0
      ? createSearchThreads(database.location, config.searchThreads, config.searchThreadHeapMb)
      : undefined;
  const repositories = createRepositories(database.db, {
    counters: { flushMs: config.counterFlushMs, maxPending: config.counterBatchMax },
    search: searchThreads,
  });
  const app = await buildApp({ repositories, database, config });
  if (searchThreads) app.addHook('onClose', () => searchThreads.close());
  app.log.info(
    `database: ${database.dialect} ${database.location}` +
      (searchThreads ? `, search in ${searchThreads.threads} threads` : ''),
  );
  exitOnSignals(app, database, config.shutdownTimeoutMs);

  const address = await app.listen({ port: config.port, host: config.host });
  // One plain line for people and start scripts, whatever the log level.
  console.log(`Tafsir Compendium API listening on ${address} (docs: ${address}${DOCS_PREFIX})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
