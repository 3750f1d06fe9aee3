#!/usr/bin/env node
// Times a full import of the shared corpus into a new SQLite file (and a new PostgreSQL schema when
// DATABASE_URL points at one). Measured in the same run, as baselines:
//   - the floor: only reading, gunzipping and JSON-parsing every content file (what any importer pays);
//   - with `--baseline DIR`: the same import by another built checkout of this repository (e.g. a git
//     worktree of main after `tsc -b`), so that a change is compared with the code it replaces on the
//     same machine at the same time (the machine is shared: absolute times move with its load).
// Prints each import's time, its ratio to the floor, and the new code's ratio to the baseline code.
// Usage: npm run build && node bench/import/run.mjs [content-dir] [--baseline DIR] [--workers N]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import * as db from '@tafsir/db';
import * as importer from '@tafsir/importer';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { baseline: { type: 'string' }, workers: { type: 'string' } },
});
const contentDir = positionals[0] ? resolve(positionals[0]) : importer.defaultContentDir();
if (!contentDir) {
  console.error('no content folder: pass one or set CONTENT_DIR');
  process.exit(2);
}
const workers = values.workers === undefined ? undefined : Number(values.workers);

function floor() {
  const started = performance.now();
  let records = 0;
  for (const sub of ['quran', 'books']) {
    for (const name of readdirSync(join(contentDir, sub))) {
      if (!/\.jsonl(\.gz)?$/.test(name)) continue;
      const raw = readFileSync(join(contentDir, sub, name));
      const text = (name.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
      for (const line of text.split('\n')) {
        if (!line) continue;
        JSON.parse(line);
        records++;
      }
    }
  }
  return { seconds: (performance.now() - started) / 1000, records };
}

/** The @tafsir/db and @tafsir/importer of a built checkout. */
async function codeOf(dir) {
  const load = (pkg) => import(pathToFileURL(join(resolve(dir), 'packages', pkg, 'dist/index.js')).href);
  return { db: await load('db'), importer: await load('importer') };
}

async function timeImport(code, label, options, cleanup) {
  const database = await code.db.openDatabase(options);
  const started = performance.now();
  const summary = await code.importer.runImport({
    database,
    contentDir,
    force: true,
    workers,
    reporter: code.importer.createReporter({ quiet: true }),
  });
  const seconds = (performance.now() - started) / 1000;
  const books = summary.books.filter((b) => b.status === 'imported');
  console.log(
    `${label}: ${seconds.toFixed(1)} s, ${books.length} books, ${books.reduce((s, b) => s + b.entries, 0)} entries, content version ${summary.contentVersion}`,
  );
  await cleanup?.(database);
  await database.close();
  return seconds;
}

const base = floor();
console.log(`floor: read + gunzip + JSON.parse of ${base.records} records: ${base.seconds.toFixed(1)} s`);

const codes = [['new', { db, importer }]];
if (values.baseline) codes.unshift(['baseline', await codeOf(values.baseline)]);

const results = [];
const url = process.env.DATABASE_URL;
for (const [name, code] of codes) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    const s = await timeImport(code, `${name} sqlite`, { sqliteFile: join(dir, 'bench.sqlite') });
    results.push([name, 'sqlite', s]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (url?.startsWith('postgres')) {
    const schema = `bench_import_${name}_${Date.now()}`;
    const s = await timeImport(code, `${name} postgres`, { url, pgSchema: schema }, (h) =>
      code.db.dropPostgresSchema(h.db, schema),
    );
    results.push([name, 'postgres', s]);
  }
}
if (!url?.startsWith('postgres'))
  console.log('postgres: skipped (set DATABASE_URL=postgres://… to time it too)');

console.log('\nfull-corpus import times');
for (const [name, dialect, seconds] of results) {
  const baseline = results.find(([n, d]) => n === 'baseline' && d === dialect);
  const vsBaseline =
    name === 'new' && baseline ? `   new/baseline ${(seconds / baseline[2]).toFixed(2)}x` : '';
  console.log(
    `${`${name} ${dialect}`.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s   ratio to floor ${(seconds / base.seconds).toFixed(1)}x${vsBaseline}`,
  );
}
