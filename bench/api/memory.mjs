#!/usr/bin/env node
/* global setInterval, clearInterval */
// API memory under search load (issue 31), run by hand on the FULL corpus:
//
//   npx tsc -b && node bench/api/memory.mjs [--seconds 600] [--clients 10] [--every 30]
//   env: SQLITE_FILE (default data/e2e/corpus.sqlite, which e2e/run.mjs imports), and any API setting
//        to compare (SEARCH_THREADS=0, SEARCH_THREAD_HEAP_MB=4096, ANSWER_CACHE_MB=0, MALLOC_ARENA_MAX=2)
//        — passed to the API.
//
// Starts the built API (apps/api/dist/server.js) on a free loopback port, rate limit off, everything
// else as shipped, and sends cache-busting searches (rotating keywords, pages, page sizes and filters:
// nearly every one misses the answer cache and reaches the database) from N clients back to back.
// Every --every seconds it prints the API process's resident memory from /proc (RSS, of which anonymous
// — malloc'd: SQLite's page caches, FTS5 buffers, V8's heap — and file-backed — mapped files, the
// binary) and the searches answered. The floor, measured in the same run before the load: the RSS of the same API idle
// after start-up and one search.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 600);
const clients = option('clients', 10);
const every = option('every', 30);
const sqliteFile = resolve(process.env.SQLITE_FILE ?? join(root, 'data/e2e/corpus.sqlite'));

const KEYWORDS = [
  'الرحمن',
  'الرحيم',
  'الصلاة',
  'الزكاة',
  'رحمة',
  'الصبر',
  'الجنة',
  'النار',
  'موسى',
  'عيسى',
  'إبراهيم',
  'نوح',
  'يوسف',
  'الكتاب',
  'الحكمة',
  'النور',
  'قال مجاهد',
  'ابن عباس',
  'mercy',
  'prayer',
  'paradise',
  'Moses',
  'Abraham',
  'miséricorde',
  'rahmat',
  'صراط*',
  'root:رحم',
  'lemma:كتاب',
  '"الصراط المستقيم"',
];

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/** Resident memory of a process in MiB: total, anonymous and file-backed (/proc/PID/status). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
function get(port, path) {
  return new Promise((ok) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode));
    });
    req.on('error', () => ok(0));
    req.setTimeout(30_000, () => req.destroy());
  });
}

// A fixed pseudo-random sequence (the same searches in every run): keyword, page, page size, filter.
let seed = 31;
/** xorshift32: exact in 32-bit integer arithmetic (a multiplicative generator in doubles loses bits). */
const pick = (n) => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
};
function nextSearch() {
  const keyword = KEYWORDS[pick(KEYWORDS.length)];
  const page = 1 + pick(50);
  const perPage = 5 + pick(46);
  const filter = ['all', 'aya', 'enterpretation'][pick(3)];
  return `/api/v1/search?keyword=${encodeURIComponent(keyword)}&page=${page}&per_page=${perPage}&filter=${filter}`;
}

const port = await freePort();
const api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SQLITE_FILE: sqliteFile,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const deadline = Date.now() + 60_000;
for (;;) {
  if ((await get(port, '/api/health')) === 200) break;
  if (Date.now() > deadline || api.exitCode !== null) throw new Error('the API did not start');
  await new Promise((r) => setTimeout(r, 250));
}
await get(port, nextSearch());
const floor = memoryOf(api.pid);
const settings = [
  'SEARCH_THREADS',
  'SQLITE_CACHE_MB',
  'MALLOC_ARENA_MAX',
  'ANSWER_CACHE_MB',
  'CONTENT_CONCURRENCY',
]
  .filter((k) => process.env[k] !== undefined)
  .map((k) => `${k}=${process.env[k]}`);
console.log(
  `API memory under search load: ${clients} clients × ${seconds} s on ${sqliteFile}` +
    (settings.length ? ` (${settings.join(' ')})` : ''),
);
const fmt = (m) => `RSS ${m.rss.toFixed(0)} MiB (anon ${m.anon.toFixed(0)}, file ${m.file.toFixed(0)})`;
console.log(`floor (idle after start-up and one search): ${fmt(floor)}`);

const statuses = new Map();
const started = Date.now();
const stopAt = started + seconds * 1000;
let answered = 0;
let peak = floor;
const sampler = setInterval(() => {
  const m = memoryOf(api.pid);
  if (m.rss > peak.rss) peak = m;
  console.log(
    `${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${fmt(m)}  searches ${answered}`,
  );
}, every * 1000);
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (Date.now() < stopAt) {
      const status = await get(port, nextSearch());
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      answered++;
    }
  }),
);
clearInterval(sampler);
const end = memoryOf(api.pid);
if (end.rss > peak.rss) peak = end;
console.log(
  `end: ${fmt(end)}; peak ${peak.rss.toFixed(0)} MiB; growth over the floor ${(end.rss - floor.rss).toFixed(0)} MiB`,
);
console.log(
  `statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}; ${(answered / seconds).toFixed(1)} searches/s`,
);
api.kill('SIGTERM');
agent.destroy();
