/**
 * API memory under search load (issue 31), run by hand on the FULL corpus:
 *
 *   npx tsc -b && npx tsx bench/api/memory.ts [--seconds 600] [--clients 10] [--every 30]
 *   env: SQLITE_FILE (default data/e2e/corpus.sqlite, which e2e/run.mjs imports), and any API setting
 *        to compare (SEARCH_THREADS=0, SEARCH_THREAD_HEAP_MB=4096, ANSWER_CACHE_MB=0, MALLOC_ARENA_MAX=2)
 *        — passed to the API.
 *
 * Starts the built API (e2e/server.ts startApi) with the rate limit off, everything else as shipped, and
 * sends searches (a fixed pseudo-random sequence of keywords, pages, page sizes and filters: most miss
 * the answer cache and reach the database) from N clients back to back. Every --every seconds it prints
 * the API process's resident memory from /proc (RSS, of which anonymous — malloc'd: SQLite's page
 * caches, V8's heaps — and file-backed: mapped files, the binary) and the searches answered. The floor,
 * measured in the same run before the load: the same API idle after start-up and one search.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { REPO_ROOT, startApi } from '../../e2e/server.js';
import { KEYWORDS } from '../search-keywords.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 600);
const clients = option('clients', 10);
const every = option('every', 30);
const sqliteFile = process.env.SQLITE_FILE ?? join(REPO_ROOT, 'data/e2e/corpus.sqlite');
const QUERIES = [
  ...KEYWORDS,
  'قال مجاهد',
  'ابن عباس',
  'صراط*',
  'root:رحم',
  'lemma:كتاب',
  '"الصراط المستقيم"',
];

interface Memory {
  rss: number;
  anon: number;
  file: number;
}

/** Resident memory of a process in MiB: total, anonymous and file-backed (/proc/PID/status). */
function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
function get(base: URL, path: string): Promise<number> {
  return new Promise((ok) => {
    const req = http.get({ host: base.hostname, port: base.port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode ?? 0));
    });
    req.on('error', () => ok(0));
    req.setTimeout(30_000, () => req.destroy());
  });
}

// xorshift32, exact in 32-bit integer arithmetic: the same searches in every run.
let seed = 31;
const pick = (n: number) => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
};
function nextSearch(): string {
  const keyword = QUERIES[pick(QUERIES.length)]!;
  const filter = ['all', 'aya', 'enterpretation'][pick(3)];
  return `/api/v1/search?keyword=${encodeURIComponent(keyword)}&page=${1 + pick(50)}&per_page=${5 + pick(46)}&filter=${filter}`;
}

const api = await startApi(sqliteFile, { own: true, env: { RATE_LIMIT_MAX: '0' } });
const base = new URL(api.url);
const pid = api.pid!;
await get(base, nextSearch());
const floor = memoryOf(pid);
const settings = [
  'SEARCH_THREADS',
  'SEARCH_THREAD_HEAP_MB',
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
const fmt = (m: Memory) =>
  `RSS ${m.rss.toFixed(0)} MiB (anon ${m.anon.toFixed(0)}, file ${m.file.toFixed(0)})`;
console.log(`floor (idle after start-up and one search): ${fmt(floor)}`);

const statuses = new Map<number, number>();
const started = Date.now();
const stopAt = started + seconds * 1000;
let answered = 0;
let peak = floor;
const sample = () => {
  const m = memoryOf(pid);
  if (m.rss > peak.rss) peak = m;
  return m;
};
const sampler = setInterval(() => {
  const elapsed = String(Math.round((Date.now() - started) / 1000)).padStart(5);
  console.log(`${elapsed} s  ${fmt(sample())}  searches ${answered}`);
}, every * 1000);
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (Date.now() < stopAt) {
      const status = await get(base, nextSearch());
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      answered++;
    }
  }),
);
clearInterval(sampler);
const end = sample();
console.log(
  `end: ${fmt(end)}; peak ${peak.rss.toFixed(0)} MiB; growth over the floor ${(end.rss - floor.rss).toFixed(0)} MiB`,
);
console.log(
  `statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}; ${(answered / seconds).toFixed(1)} searches/s`,
);
await api.stop();
agent.destroy();
