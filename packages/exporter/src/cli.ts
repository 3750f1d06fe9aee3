#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { createRepositories, openDatabase } from '@tafsir/db';
import { exportAll } from './export.js';
import { resolveDownloadsDir } from './manifest.js';
import { pdfUnavailableReason } from './pdf.js';

const USAGE = `Usage: npm run export-books -- [options]

Generates the downloadable files of every book (EPUB 3, SQLite, JSON + gzip) from the database into
data/downloads/<book-id>/. Books whose files match their content_version are skipped.

  --books a,b,c          only these book ids or slugs
  --pdf                  also print a PDF of each book with Chromium ($CHROMIUM_PATH, else
                         /usr/bin/chromium); about a minute per 5 MB of text
  --force                regenerate even when unchanged
  --dir DIR              downloads folder (default: $DOWNLOADS_DIR, else data/downloads)
  --database-url URL     PostgreSQL URL (default: $DATABASE_URL; SQLite when absent)
  --sqlite-file FILE     SQLite file (default: $SQLITE_FILE, else data/tafsir.sqlite)
  --quiet                no per-book lines
  -h, --help             this help`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        books: { type: 'string' },
        force: { type: 'boolean' },
        pdf: { type: 'boolean' },
        dir: { type: 'string' },
        'database-url': { type: 'string' },
        'sqlite-file': { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.pdf) {
    const reason = pdfUnavailableReason();
    if (reason) {
      console.error(`export: cannot print PDFs: ${reason}`);
      return 2;
    }
  }
  const database = await openDatabase({
    url: values['database-url'] ?? process.env.DATABASE_URL,
    sqliteFile: values['sqlite-file'] ?? process.env.SQLITE_FILE,
  });
  const dir = resolveDownloadsDir(values.dir);
  const started = performance.now();
  try {
    if (!values.quiet) console.log(`export: ${database.dialect} ${database.location} → ${dir}`);
    const results = await exportAll(createRepositories(database.db), {
      dir,
      force: values.force ?? false,
      pdf: values.pdf ?? false,
      books: values.books
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      onBook: (r) => {
        if (r.status === 'failed') {
          console.error(`  FAILED    ${String(r.bookId).padStart(4)} ${r.slug}: ${r.error}`);
          return;
        }
        if (values.quiet || r.status === 'missing') return;
        const size = r.manifest ? Object.values(r.manifest.files).reduce((s, f) => s + f.bytes, 0) : 0;
        console.log(
          `  ${r.status === 'generated' ? 'generated' : 'unchanged'} ${String(r.bookId).padStart(4)} ${r.slug} ` +
            `(${r.entries} entries, ${(size / 1048576).toFixed(1)} MiB${r.status === 'generated' ? `, ${r.seconds.toFixed(1)} s` : ''})`,
        );
      },
    });
    const generated = results.filter((r) => r.status === 'generated').length;
    const failed = results.filter((r) => r.status === 'failed').length;
    console.log(
      `export: ${results.length} books, ${generated} generated, ${results.length - generated - failed} unchanged, ` +
        `${failed} failed ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    return failed ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`export failed: ${(error as Error).stack ?? error}`);
    process.exit(1);
  },
);
