#!/usr/bin/env node
// Times a full import of the shared corpus into a new SQLite file and a new PostgreSQL schema.
// Baseline, measured in the same run: only reading, gunzipping and JSON-parsing every content file
// (the floor any importer pays). Prints each import's time and its ratio to that baseline.
// Usage: npm run build && node bench/import/run.mjs [content-dir]   (PostgreSQL: DATABASE_URL=postgres://…)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dropPostgresSchema, openDatabase } from '@tafsir/db';
import { createReporter, defaultContentDir, formatSummary, runImport } from '@tafsir/importer';

const contentDir = process.argv[2] ? resolve(process.argv[2]) : defaultContentDir();
if (!contentDir) {
  console.error('no content folder: pass one or set CONTENT_DIR');
  process.exit(2);
}

function baseline() {
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

async function timeImport(label, options, cleanup) {
  const database = await openDatabase(options);
  const started = performance.now();
  const summary = await runImport({
    database,
    contentDir,
    force: true,
    reporter: createReporter({ quiet: true }),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n--- ${label}\n${formatSummary(summary)}`);
  await cleanup?.(database);
  await database.close();
  return seconds;
}

const base = baseline();
console.log(`baseline: read + gunzip + JSON.parse of ${base.records} records: ${base.seconds.toFixed(1)} s`);

const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const results = [];
try {
  results.push(['sqlite', await timeImport('sqlite', { sqliteFile: join(dir, 'bench.sqlite') })]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const url = process.env.DATABASE_URL;
if (url?.startsWith('postgres')) {
  const schema = `bench_import_${Date.now()}`;
  results.push([
    'postgres',
    await timeImport('postgres', { url, pgSchema: schema }, (h) => dropPostgresSchema(h.db, schema)),
  ]);
} else {
  console.log('\npostgres: skipped (set DATABASE_URL=postgres://… to time it too)');
}

console.log('\nfull-corpus import times');
for (const [name, seconds] of results) {
  console.log(
    `${name.padEnd(9)} ${seconds.toFixed(1).padStart(6)} s   ratio to baseline ${(seconds / base.seconds).toFixed(1)}x   target < 180 s: ${seconds < 180 ? 'met' : 'MISSED'}`,
  );
}
