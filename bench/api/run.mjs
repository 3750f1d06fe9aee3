#!/usr/bin/env node
/**
 * API benchmark (run by hand, not in CI):
 *
 *   npx tsc -b apps/api && node bench/api/run.mjs [--duration 10] [--connections 10] [--no-uncached]
 *
 * Starts the built API (apps/api/dist/server.js) on a loopback port against the imported database
 * (data/tafsir.sqlite, or SQLITE_FILE / DATABASE_URL), then measures with autocannon, in one run:
 *   1. books-content for 10 books on one verse (2:255): the API answer;
 *   2. the same JSON bytes served as a static file by the same server (BENCH_STATIC=1 route);
 *   3. (for information) books-content with the in-memory answer cache disabled, on a second server.
 * Prints req/s, p99 latency and the ratio API / static (target ≥ 0.5).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 10);
const withUncached = !args.includes('--no-uncached');

const server = join(root, 'apps/api/dist/server.js');
if (!existsSync(server)) {
  console.log('building apps/api …');
  const build = spawnSync('npx', ['tsc', '-b', 'apps/api'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const sqliteFile = process.env.SQLITE_FILE ?? join(root, 'data/tafsir.sqlite');
if (!process.env.DATABASE_URL && !existsSync(sqliteFile)) {
  console.error(
    `no database at ${sqliteFile}: run \`npm run import\` first (or set SQLITE_FILE / DATABASE_URL)`,
  );
  process.exit(1);
}

const staticDir = mkdtempSync(join(tmpdir(), 'tafsir-bench-'));
const children = [];

/** Starts the API; resolves with its base URL once it prints the listening line. */
function startApi(extraEnv) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [server], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SQLITE_FILE: sqliteFile,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '0',
        BENCH_STATIC: '1',
        BENCH_STATIC_DIR: staticDir,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolvePromise(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`API exited with code ${code} before listening:\n${out}`)));
  });
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(staticDir, { recursive: true, force: true });
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function measure(title, url) {
  // Warm-up (JIT, caches), then the measured run.
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
  if (r.non2xx || r.errors) throw new Error(`${title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    title,
    reqPerSec: r.requests.average,
    p99: r.latency.p99,
    throughputMB: r.throughput.average / 1e6,
  };
}

try {
  const base = await startApi({});
  const books = await (await fetch(`${base}/api/v1/books`)).json();
  const ids = [...books.enterpretation, ...books.translation].slice(0, 10).map((b) => b.id);
  if (ids.length < 10) throw new Error(`the database holds only ${ids.length} books; 10 are needed`);
  const path = `/api/v1/books-content?${ids.map((id) => `book_ids[]=${id}`).join('&')}&sura=2&aya=255`;
  const answer = await fetch(`${base}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  writeFileSync(join(staticDir, 'books-content.json'), bytes);
  const staticAnswer = Buffer.from(
    await (await fetch(`${base}/bench/static/books-content.json`)).arrayBuffer(),
  );
  if (!staticAnswer.equals(bytes)) throw new Error('the static file does not serve the same bytes');

  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : sqliteFile}`);
  console.log(
    `books ${ids.join(', ')} on 2:255: ${bytes.length} bytes of JSON (uncompressed), ${connections} connections, ${duration} s each\n`,
  );

  const results = [];
  results.push(await measure('books-content (API)', `${base}${path}`));
  results.push(await measure('same bytes, static file', `${base}/bench/static/books-content.json`));
  if (withUncached) {
    const uncachedBase = await startApi({ ANSWER_CACHE_MB: '0' });
    results.push(await measure('books-content, answer cache off', `${uncachedBase}${path}`));
  }

  const pad = (s, n) => String(s).padEnd(n);
  console.log(`${pad('', 34)}${pad('req/s', 12)}${pad('p99 ms', 10)}MB/s`);
  for (const r of results) {
    console.log(
      `${pad(r.title, 34)}${pad(r.reqPerSec.toFixed(0), 12)}${pad(r.p99, 10)}${r.throughputMB.toFixed(1)}`,
    );
  }
  const ratio = results[0].reqPerSec / results[1].reqPerSec;
  console.log(
    `\nratio API / static: ${ratio.toFixed(2)} (target ≥ 0.5)${ratio >= 0.5 ? '' : '  ← below target'}`,
  );
  if (withUncached)
    console.log(`ratio uncached API / static: ${(results[2].reqPerSec / results[1].reqPerSec).toFixed(2)}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  stopAll();
}
