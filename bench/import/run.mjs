#!/usr/bin/env node
// Times a full import of the shared corpus into a new SQLite file (and a new PostgreSQL schema when
// DATABASE_URL points at one). Measured in the same run, as baselines:
//   - the floor: only reading, gunzipping and JSON-parsing every content file (what any importer pays);
//   - with `--baseline DIR`: the same import by another built checkout of this repository (e.g. a git
//     worktree of main after `tsc -b`), so that a change is compared with the code it replaces on the
//     same machine at the same time (the machine is shared: absolute times move with its load).
// Prints each import's time, its ratio to the floor, and the new code's ratio to the baseline code.
// Also printed: the bytes this process wrote to disk (Linux /proc/self/io) and the database's size, since
// write amplification (WAL, then checkpoint, then FTS5 segment merges) is much of an import's cost.
// Usage: npm run build && node bench/import/run.mjs [content-dir] [--baseline DIR] [--workers N] [--books a,b]
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import * as db from '@tafsir/db';
import * as importer from '@tafsir/importer';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { baseline: { type: 'string' }, workers: { type: 'string' }, books: { type: 'string' } },
});
const contentDir = positionals[0] ? resolve(positionals[0]) : importer.defaultContentDir();
if (!contentDir) {
  console.error('no content folder: pass one or set CONTENT_DIR');
  process.exit(2);
}
const workers = values.workers === undefined ? undefined : Number(values.workers);
/** A subset of the books (slugs), for quicker comparisons; all when absent. */
const books = values.books?.split(',').filter(Boolean);

function floor() {
  const started = performance.now();
  let records = 0;
  for (const sub of ['quran', 'books']) {
    for (const name of readdirSync(join(contentDir, sub))) {
      if (!/\.jsonl(\.gz)?$/.test(name)) continue;
      if (books && sub === 'books' && !books.includes(name.replace(/\.jsonl(\.gz)?$/, ''))) continue;
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

/**
 * CPU seconds of this process (every thread) and of its main thread (Linux /proc; null elsewhere).
 * The machine is shared: wall time grows with the others' load, CPU time much less. The main thread's
 * CPU time is what an import cannot spread over more cores (the database writes).
 */
function cpu() {
  const { user, system } = process.cpuUsage();
  let main = null;
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    main = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (USER_HZ 100)
  } catch {
    main = null;
  }
  return { all: (user + system) / 1e6, main };
}

/** Bytes this process has caused to be written to storage so far (Linux; null elsewhere). */
function writtenBytes() {
  try {
    return Number(/^write_bytes: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1] ?? NaN);
  } catch {
    return null;
  }
}

async function timeImport(code, label, options, cleanup) {
  const database = await code.db.openDatabase(options);
  const cpuBefore = cpu();
  const writtenBefore = writtenBytes();
  const started = performance.now();
  const summary = await code.importer.runImport({
    database,
    contentDir,
    books,
    force: true,
    workers,
    reporter: code.importer.createReporter({ quiet: true }),
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpu();
  const cpuAll = cpuAfter.all - cpuBefore.all;
  const cpuMain = cpuAfter.main === null ? null : cpuAfter.main - cpuBefore.main;
  const imported = summary.books.filter((b) => b.status === 'imported');
  await cleanup?.(database);
  await database.close();
  // after close: the last checkpoint of SQLite's WAL is written then
  const written = writtenBefore === null ? null : (writtenBytes() - writtenBefore) / 1e9;
  const size = options.sqliteFile ? statSync(options.sqliteFile).size / 1e9 : null;
  console.log(
    `${label}: ${seconds.toFixed(1)} s wall, CPU ${cpuAll.toFixed(1)} s (main thread ${cpuMain?.toFixed(1) ?? 'n/a'} s), ` +
      `${imported.length} books, ${imported.reduce((s, b) => s + b.entries, 0)} entries, content version ${summary.contentVersion}, ` +
      `written ${written?.toFixed(2) ?? 'n/a'} GB${size === null ? '' : `, file ${size.toFixed(2)} GB`}`,
  );
  return { seconds, cpuAll, cpuMain, written };
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

console.log(
  `\n${books ? `${books.length}-book` : 'full-corpus'} import times (wall; CPU of all threads; CPU of the main thread; GB written)`,
);
for (const [name, dialect, t] of results) {
  const baseline = results.find(([n, d]) => n === 'baseline' && d === dialect)?.[2];
  const ratio = (a, b) => (a === null || b === null ? 'n/a' : `${(a / b).toFixed(2)}x`);
  const vsBaseline =
    name === 'new' && baseline
      ? `   new/baseline: wall ${ratio(t.seconds, baseline.seconds)}, CPU ${ratio(t.cpuAll, baseline.cpuAll)}, main thread ${ratio(t.cpuMain, baseline.cpuMain)}`
      : '';
  console.log(
    `${`${name} ${dialect}`.padEnd(18)} ${t.seconds.toFixed(1).padStart(6)} s   CPU ${t.cpuAll.toFixed(1).padStart(6)} s   main ${t.cpuMain?.toFixed(1).padStart(6) ?? '   n/a'} s   ${t.written?.toFixed(2) ?? 'n/a'} GB   wall/floor ${(t.seconds / base.seconds).toFixed(1)}x${vsBaseline}`,
  );
}
