#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { openDatabase } from '@tafsir/db';
import { defaultContentDir } from './content-dir.js';
import { runImport } from './import.js';
import { createReporter } from './reporter.js';
import { formatSummary } from './summary.js';

const USAGE = `Usage: npm run import -- [content-dir] [options]

Imports the embedded default content (npm quran-json + quran-meta) and, when given, a content folder
in the shared/data format. Re-running is safe: unchanged books are skipped, changed ones are replaced
atomically.

  content-dir            folder to import (default: $CONTENT_DIR, else ../shared/data when present)
  --no-content           import only the npm default content
  --books a,b,c          only these book slugs of the content folder
  --force                re-import books even when unchanged
  --workers N            threads reading and normalising books beside the writer (default: the
                         cores, up to 8; 0: all in one thread)
  --database-url URL     PostgreSQL URL (default: $DATABASE_URL; SQLite when absent)
  --sqlite-file FILE     SQLite file (default: $SQLITE_FILE, else data/tafsir.sqlite)
  --quiet                no progress output
  -h, --help             this help`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        'no-content': { type: 'boolean' },
        books: { type: 'string' },
        force: { type: 'boolean' },
        workers: { type: 'string' },
        'database-url': { type: 'string' },
        'sqlite-file': { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length > 1) {
    console.error(`expected at most one content folder\n\n${USAGE}`);
    return 2;
  }
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0 && workers <= 64)) {
    console.error(`--workers: expected a whole number from 0 to 64, got ${values.workers}\n\n${USAGE}`);
    return 2;
  }
  const contentDir = values['no-content']
    ? undefined
    : positionals[0]
      ? resolve(positionals[0])
      : defaultContentDir();
  const database = await openDatabase({
    url: values['database-url'] ?? process.env.DATABASE_URL,
    sqliteFile: values['sqlite-file'] ?? process.env.SQLITE_FILE,
  });
  const reporter = createReporter({ quiet: values.quiet ?? false });
  try {
    reporter.step(`database: ${database.dialect} ${database.location}`);
    reporter.step(`content: npm default${contentDir ? ` + ${contentDir}` : ''}`);
    const summary = await runImport({
      database,
      contentDir,
      books: values.books
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      force: values.force ?? false,
      workers,
      reporter,
    });
    if (!values.quiet) console.log(formatSummary(summary));
    return summary.books.some((b) => b.status === 'skipped') ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import failed: ${(error as Error).message ?? error}`);
    process.exit(1);
  },
);
