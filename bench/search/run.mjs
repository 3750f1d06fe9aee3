#!/usr/bin/env node
// Search benchmark (issues 4, 19 and 34), run by hand over HTTP on the FULL corpus, both dialects.
//
// For each database, and for this checkout and (BASELINE=<built checkout>) another one in the same
// run, it starts the built API (apps/api/dist/server.js) on a free loopback port with the answer cache
// off (ANSWER_CACHE_MB=0: every request reaches the database), the rate limit and load shedding off,
// warms it with a few queries of its own (not the measured ones), then
//   1. single client, distinct queries: every query of bench/search/queries.mjs (bench queries + the
//      public query set) once, one after the other; p50/p95/max of the Quran searches (filter=aya)
//      and of the searches over the books (filter=all or enterpretation) apart;
//   2. 10 concurrent clients for BENCH_SECONDS (20) over the same queries on other pages (distinct
//      requests again): searches per second and CPU per search (the API process, plus for PostgreSQL
//      the backends of its connections).
// The floor, measured in the same run on this checkout: the same requests answered from the API's
// answer cache (what HTTP, routing and the cache lookup cost here, without any search), single client
// and 10 concurrent; parts 1 and 2 are printed beside it, part 2 as ratios to it.
// Targets (issue 34): single client p95 ≤ 25 ms for Quran searches and ≤ 40 ms over the books on
// SQLite; PostgreSQL ≤ 2× SQLite.
//
// Usage: npm run import (full corpus → data/tafsir.sqlite), and for PostgreSQL an import into a
// database of its own, then
//   npx tsc -b && node bench/search/run.mjs
//   env: SQLITE_FILE (default data/tafsir.sqlite), BENCH_PG_URL (postgres://…; unset: SQLite only),
//        BENCH_PG_SCHEMA (schema holding the imported tables), BASELINE (a checkout built with
//        `npx tsc -b`, measured in the same run), BENCH_SECONDS (20), BENCH_VERBOSE=1 (every query)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { URLSearchParams, fileURLToPath } from 'node:url';
import pg from 'pg';
import { QUERIES } from './queries.mjs';
import { processCpuMs } from '../proc-cpu.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sqliteFile = resolve(process.env.SQLITE_FILE ?? join(root, 'data/tafsir.sqlite'));
const pgUrl = process.env.BENCH_PG_URL;
const pgSchema = process.env.BENCH_PG_SCHEMA;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const checkouts = [
  { label: 'this checkout', dir: root },
  ...(process.env.BASELINE ? [{ label: 'baseline', dir: resolve(process.env.BASELINE) }] : []),
];
for (const c of checkouts) {
  if (!existsSync(join(c.dir, 'apps/api/dist/server.js'))) {
    console.error(`${c.dir}: build first (npx tsc -b)`);
    process.exit(2);
  }
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
const isQuran = ([, o]) => o.filter === 'aya';
/** Warm-up queries, none of them measured: they load the databases' pages, not the measured answers. */
const WARM = [
  ['السماوات والأرض', {}],
  ['رسول', { filter: 'aya' }],
  ['night', {}],
  ['قال قتادة', { filter: 'enterpretation' }],
  ['Paradis', {}],
];

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
async function backendPids(usesPg) {
  if (!usesPg) return [];
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
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s[s.length - 1] };
};

/** Starts an API on a free loopback port; resolves with its base URL and the child process. */
function startApi(dir, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(dir, 'apps/api/dist/server.js')], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '0',
        CONTENT_CONCURRENCY: '0',
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
 * cores as the server.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function timed(url, timeoutMs = 30_000) {
  const t = performance.now();
  return new Promise((done) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        clearTimeout(timer);
        done({ ms: performance.now() - t, status: res.statusCode });
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

/** Each URL once, one after the other; every answer must be 200. */
async function sequential(name, base, urls) {
  const out = [];
  for (const u of urls) {
    const r = await timed(base + u);
    if (r.status !== 200) throw new Error(`${name}: ${u} answered ${r.status}`);
    out.push(r.ms);
  }
  return out;
}

/**
 * `clients` at once for `seconds`, cycling through `urls`: searches per second, and the CPU the
 * server's processes spent per search.
 */
async function concurrent(base, urls, pids, clients = 10) {
  const before = cpuMs(await pids());
  let next = 0;
  let answered = 0;
  let bad = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  async function worker() {
    while (performance.now() < until) {
      const r = await timed(base + urls[next++ % urls.length]);
      if (r.status === 200) answered++;
      else bad++;
    }
  }
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - start) / 1000;
  let cpu = 0;
  for (const [pid, ms] of cpuMs(await pids())) cpu += ms - (before.get(pid) ?? 0);
  return { perSecond: answered / elapsed, cpuPerSearch: cpu / Math.max(1, answered), bad };
}

const measured = QUERIES.map((q) => pathOf(q));
const quran = QUERIES.map(isQuran);
// part 2: the same queries on pages 2 to 4, distinct requests from part 1's
const rotating = [2, 3, 4].flatMap((page) => QUERIES.map((q) => pathOf(q, page)));

async function benchServer(checkout, name, env) {
  const { base, child } = await startApi(checkout.dir, env);
  try {
    await sequential(
      name,
      base,
      [1, 2].flatMap((page) => WARM.map((q) => pathOf(q, page))),
    );
    const load = [loadavg()[0]];
    const ms = await sequential(name, base, measured);
    const single = {
      quran: stats(ms.filter((_, i) => quran[i])),
      books: stats(ms.filter((_, i) => !quran[i])),
    };
    const pids = async () => [child.pid, ...(await backendPids(!!env.DATABASE_URL))];
    const many = await concurrent(base, rotating, pids);
    load.push(loadavg()[0]);
    return { name: `${name}, ${checkout.label}`, single, many, load, perQuery: ms };
  } finally {
    child.kill('SIGTERM');
  }
}

/** The floor: the same requests answered from the answer cache (filled by a first pass). */
async function floor() {
  const { base, child } = await startApi(root, {
    SQLITE_FILE: sqliteFile,
    DATABASE_URL: '',
    ANSWER_CACHE_MB: '256',
  });
  try {
    await sequential('floor', base, [...measured, ...rotating]);
    const ms = await sequential('floor', base, measured);
    const many = await concurrent(base, rotating, async () => [child.pid]);
    return { single: stats(ms), many };
  } finally {
    child.kill('SIGTERM');
  }
}

const dialects = [{ name: 'sqlite', env: { SQLITE_FILE: sqliteFile, DATABASE_URL: '' } }];
if (pgUrl)
  dialects.push({
    name: 'postgres',
    env: { DATABASE_URL: withAppName(pgUrl), ...(pgSchema ? { PG_SCHEMA: pgSchema } : {}) },
  });
else console.error('BENCH_PG_URL unset: PostgreSQL not measured');

const base = await floor();
const results = [];
for (const d of dialects) for (const c of checkouts) results.push(await benchServer(c, d.name, d.env));

const line = (s) => `p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  max ${fmt(s.max)}  (${s.n})`;
console.log(
  `\nsearch over HTTP on ${sqliteFile}${pgUrl ? ' and PostgreSQL' : ''}, answer cache off, ${QUERIES.length} distinct queries`,
);
console.log(`floor (the same requests from the answer cache): single client ${line(base.single)}`);
console.log(
  `      10 concurrent: ${base.many.perSecond.toFixed(0)} requests/s, ${base.many.cpuPerSearch.toFixed(2)} ms CPU per request`,
);
for (const r of results) {
  console.log(`\n${r.name} (load average ${r.load.map((x) => x.toFixed(1)).join(' → ')})`);
  console.log(`  single client, Quran searches:     ${line(r.single.quran)}`);
  console.log(`  single client, searches over books: ${line(r.single.books)}`);
  console.log(
    `  10 concurrent: ${r.many.perSecond.toFixed(1)} searches/s (${(r.many.perSecond / base.many.perSecond).toFixed(3)}× the floor), ` +
      `${r.many.cpuPerSearch.toFixed(1)} ms CPU per search (${(r.many.cpuPerSearch / base.many.cpuPerSearch).toFixed(0)}× the floor)` +
      (r.many.bad ? `, ${r.many.bad} not 200` : ''),
  );
}
const sqlite = results.find((r) => r.name === 'sqlite, this checkout');
const postgres = results.find((r) => r.name === 'postgres, this checkout');
console.log('\ntargets (issue 34), this checkout:');
console.log(
  `  SQLite Quran p95 ≤ 25 ms: ${sqlite.single.quran.p95 <= 25 ? 'met' : 'NOT met'}; over books p95 ≤ 40 ms: ${sqlite.single.books.p95 <= 40 ? 'met' : 'NOT met'}`,
);
if (postgres)
  console.log(
    `  PostgreSQL ≤ 2× SQLite: Quran ${(postgres.single.quran.p95 / sqlite.single.quran.p95).toFixed(2)}×, over books ${(postgres.single.books.p95 / sqlite.single.books.p95).toFixed(2)}×`,
  );
if (process.env.BENCH_VERBOSE)
  for (const r of results)
    QUERIES.forEach((q, i) =>
      console.log(`${r.name} ${r.perQuery[i].toFixed(1).padStart(7)} ms  ${q[0]} ${JSON.stringify(q[1])}`),
    );
