#!/usr/bin/env node
/**
 * Scale-out benchmark and fault drills (run by hand, not in CI; issue 9):
 *
 *   node bench/scale/run.mjs [--quick] [--reuse] [--duration S] [--connections N] [--rounds R] [--cache-mb M]
 *                            [--no-drills] [--no-web]
 *
 * On loopback, the production shape of deploy/compose.yaml:
 *   PostgreSQL (the local cluster; database `tafsir_bench`, created fresh and imported with the shared
 *   corpus — several minutes — unless --reuse finds it already imported), 2 API processes
 *   (apps/api/dist/server.js), 2 web processes (`next start`, when the web app is built) and
 *   Debian's nginx in front with deploy/nginx.conf (upstreams and port written into a temp prefix).
 * Then:
 *   1. load: N concurrent clients (200; --quick 50) for S seconds (60; --quick 10) on a URL mix of reading
 *      pages, books-content for 1–10 books, search, author pages and static assets, through nginx; prints
 *      req/s, p50, p99, errors and each process's RSS before, during and after;
 *   2. drills, each bounded in time: kill -9 one API under load; stop/start PostgreSQL under load;
 *      kill -9 the importer in the middle of a book, then rerun it.
 * Errors are 5xx answers, socket errors and timeouts. Needs: PostgreSQL on 127.0.0.1:5432
 * (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test — the bench database is created
 * beside it), nginx (`apt-get install -y nginx`), `npx tsc -b` built dist files, the shared corpus.
 */
/* global AbortSignal, setInterval, clearInterval -- Node globals */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const quick = flag('quick');
const duration = option('duration', quick ? 10 : 60);
const connections = option('connections', quick ? 50 : 200);
const reuse = flag('reuse');
/** More rounds of the same load after the first: does memory settle or keep growing? */
const rounds = option('rounds', 1);
const drills = !flag('no-drills');
/**
 * Bound (MB) of each process's answer cache (API ANSWER_CACHE_MB, web WEB_CACHE_MAX_MB; production
 * default 64). Smaller here so that the caches fill within the first round: memory can only be seen
 * not to grow once every bounded cache is full.
 */
const cacheMb = option('cache-mb', 16);
const PG_CLUSTER = ['15', 'main'];
const DRILL_BOOK = process.env.BENCH_DRILL_BOOK ?? 'ibn-kathir';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = '/tafsir_bench';
  return u.toString();
})();

const work = mkdtempSync(join(tmpdir(), 'tafsir-scale-'));
// nginx workers run as an unprivileged user: they must reach the cache and temp dirs below.
chmodSync(work, 0o755);
const t0 = Date.now();
const elapsed = () => ((Date.now() - t0) / 1000).toFixed(1).padStart(6);
const log = (...parts) => console.log(`[${elapsed()}s]`, ...parts);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- processes we start (and only those)
/** @type {Map<string, import('node:child_process').ChildProcess>} */
const processes = new Map();
let pgStopped = false;

function startProcess(name, command, argv, env, logFile) {
  const out = openSync(join(work, logFile ?? `${name}.log`), 'a');
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  processes.set(name, child);
  child.on('exit', (code, signal) => {
    child.exitInfo = { code, signal, at: Date.now() };
  });
  return child;
}

function cleanup() {
  for (const [, child] of processes) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  if (pgStopped) spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...PG_CLUSTER, 'start']);
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** pg_ctlcluster stop|start, asynchronously (the load generator keeps running meanwhile). */
function pgCtl(action) {
  const extra = action === 'stop' ? ['-m', 'fast'] : [];
  return new Promise((res) => {
    const child = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', ...PG_CLUSTER, action, ...extra], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stdout.on('data', (c) => (stderr += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('exit', (status) => {
      if (action === 'stop' && status === 0) pgStopped = true;
      if (action === 'start' && status === 0) pgStopped = false;
      res({ status, stderr });
    });
  });
}

async function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** RSS (MB) of a process and its descendants, from /proc. */
function rssTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  let kb = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* gone */
    }
    stack.push(...(children.get(p) ?? []));
  }
  return Math.round(kb / 1024);
}

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

async function status(url, init) {
  try {
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------- preconditions
function which(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim();
}
const nginxBin = which('nginx') || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '');
if (!nginxBin) {
  console.error('nginx is missing: apt-get install -y nginx');
  process.exit(1);
}
const apiServer = join(root, 'apps/api/dist/server.js');
const importerCli = join(root, 'packages/importer/dist/cli.js');
for (const file of [apiServer, importerCli]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npx tsc -b\` first`);
    process.exit(1);
  }
}
const webBuilt = !flag('no-web') && existsSync(join(root, 'apps/web/.next/BUILD_ID'));

// ---------------------------------------------------------------- database
async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function imported() {
  try {
    return await withClient(benchUrl, async (c) => {
      const v = await c.query(`select value from meta where key = 'content_version'`);
      const b = await c.query(`select count(*)::int as n from books`);
      return v.rowCount > 0 && b.rows[0].n > 0;
    });
  } catch {
    return false;
  }
}

/** Runs the importer into the bench database; `killWhen(child, output)` may kill it (output: its stderr so far). */
function runImporter(extraArgs, { timeoutMs, killWhen } = {}) {
  return new Promise((res) => {
    const started = Date.now();
    const logFd = openSync(join(work, 'importer.log'), 'a');
    const child = spawn(process.execPath, [importerCli, '--database-url', benchUrl, ...extraArgs], {
      cwd: root,
      stdio: ['ignore', logFd, 'pipe'],
    });
    processes.set(`importer-${started}`, child);
    const output = { text: '' };
    child.stderr.on('data', (chunk) => {
      output.text += chunk;
      writeSync(logFd, chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs ?? 30 * 60_000);
    if (killWhen) killWhen(child, output);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      res({ code, signal, seconds: (Date.now() - started) / 1000 });
    });
  });
}

// ---------------------------------------------------------------- the set-up
const apis = [];
const webs = [];
let nginxChild;
let proxy;

async function startApi(index, port) {
  const child = startProcess(
    `api${index}`,
    process.execPath,
    [apiServer],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: benchUrl,
      // nginx is the one proxy hop (deploy/compose.yaml). The load generator is one loopback address
      // standing for many readers: exempt, or every run would measure the per-address limit.
      TRUST_PROXY: '1',
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      VISITOR_SECRET: 'bench-scale-shared-secret',
      DB_POOL_SIZE: '10',
      SHUTDOWN_TIMEOUT_MS: '10000',
      ANSWER_CACHE_MB: String(cacheMb),
    },
    `api${index}.log`,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`api${index}`, async () => (await status(`${base}/api/ready`)) === 200, 60_000);
  return { name: `api${index}`, port, base, child };
}

async function startWeb(index, port, apiUrl) {
  const child = startProcess(
    `web${index}`,
    process.execPath,
    [
      join(root, 'node_modules/next/dist/bin/next'),
      'start',
      join(root, 'apps/web'),
      '-p',
      String(port),
      '-H',
      // Not 127.0.0.1: Next would proxy each rewritten page to itself over HTTP (scripts/start.mjs).
      'localhost',
    ],
    {
      API_URL: apiUrl,
      SITE_URL: proxy ?? apiUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      WEB_PORT: String(port),
      // As deploy/compose.yaml: a heap ceiling, so V8 collects before the process grows.
      NODE_OPTIONS: '--max-old-space-size=256',
    },
    `web${index}.log`,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`web${index}`, async () => (await status(`${base}/ar`)) === 200, 90_000);
  return { name: `web${index}`, port, base, child };
}

async function startNginx(port, webPorts) {
  const prefix = join(work, 'nginx');
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'cache'), { recursive: true });
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  if (!/listen 8080;/.test(conf)) throw new Error('deploy/nginx.conf: `listen 8080;` not found');
  writeFileSync(join(prefix, 'nginx.conf'), conf.replace('listen 8080;', `listen 127.0.0.1:${port};`));
  const server = (p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`;
  const upstreams = [
    '# written by bench/scale/run.mjs (deploy/upstreams.compose.conf under compose)',
    'upstream tafsir_api {',
    ...apis.map((a) => server(a.port)),
    '    keepalive 64;',
    '}',
    'upstream tafsir_web {',
    ...(webPorts.length
      ? webPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`)
      : ['    server 127.0.0.1:9 down;']),
    '    keepalive 32;',
    '}',
    '',
  ].join('\n');
  writeFileSync(join(prefix, 'upstreams.conf'), upstreams);
  // stdout must be a file: the access log is /dev/stdout (a socketpair cannot be reopened).
  const test = spawnSync(nginxBin, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-t'], {
    encoding: 'utf8',
    stdio: ['ignore', openSync(join(work, 'nginx.log'), 'a'), 'pipe'],
  });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  nginxChild = startProcess(
    'nginx',
    nginxBin,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    {},
    'nginx.log',
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => (await status(`${base}/api/health`)) === 200, 20_000);
  return base;
}

/** RSS (MB) of every running process, by name. */
function memorySnapshot() {
  const snapshot = new Map();
  for (const p of [...apis, ...webs])
    if (p.child.exitCode === null) snapshot.set(p.name, rssTree(p.child.pid));
  if (nginxChild) snapshot.set('nginx', rssTree(nginxChild.pid));
  return snapshot;
}

function memoryLine(label, snapshot = memorySnapshot()) {
  const parts = [...apis, ...webs].map((p) => `${p.name} ${snapshot.get(p.name) ?? '—'}`);
  if (snapshot.has('nginx')) parts.push(`nginx ${snapshot.get('nginx')}`);
  return `${label.padEnd(8)} RSS MB: ${parts.join(', ')}`;
}

/**
 * Memory "does not grow over the run": from the end of the first round (caches full, JIT warm; with a
 * single round, a third into it) to the end of the last round, each process may move by at most 15 %
 * or 40 MB, whichever is larger.
 */
function memoryVerdict(settled, last) {
  let ok = true;
  const parts = [];
  for (const [name, from] of settled) {
    const to = last.get(name);
    if (to === undefined) continue;
    const growth = to - from;
    const steady = growth <= Math.max(from * 0.15, 40);
    ok &&= steady;
    parts.push(`${name} ${from}→${to} (${growth >= 0 ? '+' : ''}${growth})${steady ? '' : ' GROWS'}`);
  }
  return { ok, line: `memory over the run, MB: ${parts.join(', ')} → ${ok ? 'steady' : 'GROWS'}` };
}

// ---------------------------------------------------------------- URL mix
let mix;
async function buildMix() {
  const facts = await withClient(benchUrl, async (c) => ({
    suras: (await c.query('select number, ayas from suras order by number')).rows,
    books: (await c.query('select id from books order by id')).rows.map((r) => r.id),
    authors: (
      await c.query('select distinct author_id as id from books where author_id is not null')
    ).rows.map((r) => r.id),
  }));
  let asset;
  if (webs.length) {
    const html = await (await fetch(`${webs[0].base}/ar`)).text();
    asset = /\/_next\/static\/[^"'\s)]+\.(?:js|css)/.exec(html)?.[0];
  }
  const rnd = (n) => Math.floor(Math.random() * n);
  const pick = (list) => list[rnd(list.length)];
  const hot = [
    [1, 1],
    [1, 5],
    [2, 255],
    [2, 286],
    [18, 10],
    [36, 1],
    [55, 13],
    [67, 1],
    [112, 1],
    [24, 35],
  ];
  const verse = () => {
    if (Math.random() < 0.5) return pick(hot);
    const s = pick(facts.suras);
    return [s.number, 1 + rnd(s.ayas)];
  };
  const someBooks = (max) => {
    const n = 1 + rnd(max);
    const set = new Set();
    while (set.size < n) set.add(pick(facts.books));
    return [...set];
  };
  const keywords = [
    'الرحمن',
    'الصلاة',
    'رحمة',
    'الصبر',
    'الجنة',
    'mercy',
    'patience',
    'prayer',
    'guidance',
    'موسى',
  ];
  const api = {
    booksContent: () => {
      const [s, a] = verse();
      return `/api/v1/books-content?${someBooks(10)
        .map((id) => `book_ids[]=${id}`)
        .join('&')}&sura=${s}&aya=${a}`;
    },
    page: () => {
      const [s, a] = verse();
      return `/api/v1/page?sura=${s}&aya=${a}`;
    },
    search: () => `/api/v1/search?keyword=${encodeURIComponent(pick(keywords))}`,
    author: () => `/api/v1/author/${pick(facts.authors)}`,
  };
  const web = {
    reading: () => {
      const [s, a] = verse();
      return `/ar?sura=${s}&aya=${a}&books=${someBooks(4).join(',')}`;
    },
    author: () => `/ar/author/${pick(facts.authors)}`,
    asset: () => asset,
  };
  /** [weight, path generator, kind] */
  const table = webs.length
    ? [
        [30, web.reading, 'web reading page'],
        [30, api.booksContent, 'api books-content (1–10 books)'],
        [10, api.search, 'api search'],
        [8, web.author, 'web author page'],
        [10, api.page, 'api page'],
        [5, api.author, 'api author'],
        ...(asset ? [[7, web.asset, 'static asset']] : []),
      ]
    : [
        [45, api.booksContent, 'api books-content (1–10 books)'],
        [25, api.page, 'api page'],
        [15, api.search, 'api search'],
        [15, api.author, 'api author'],
      ];
  const total = table.reduce((n, [w]) => n + w, 0);
  const next = () => {
    let r = Math.random() * total;
    for (const [w, gen] of table) {
      if ((r -= w) < 0) return gen();
    }
    return table[0][1]();
  };
  const apiOnly = () =>
    Math.random() < 0.6 ? api.booksContent() : Math.random() < 0.5 ? api.page() : api.author();
  return { table, next, apiOnly, facts };
}

/**
 * Runs autocannon on `base` with generated paths; records the time of every error (5xx, socket error,
 * timeout) for the drills. Resolves with autocannon's result plus { errorTimes, statusCounts }.
 */
async function load({ base, seconds, clients, nextPath, onTick, background = false }) {
  const errorTimes = [];
  const statusCounts = {};
  const instance = autocannon({
    url: base,
    connections: clients,
    duration: seconds,
    timeout: 60,
    headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'tafsir-bench-scale' },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  instance.on('response', (_client, code) => {
    statusCounts[code] = (statusCounts[code] ?? 0) + 1;
    if (code >= 500) errorTimes.push(Date.now());
  });
  instance.on('reqError', () => errorTimes.push(Date.now()));
  if (background) backgroundInstances.add(instance);
  let ticker;
  if (onTick) ticker = setInterval(onTick, 1000);
  const result = await instance;
  clearInterval(ticker);
  return { result, errorTimes, statusCounts };
}

function summary(r) {
  const x = r.result;
  const errors = x['5xx'] + x.errors + x.timeouts;
  return {
    line:
      `${x.requests.total} requests, ${x.requests.average.toFixed(0)} req/s, p50 ${x.latency.p50} ms, ` +
      `p99 ${x.latency.p99} ms, max ${x.latency.max} ms, errors ${errors} ` +
      `(5xx ${x['5xx']}, socket ${x.errors}, timeouts ${x.timeouts}); statuses ${JSON.stringify(r.statusCounts)}`,
    errors,
  };
}

// ---------------------------------------------------------------- drills
async function drillKillApi() {
  log('drill 1: kill -9 one API process under load');
  const victim = apis[0];
  let killedAt = 0;
  const seconds = quick ? 10 : 14;
  const running = load({
    base: proxy,
    seconds,
    clients: Math.min(connections, 100),
    nextPath: mix.apiOnly,
  });
  await sleep(3000);
  killedAt = Date.now();
  victim.child.kill('SIGKILL');
  log(`  killed ${victim.name} (pid ${victim.child.pid}) with SIGKILL`);
  const r = await running;
  const s = summary(r);
  const after = r.errorTimes.filter((t) => t >= killedAt).map((t) => t - killedAt);
  const late = after.filter((ms) => ms > 2000).length;
  log(`  ${s.line}`);
  log(
    `  errors after the kill: ${after.length}` +
      (after.length ? ` (last ${Math.max(...after)} ms after the kill)` : '') +
      `; later than 2 s: ${late} → ${late === 0 ? 'OK' : 'FAILED'}; before the kill: ${r.errorTimes.filter((t) => t < killedAt).length}`,
  );
  // Bring it back on the same port: nginx uses it again once fail_timeout (5 s) has passed.
  const restartedAt = Date.now();
  apis[0] = await startApi(1, victim.port);
  log(
    `  ${victim.name} restarted in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s (pid ${apis[0].child.pid})`,
  );
  return { errorsLate: late, errorsAfterKill: after.length };
}

async function drillPostgresRestart() {
  log('drill 2: stop and start PostgreSQL under load');
  const pids = apis.map((a) => a.child.pid);
  const timeline = apis.map(() => []);
  let polling = true;
  const bookIds = mix.facts.books;
  const poller = (async () => {
    while (polling) {
      await Promise.all(
        apis.map(async (a, i) => {
          const startedAt = Date.now();
          const ready = await status(`${a.base}/api/ready`);
          // A verse and book chosen at random: not in the answer cache, so the database must answer.
          const sura = 1 + Math.floor(Math.random() * 114);
          const id = bookIds[Math.floor(Math.random() * bookIds.length)];
          const content = await status(`${a.base}/api/v1/books-content?book_ids[]=${id}&sura=${sura}&aya=1`);
          timeline[i].push({ startedAt, at: Date.now(), ready, content });
        }),
      );
      await sleep(100);
    }
  })();
  const seconds = quick ? 14 : 18;
  const running = load({ base: proxy, seconds, clients: Math.min(connections, 100), nextPath: mix.apiOnly });
  await sleep(2500);
  const stopAt = Date.now();
  const stop = await pgCtl('stop');
  const downAt = Date.now();
  log(
    `  pg_ctlcluster ${PG_CLUSTER.join(' ')} stop -m fast → exit ${stop.status} in ${((downAt - stopAt) / 1000).toFixed(1)} s ${stop.stderr.trim()}`,
  );
  await sleep(4000);
  const startAt = Date.now();
  const start = await pgCtl('start');
  const upAt = Date.now();
  log(
    `  pg_ctlcluster ${PG_CLUSTER.join(' ')} start → exit ${start.status} ${start.stderr.trim()} in ${((upAt - startAt) / 1000).toFixed(1)} s (down ${((upAt - downAt) / 1000).toFixed(1)} s)`,
  );
  const r = await running;
  polling = false;
  await poller;
  const s = summary(r);
  log(`  through nginx: ${s.line}`);
  const outside = r.errorTimes.filter((t) => t < stopAt || t > upAt + 5000).length;
  log(`  errors through nginx outside [stop, up + 5 s]: ${outside}`);
  let ok = true;
  apis.forEach((a, i) => {
    // Probes sent while PostgreSQL was fully stopped.
    const down = timeline[i].filter((p) => p.startedAt > downAt && p.at < startAt);
    const codes = (key) => [...new Set(down.map((p) => p[key]))].join('/');
    const recovered = timeline[i].find((p) => p.startedAt > upAt && p.ready === 200 && p.content === 200);
    const samePid = a.child.pid === pids[i] && a.child.exitCode === null;
    const answered503 = down.length > 0 && down.every((p) => p.ready === 503);
    ok &&= answered503 && !!recovered && samePid;
    log(
      `  ${a.name}: while down /api/ready → ${codes('ready') || 'no sample'}, uncached content → ${codes('content') || 'no sample'}; ` +
        (recovered
          ? `ready and serving ${((recovered.at - upAt) / 1000).toFixed(1)} s after PostgreSQL was up`
          : 'NOT recovered') +
        `; same process: ${samePid ? `yes (pid ${a.child.pid})` : 'NO'}`,
    );
  });
  log(`  → ${ok ? 'OK' : 'FAILED'}`);
  return { ok };
}

async function drillKillImporter() {
  log(`drill 3: kill -9 the importer in the middle of a book (${DRILL_BOOK})`);
  const bookId = await withClient(
    benchUrl,
    async (c) => (await c.query('select id from books where slug = $1', [DRILL_BOOK])).rows[0]?.id,
  );
  if (!bookId) {
    log(`  book ${DRILL_BOOK} is not imported; skipped`);
    return { ok: false };
  }
  const probe = `/api/v1/books-content?book_ids[]=${bookId}&sura=2&aya=255`;
  const digest = async (base) => {
    const r = await fetch(`${base}${probe}`);
    const json = await r.json();
    // Entry row ids (`id`, `_id`) are renumbered by a re-import; the text and its placement are compared.
    const content = JSON.stringify(json, (key, value) => (key === 'id' || key === '_id' ? undefined : value));
    return {
      status: r.status,
      hash: createHash('sha256').update(content).digest('hex').slice(0, 16),
    };
  };
  const entryCount = () =>
    withClient(
      benchUrl,
      async (c) =>
        (await c.query('select entry_count, content_version from books where id = $1', [bookId])).rows[0],
    );
  const before = await digest(apis[1].base);
  const rowBefore = await entryCount();
  log(`  before: ${probe} → ${before.status} #${before.hash}; books row: ${JSON.stringify(rowBefore)}`);

  const loadRun = load({ base: proxy, seconds: 3600, clients: 20, nextPath: mix.apiOnly, background: true });
  let killInfo = '';
  // As after a content update of this one book: its stored version no longer matches the file, so the
  // importer replaces it (and only it; --force would first redo every riwaya and translation).
  await withClient(benchUrl, (c) =>
    c.query(`update books set content_version = 'bench-stale' where id = $1`, [bookId]),
  );
  const killed = await runImporter(['--books', DRILL_BOOK], {
    timeoutMs: 600_000,
    killWhen: (child, output) => {
      // Kill once this book's entries are being written: the importer has announced the content-folder
      // books (after the riwayat and the npm translations) and an INSERT into book_entries is running.
      void (async () => {
        const until = Date.now() + 540_000;
        while (Date.now() < until && child.exitCode === null) {
          if (!/importing 1 books/.test(output.text)) {
            await sleep(200);
            continue;
          }
          const active = await withClient(
            adminUrl,
            async (c) =>
              (
                await c.query(
                  `select count(*)::int as n from pg_stat_activity where datname = 'tafsir_bench' and query ilike 'insert into "book_entries"%'`,
                )
              ).rows[0].n,
          ).catch(() => 0);
          if (active > 0) {
            await sleep(1500);
            killInfo = `${DRILL_BOOK}: its entries were being inserted for ≥ 1.5 s`;
            child.kill('SIGKILL');
            return;
          }
          await sleep(200);
        }
      })();
    },
  });
  log(
    `  importer ended: signal ${killed.signal ?? '-'} exit ${killed.code ?? '-'} after ${killed.seconds.toFixed(1)} s (${killInfo || 'not killed'})`,
  );
  await sleep(1000);
  const afterKill = await digest(apis[1].base);
  const afterKillProxy = await digest(proxy);
  const rowAfterKill = await entryCount();
  log(
    `  after the kill: API ${afterKill.status} #${afterKill.hash}, via nginx ${afterKillProxy.status} #${afterKillProxy.hash}; books row: ${JSON.stringify(rowAfterKill)} → ` +
      (afterKill.hash === before.hash && afterKill.status === 200
        ? 'old content still served'
        : 'CONTENT CHANGED'),
  );
  const rerun = await runImporter(['--books', DRILL_BOOK], { timeoutMs: 600_000 });
  log(`  rerun: exit ${rerun.code} after ${rerun.seconds.toFixed(1)} s`);
  await sleep(5500); // the API re-reads the content version at most every 5 s
  const afterRerun = await digest(apis[1].base);
  const rowAfterRerun = await entryCount();
  log(
    `  after the rerun: ${afterRerun.status} #${afterRerun.hash}; books row: ${JSON.stringify(rowAfterRerun)}`,
  );
  stopBackground();
  const r = await loadRun;
  log(`  light load during the drill: ${summary(r).line}`);
  const ok =
    killed.signal === 'SIGKILL' &&
    afterKill.status === 200 &&
    afterKill.hash === before.hash &&
    rerun.code === 0 &&
    afterRerun.status === 200 &&
    afterRerun.hash === before.hash &&
    rowAfterRerun?.content_version !== 'bench-stale';
  log(`  → ${ok ? 'OK' : 'FAILED'}`);
  return { ok };
}

/** autocannon instances started with a huge duration are stopped here. */
function stopBackground() {
  for (const inst of backgroundInstances) inst.stop();
  backgroundInstances.clear();
}
const backgroundInstances = new Set();

// ---------------------------------------------------------------- main
try {
  log(
    `work dir ${work}; nginx ${nginxBin}; web ${webBuilt ? 'built: 2 web processes' : 'NOT built (apps/web/.next missing or --no-web): API URLs only'}`,
  );
  if (reuse && (await imported())) {
    log(`reusing the imported database ${benchUrl.replace(/\/\/[^@]*@/, '//')}`);
  } else {
    if (reuse) log('--reuse: no imported bench database found; importing');
    await withClient(adminUrl, async (c) => {
      await c.query('drop database if exists tafsir_bench with (force)');
      await c.query('create database tafsir_bench');
    });
    log('importing the shared corpus into PostgreSQL (several minutes) …');
    const r = await runImporter(['--quiet']);
    log(`import: exit ${r.code} in ${r.seconds.toFixed(0)} s`);
    if (r.code !== 0 && r.code !== 1)
      throw new Error(`import failed (exit ${r.code}); see ${join(work, 'importer.log')}`);
  }

  const apiPorts = [await freePort(), await freePort()];
  apis.push(await startApi(1, apiPorts[0]));
  apis.push(await startApi(2, apiPorts[1]));
  log(`APIs on ${apis.map((a) => a.port).join(', ')}`);
  const proxyPort = await freePort();
  proxy = `http://127.0.0.1:${proxyPort}`;
  const webPorts = webBuilt ? [await freePort(), await freePort()] : [];
  // nginx first: server-side rendering reaches the API through it (its cache and failover), as in compose.
  await startNginx(proxyPort, webPorts);
  if (webBuilt) {
    try {
      webs.push(...(await Promise.all(webPorts.map((port, i) => startWeb(i + 1, port, proxy)))));
      log(`web on ${webs.map((w) => w.port).join(', ')}`);
    } catch (err) {
      log(`web did not start (${err.message}); continuing with API URLs only — see ${work}/web*.log`);
      webs.length = 0;
      for (const name of ['web1', 'web2']) processes.get(name)?.kill('SIGKILL');
    }
  }
  log(`nginx on ${proxyPort} (deploy/nginx.conf)`);
  mix = await buildMix();
  log(`answer caches bounded at ${cacheMb} MB per process (--cache-mb); web heap ceiling 256 MB`);
  log(`URL mix: ${mix.table.map(([w, , kind]) => `${w}% ${kind}`).join(', ')}`);
  const sampleUrls = Array.from({ length: 4 }, () => mix.next());
  log(`sample URLs: ${sampleUrls.join('  ')}`);
  for (const u of sampleUrls) {
    const code = await status(`${proxy}${u}`);
    if (code !== 200) log(`  warning: ${u} → ${code}`);
  }

  // Warm-up: JIT, connection pools, the first cache fills.
  await load({ base: proxy, seconds: quick ? 3 : 5, clients: Math.min(connections, 50), nextPath: mix.next });
  const memBeforeSnapshot = memorySnapshot();
  log(memoryLine('before', memBeforeSnapshot));
  const samples = [];
  const runStart = Date.now();
  let settled = null;
  const run = await load({
    base: proxy,
    seconds: duration,
    clients: connections,
    nextPath: mix.next,
    onTick: () => {
      const s = Math.round((Date.now() - runStart) / 1000);
      if (s % Math.max(2, Math.round(duration / 6)) !== 0) return;
      const snapshot = memorySnapshot();
      if (!settled && s >= duration / 3) settled = snapshot;
      samples.push(memoryLine(`t=${s}s`, snapshot));
    },
  });
  log(`load: ${connections} clients, ${duration} s, through nginx`);
  const main = summary(run);
  log(`  ${main.line}`);
  for (const line of samples) log(`  ${line}`);
  log(memoryLine('after'));
  await sleep(10_000);
  log(memoryLine('idle 10s'));
  let loadOk = main.errors === 0;
  let lastSnapshot = memorySnapshot();
  if (rounds > 1) settled = lastSnapshot;
  for (let round = 2; round <= rounds; round++) {
    const again = summary(
      await load({ base: proxy, seconds: duration, clients: connections, nextPath: mix.next }),
    );
    loadOk &&= again.errors === 0;
    log(`round ${round}: ${again.line}`);
    lastSnapshot = memorySnapshot();
    log(memoryLine(`round ${round}`, lastSnapshot));
  }
  const memory = memoryVerdict(settled ?? memBeforeSnapshot, lastSnapshot);
  log(memory.line);
  const metrics = await Promise.all(
    apis.map(async (a) => {
      const text = await (await fetch(`${a.base}/api/metrics`)).text();
      const value = (re) => Number(re.exec(text)?.[1] ?? NaN);
      return `${a.name}: answer-cache hits ${value(/tafsir_answer_cache_lookups_total\{outcome="hit"\} (\d+)/)}, misses ${value(/tafsir_answer_cache_lookups_total\{outcome="miss"\} (\d+)/)}, cache ${(value(/tafsir_answer_cache_bytes (\d+)/) / 1048576).toFixed(1)} MB, pool ${value(/tafsir_db_pool_connections (\d+)/)}/${value(/tafsir_db_pool_max_connections (\d+)/)}`;
    }),
  );
  for (const m of metrics) log(`  ${m}`);

  const results = { load: loadOk, memory: memory.ok };
  if (drills) {
    results.killApi = (await drillKillApi()).errorsLate === 0;
    results.postgres = (await drillPostgresRestart()).ok;
    results.importer = (await drillKillImporter()).ok;
  }

  // Graceful stop: SIGTERM, then each process must drain and exit by itself (the API with 0).
  log('stopping: SIGTERM to the APIs and web servers, SIGQUIT to nginx');
  const stops = [...apis, ...webs].map(
    (p) =>
      new Promise((res) => {
        const at = Date.now();
        const timer = setTimeout(
          () => res({ ok: false, line: `${p.name} did not exit within 15 s` }),
          15_000,
        );
        p.child.once('exit', (code, signal) => {
          clearTimeout(timer);
          // `next start` drains in-flight requests and exits with 143, its own convention for SIGTERM.
          res({
            ok: p.name.startsWith('web') ? code === 143 || code === 0 : code === 0,
            line: `${p.name} exit ${code ?? signal} in ${Date.now() - at} ms`,
          });
        });
        p.child.kill('SIGTERM');
      }),
  );
  nginxChild.kill('SIGQUIT');
  const stopped = await Promise.all(stops);
  log(`  ${stopped.map((s) => s.line).join(', ')}`);
  results.gracefulStop = stopped.every((s) => s.ok);
  log(`results: ${JSON.stringify(results)}`);
  log(`logs: ${work}`);
  process.exitCode = Object.values(results).every(Boolean) ? 0 : 1;
} catch (err) {
  console.error(err);
  console.error(`logs: ${work}`);
  process.exitCode = 1;
}
