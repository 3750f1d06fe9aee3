import { createRepositories, openDatabase } from '@tafsir/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DOCS_PREFIX } from './plugins/docs.js';

/**
 * Process entry: reads the environment (apps/api/README.md), opens the database (migrations run on
 * open), listens, and closes cleanly on SIGTERM/SIGINT (in-flight requests finish, then the pool closes).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const app = await buildApp({ repositories: createRepositories(database.db), config });
  app.log.info(`database: ${database.dialect} ${database.location}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  // One plain line for people and start scripts, whatever the log level.
  console.log(`Tafsir Compendium API listening on ${address} (docs: ${address}${DOCS_PREFIX})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
