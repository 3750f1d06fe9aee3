#!/usr/bin/env node
// Search benchmark (issues 4 and 19), run by hand over HTTP on the FULL corpus, both dialects.
//
// For each database it starts the built API (apps/api/dist/server.js) on a free loopback port with the
// answer cache off (ANSWER_CACHE_MB=0: every request reaches the database) and the rate limit off, then
//   1. latency: 10 concurrent clients send the query set below (bench queries + the public query set of
//      bench/search/query-set.mjs), 3 passes after a warm-up; p50/p95/max per request
//      (load shedding off for this part: CONTENT_CONCURRENCY=0, so no request is refused);
//   2. load: 200 concurrent clients send cache-busting searches (the same queries on rotating pages)
//      for 30 s to a server with the default load shedding; counts answers, 429s (with Retry-After),
//      5xx and client timeouts (10 s).
// The machine may be shared: the CPU time the API process (and, for PostgreSQL, the backends of its
// connections) spent per request in part 1 is printed too, with the load average — latency on a loaded
// machine says more about the other processes than about the search.
// Baseline in the same run: a linear scan in JavaScript of the same normalised texts (every query word a
// substring of the text), normalised once beforehand (not timed); the ratio scan/HTTP is printed.
// The HTTP floor is measured too: the same requests answered from the API's answer cache.
// Targets (issue 19): p95 ≤ 30 ms PostgreSQL, ≤ 10 ms SQLite; 0 timeouts under load.
//
// Usage: npm run import (full corpus → data/tafsir.sqlite), and a PostgreSQL import, then
//   npx tsc -b && node --max-old-space-size=4096 bench/search/run.mjs
//   env: SQLITE_FILE (default data/tafsir.sqlite), BENCH_PG_URL (postgres://…; unset: SQLite only),
//        BENCH_PG_SCHEMA (schema holding the imported tables), BENCH_LOAD_SECONDS (30), SKIP_SCAN=1
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { URLSearchParams, fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, parseSearchQuery, searchDocument } from '@tafsir/db';
import { QUERIES } from './queries.mjs';
import { processCpuMs } from '../proc-cpu.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const server = join(root, 'apps/api/dist/server.js');
const sqliteFile = resolve(process.env.SQLITE_FILE ?? join(root, 'data/tafsir.sqlite'));
const pgUrl = process.env.BENCH_PG_URL;
const pgSchema = process.env.BENCH_PG_SCHEMA;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
if (!existsSync(server)) {
  console.error('build first: npx tsc -b');
  process.exit(2);
}
if (!existsSync(sqliteFile)) {
  console.error(`no database at ${sqliteFile}: run "npm run import" first (or set SQLITE_FILE)`);
  process.exit(2);
}

const pathOf = ([keyword, o], page) => {
  const params = new URLSearchParams({
    keyword,
    per_page: '20',
    ...Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])),
  });
  if (page) params.set('page', String(page));
  return `/api/v1/search?${params}`;
};
/** CPU time (user + system, ms) of each process, from /proc (Linux; nothing elsewhere). */
function cpuMs(pids) {
  const out = new Map();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}
/** The PostgreSQL backends serving the API under test (its connections carry this application_name). */
const APP_NAME = 'search-bench';
async function backendPids() {
  if (!pgUrl) return [];
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
      APP_NAME,
    ]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}
const withAppName = (url) => `${url}${url.includes('?') ? '&' : '?'}application_name=${APP_NAME}`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** Starts the API on a free loopback port; resolves with its base URL and the child process. */
function startApi(env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [server], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '0',
        ANSWER_CACHE_MB: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolvePromise({ base: match[1], child });
    });
    child.on('exit', (code) => reject(new Error(`API exited with code ${code} before listening:\n${out}`)));
  });
}

/**
 * One GET on a kept-alive connection, as a browser asks (br/gzip accepted); the body is read, not
 * decoded. node:http rather than fetch: fetch cost the client ~2 ms of CPU per request, on the same
 * cores as the server, which put the floor of the figures at p95 ≈ 25 ms.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
function timed(url, timeoutMs = 10_000) {
  const t = performance.now();
  return new Promise((done) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        clearTimeout(timer);
        done({ ms: performance.now() - t, status: res.statusCode, retryAfter: res.headers['retry-after'] });
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      done({ ms: performance.now() - t, status: 'timeout' });
    }, timeoutMs);
    request.on('error', () => {
      clearTimeout(timer);
      done({ ms: performance.now() - t, status: 'error' });
    });
  });
}

/** `clients` workers take the next URL until `urls` is exhausted (or until `until`, cycling). */
async function drive(base, urls, clients, until) {
  const out = [];
  let next = 0;
  async function worker() {
    for (;;) {
      if (until ? performance.now() > until : next >= urls.length) return;
      const url = urls[next++ % urls.length];
      out.push(await timed(base + url));
    }
  }
  await Promise.all(Array.from({ length: clients }, worker));
  return out;
}

/** Every URL once, in order (fills the caches): each must answer 200. */
async function warmUp(name, base, urls) {
  for (const u of urls) {
    const r = await timed(base + u, 60_000);
    if (r.status !== 200) throw new Error(`${name}: ${u} answered ${r.status}`);
  }
}

/** The latency passes: every URL 3 times, 10 clients at once. */
async function passes(base, urls) {
  const runs = [];
  for (let pass = 0; pass < 3; pass++) runs.push(...(await drive(base, urls, 10)));
  return runs;
}

async function benchDialect(name, env) {
  // latency: load shedding off (every request answered, none refused); the load test uses the defaults
  const { base, child } = await startApi({ ...env, CONTENT_CONCURRENCY: '0' });
  let loadServer;
  try {
    const urls = QUERIES.map((q) => pathOf(q));
    await warmUp(name, base, urls);
    // CPU of the API process and of its PostgreSQL backends (those opened during the passes count whole)
    const cpuBefore = cpuMs([child.pid, ...(env.DATABASE_URL ? await backendPids() : [])]);
    const loadBefore = loadavg()[0];
    const runs = await passes(base, urls);
    const backends = env.DATABASE_URL ? await backendPids() : [];
    let cpu = 0;
    for (const [pid, ms] of cpuMs([child.pid, ...backends])) cpu += ms - (cpuBefore.get(pid) ?? 0);
    const cpuPerRequest = cpu / runs.length;
    const load = [loadBefore, loadavg()[0]];
    const bad = runs.filter((r) => r.status !== 200).length;
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    // per-query median (for the table and the ratio to the scan)
    const perQuery = urls.map(() => []);
    runs.forEach((r, i) => perQuery[i % urls.length].push(r.ms));
    const medians = perQuery.map((xs) => xs.sort((a, b) => a - b)[1] ?? xs[0]);

    // cache-busting load: rotating pages of the same queries, 200 clients
    const busting = [];
    for (let page = 1; page <= 5; page++) for (const q of QUERIES) busting.push(pathOf(q, page));
    child.kill('SIGTERM');
    loadServer = await startApi(env);
    const loaded = await drive(loadServer.base, busting, 200, performance.now() + loadSeconds * 1000);
    const count = (f) => loaded.filter(f).length;
    return {
      name,
      p50: pct(ms, 50),
      p95: pct(ms, 95),
      max: ms[ms.length - 1],
      requests: runs.length,
      bad,
      medians,
      cpuPerRequest,
      backends: backends.length,
      loadavg: load,
      load: {
        total: loaded.length,
        ok: count((r) => r.status === 200),
        tooMany: count((r) => r.status === 429),
        tooManyWithRetryAfter: count((r) => r.status === 429 && r.retryAfter),
        serverErrors: count((r) => typeof r.status === 'number' && r.status >= 500),
        timeouts: count((r) => r.status === 'timeout'),
        errors: count((r) => r.status === 'error'),
        p95: pct(
          loaded.map((r) => r.ms).sort((a, b) => a - b),
          95,
        ),
      },
    };
  } finally {
    child.kill('SIGTERM');
    loadServer?.child.kill('SIGTERM');
  }
}

/**
 * The HTTP floor: the same requests, 10 concurrent, answered from the API's answer cache (filled by a
 * first pass): what HTTP, routing, rate-limit bookkeeping and the cache lookup cost on this machine,
 * without any search. A p95 target below it cannot be met by the search alone.
 */
async function httpFloor() {
  const { base, child } = await startApi({
    SQLITE_FILE: sqliteFile,
    DATABASE_URL: '',
    ANSWER_CACHE_MB: '256',
    CONTENT_CONCURRENCY: '0',
  });
  try {
    const urls = QUERIES.map((q) => pathOf(q));
    await warmUp('HTTP floor', base, urls);
    const ms = (await passes(base, urls)).map((r) => r.ms).sort((a, b) => a - b);
    return { p50: pct(ms, 50), p95: pct(ms, 95) };
  } finally {
    child.kill('SIGTERM');
  }
}

const floor = await httpFloor();
const results = [await benchDialect('sqlite', { SQLITE_FILE: sqliteFile, DATABASE_URL: '' })];
if (pgUrl)
  results.push(
    await benchDialect('postgres', {
      DATABASE_URL: withAppName(pgUrl),
      ...(pgSchema ? { PG_SCHEMA: pgSchema } : {}),
    }),
  );
else console.error('BENCH_PG_URL unset: PostgreSQL not measured');

// --- linear scan baseline over the same texts (verses + every book entry), normalised once
let scanned;
if (!process.env.SKIP_SCAN) {
  console.error('normalising the corpus for the linear scan (not timed)…');
  const database = await openDatabase({ sqliteFile, migrate: false });
  const verses = (
    await database.db.selectFrom('verses').select(['riwaya_id', 'text', 'text_imlaei']).execute()
  ).map((v) => ({ riwaya: v.riwaya_id, text: searchDocument(v.text, v.text_imlaei).stem }));
  const entries = [];
  for (const b of await database.db.selectFrom('books').select('id').execute()) {
    const rows = await database.db
      .selectFrom('book_entries')
      .select('text')
      .where('book_id', '=', b.id)
      .execute();
    for (const r of rows) entries.push(searchDocument(r.text).stem);
  }
  await database.close();
  scanned = QUERIES.map(([keyword, o]) => {
    const tokens = parseSearchQuery(keyword).clauses.flatMap((c) => c.stems);
    const t = performance.now();
    if (o.filter !== 'enterpretation')
      for (const v of verses) if (v.riwaya === (o.rewaya_id ?? 10)) tokens.every((w) => v.text.includes(w));
    if (o.filter !== 'aya') for (const e of entries) tokens.every((w) => e.includes(w));
    return performance.now() - t;
  }).sort((a, b) => a - b);
}

console.log(
  `\nsearch over HTTP, answer cache off, ${QUERIES.length} queries × 3 passes, 10 concurrent clients`,
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(9)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  max ${fmt(r.max)}  (${r.requests} requests, ${r.bad} not 200)` +
      (scanned
        ? `  ratio scan/HTTP: p50 ×${(pct(scanned, 50) / r.p50).toFixed(0)}  p95 ×${(pct(scanned, 95) / r.p95).toFixed(0)}`
        : '') +
      `\n          CPU per request: ${r.cpuPerRequest.toFixed(1)} ms (API process${r.backends ? ` + ${r.backends} PostgreSQL backends` : ''}); load average ${r.loadavg.map((x) => x.toFixed(1)).join(' → ')}`,
  );
}
if (scanned)
  console.log(`linear scan in JS (same texts): p50 ${fmt(pct(scanned, 50))}  p95 ${fmt(pct(scanned, 95))}`);
console.log(
  `HTTP floor (the same requests answered from the API's answer cache): p50 ${fmt(floor.p50)}  p95 ${fmt(floor.p95)}`,
);
console.log(`\n${loadSeconds} s of 200 concurrent cache-busting searches (10 s client timeout)`);
for (const r of results) {
  const l = r.load;
  console.log(
    `${r.name.padEnd(9)} ${l.total} requests: ${l.ok} ok, ${l.tooMany} 429 (${l.tooManyWithRetryAfter} with Retry-After), ${l.serverErrors} 5xx, ${l.timeouts} timeouts, ${l.errors} errors; p95 ${fmt(l.p95)}`,
  );
}
const targets = { sqlite: 10, postgres: 30 };
for (const r of results)
  console.log(
    `target ${r.name} p95 ≤ ${targets[r.name]} ms: ${r.p95 <= targets[r.name] ? 'met' : 'NOT met'}; load timeouts: ${r.load.timeouts}`,
  );
if (process.env.BENCH_VERBOSE)
  for (const r of results)
    QUERIES.forEach((q, i) =>
      console.log(`${r.name} ${r.medians[i].toFixed(1).padStart(7)} ms  ${q[0]} ${JSON.stringify(q[1])}`),
    );
