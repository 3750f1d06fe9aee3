/**
 * Web benchmark of issue 18's targets, each against a baseline measured in the same run, on the
 * built web app served by `next start` (the quick start) over the built API and the whole corpus:
 *   1. warm reading pages (50 spread verses × ar, en, three commentaries), 50 connections for 20 s,
 *      against a static file of the same server: ratio ≥ 0.2×, p99 ≤ 100 ms; with the CPU time the
 *      web process spends per answer (static file, page, page uncompressed), which bounds the ratio;
 *   2. the same through the production nginx config (deploy/nginx.conf, Debian's nginx; skipped with
 *      a reason when nginx is missing) against a static file through it: ratio ≥ 0.5×;
 *   3. first-load JS of the reading page (the `<script src>` of its HTML, gzip -9): ≤ 120 KB, against
 *      an empty App Router page built with the same Next (bench/web/floor);
 *   4. Lighthouse mobile, every run printed, medians: performance ≥ 95, accessibility 100; each run is
 *      followed by one of the same page with its scripts blocked (BENCH_LIGHTHOUSE_BASELINE=0: not);
 *   5. the web process's RSS over 10,000 requests to varied pages, every 2,000: flat, ≤ 250 MB;
 *   6. clicking a verse until the commentary panel shows it (Chromium): ≤ 100 ms.
 *
 * Run after `npm run build` (the API and the web app built):
 *   SQLITE_FILE=<corpus.sqlite> npx tsx bench/web/run.ts
 * It starts the built API on data/e2e/corpus.sqlite (SQLITE_FILE to change; `node e2e/run.mjs`
 * imports it) unless E2E_API_URL names a running one. BENCH_SECONDS (20) and BENCH_CONNECTIONS (50)
 * shape the load runs, BENCH_RSS_REQUESTS (10000) the memory run, BENCH_CLICKS (10) each click
 * series, BENCH_LIGHTHOUSE_RUNS (5) the audits (BENCH_LIGHTHOUSE=0 skips them), BENCH_VERBOSE=1 lists
 * each script of the first-load JS.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/browser';
import { REPO_ROOT, startApi, startWeb } from '../../e2e/server';
import { clickSeries } from './click';
import { audit, runLine, withChromeForLighthouse, type LighthouseRun } from './lighthouse';
import { BROWSER_HEADERS, load, loadLine, type LoadResult } from './load';
import { nginxBinary, startNginx } from '../../test/nginx';
import { cacheStatuses } from './nginx';
import { pickBooks, readingUrl, variedPages, warmReadingUrls } from './pages';
import { processCpuMs } from '../proc-cpu.mjs';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_SECONDS', 20);
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
const VERSES = 50;
const RSS_REQUESTS = env('BENCH_RSS_REQUESTS', 10_000);
const RSS_STEP = RSS_REQUESTS / 5;
const CLICKS = env('BENCH_CLICKS', 10);
const LIGHTHOUSE_RUNS = env('BENCH_LIGHTHOUSE_RUNS', 5);

const TARGET = {
  quickRatio: 0.2,
  quickP99: 100,
  nginxRatio: 0.5,
  jsKb: 120,
  performance: 95,
  accessibility: 100,
  rssMb: 250,
  clickMs: 100,
};

const load1 = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Every target's line, printed again together at the end. */
const verdicts: string[] = [];
function verdict(target: string, figure: string, met: boolean | null): void {
  const line = `${met === null ? 'SKIPPED' : met ? 'met    ' : 'NOT MET'}  ${target}: ${figure}`;
  verdicts.push(line);
  console.log(`→ ${line}`);
}
function section(title: string): void {
  console.log(`\n## ${title}   (load average ${load1()})`);
}

// ------------------------------------------------------------------------------------------ header
const benchEnv = Object.entries(process.env)
  .filter(([k]) => /^(BENCH_|SQLITE_FILE$|E2E_API_URL$|CHROMIUM_PATH$)/.test(k))
  .map(([k, v]) => `${k}=${v}`);
const commit = execFileSync('git', ['-C', REPO_ROOT, 'rev-parse', '--short', 'HEAD'], {
  encoding: 'utf8',
}).trim();
console.log(`# bench/web — issue 18 targets`);
console.log(
  `command: ${[...benchEnv, 'npx tsx', ...process.argv.slice(1).map((a) => relative(process.cwd(), a))].join(' ')}`,
);
console.log(
  `at ${new Date().toISOString()}, commit ${commit}, node ${process.version}, ${cpus().length} cores, load average at start: ${load1()} (${process.env.BENCH_NOTE ?? 'shared machine'})`,
);

const sqlite = process.env.SQLITE_FILE ?? `${REPO_ROOT}data/e2e/corpus.sqlite`;
if (!process.env.E2E_API_URL && !existsSync(sqlite))
  throw new Error(`no API: set E2E_API_URL, or import the corpus into ${sqlite} (node e2e/run.mjs)`);
const api = await startApi(sqlite);
const books = await pickBooks(api.url);
const READING = readingUrl('ar', 2, 255, books);
const web = await startWeb({ apiUrl: api.url });
const nginxBin = nginxBinary();
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
console.log(
  `API ${api.url} over ${process.env.E2E_API_URL ? 'E2E_API_URL' : sqlite}; web (next start) ${web.url} pid ${web.pid}; books ${books.join(',')}; build ${statSync(`${REPO_ROOT}apps/web/.next/BUILD_ID`).mtime.toISOString()}; web RSS at start ${rssMb(web.pid)?.toFixed(0) ?? '?'} MB`,
);

/** GETs with a few requests in flight; every answer read to its end. */
async function fetchAll(
  base: string,
  paths: readonly string[],
  inFlight: number,
  onAnswer: (path: string, res: Response, bytes: number) => void,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        try {
          const res = await fetch(base + path, {
            headers: BROWSER_HEADERS,
            signal: AbortSignal.timeout(60_000),
          });
          onAnswer(path, res, (await res.arrayBuffer()).byteLength);
        } catch (err) {
          onAnswer(path, new Response(null, { status: 599, statusText: String(err) }), 0);
        }
      }
    }),
  );
}

const count = (counts: Record<string, number>, key: string | null) => {
  const k = key ?? '-';
  counts[k] = (counts[k] ?? 0) + 1;
};

/** Warms `paths` once, then asks again and reports what the second answers say about caching. */
async function warmAndCheck(base: string, paths: readonly string[], label: string): Promise<void> {
  const t0 = performance.now();
  const statuses: Record<string, number> = {};
  await fetchAll(base, paths, 4, (_p, res) => count(statuses, String(res.status)));
  console.log(
    `${label}: ${paths.length} URLs warmed in ${((performance.now() - t0) / 1000).toFixed(1)} s, statuses ${JSON.stringify(statuses)}`,
  );
  const again = { status: {}, nextCache: {}, xCache: {}, cacheControl: {}, etag: {}, encoding: {} } as Record<
    string,
    Record<string, number>
  >;
  let bytes = 0;
  await fetchAll(base, paths, 4, (_p, res, n) => {
    count(again.status!, String(res.status));
    count(again.nextCache!, res.headers.get('x-nextjs-cache'));
    count(again.xCache!, res.headers.get('x-cache'));
    count(again.cacheControl!, res.headers.get('cache-control'));
    count(again.etag!, res.headers.get('etag') ? 'present' : 'absent');
    count(again.encoding!, res.headers.get('content-encoding'));
    bytes += n;
  });
  console.log(
    `  asked again: statuses ${JSON.stringify(again.status)}, x-nextjs-cache ${JSON.stringify(again.nextCache)}, X-Cache ${JSON.stringify(again.xCache)}, cache-control ${JSON.stringify(again.cacheControl)}, ETag ${JSON.stringify(again.etag)}, content-encoding ${JSON.stringify(again.encoding)} (asked with ${BROWSER_HEADERS['accept-encoding']}); HTML ${(bytes / paths.length / 1024).toFixed(0)} KB decoded on average`,
  );
}

/** Median time of `n` requests one at a time (no concurrency): what one answer costs the server. */
async function oneAtATime(
  base: string,
  path: string,
  headers: Record<string, string>,
  n = 10,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** A load run, with the CPU time the serving process spent per answer when its pid is known. */
async function measured(
  base: string,
  paths: readonly string[],
  pid: number | undefined,
  headers?: Record<string, string>,
): Promise<LoadResult & { cpuPerAnswer: number | null }> {
  const before = pid ? processCpuMs(pid) : null;
  const r = await load(base, paths, { seconds: SECONDS, connections: CONNECTIONS, headers });
  const after = pid ? processCpuMs(pid) : null;
  return { ...r, cpuPerAnswer: before !== null && after !== null ? (after - before) / r.requests : null };
}
const cpuLine = (r: { cpuPerAnswer: number | null }) =>
  r.cpuPerAnswer === null ? '' : `; server CPU ${r.cpuPerAnswer.toFixed(2)} ms/answer`;

/** Static baseline before and after the pages, so both see the machine's load alike. */
async function pagesAgainstStatic(
  base: string,
  pages: readonly string[],
  staticPath: string,
  pid?: number,
): Promise<{ pages: LoadResult; ratio: number }> {
  const before = await measured(base, [staticPath], pid);
  console.log(`  static ${staticPath}, before: ${loadLine(before)}${cpuLine(before)}`);
  const run = await measured(base, pages, pid);
  console.log(`  reading pages (${pages.length} URLs):  ${loadLine(run)}${cpuLine(run)}`);
  const after = await measured(base, [staticPath], pid);
  console.log(`  static ${staticPath}, after:  ${loadLine(after)}${cpuLine(after)}`);
  const baseline = (before.rps + after.rps) / 2;
  const ratio = run.rps / baseline;
  console.log(
    `  pages ${run.rps.toFixed(0)} req/s / static ${baseline.toFixed(0)} req/s (mean of before and after) = ${ratio.toFixed(3)}×`,
  );
  if (pid && run.cpuPerAnswer !== null && before.cpuPerAnswer !== null && after.cpuPerAnswer !== null) {
    // What one answer costs the server bounds the ratio whatever the load: the same pages asked
    // uncompressed show how much of it is the gzip of each answer.
    const plain = await measured(base, pages, pid, { ...BROWSER_HEADERS, 'accept-encoding': 'identity' });
    console.log(`  reading pages uncompressed:  ${loadLine(plain)}${cpuLine(plain)}`);
    const staticCpu = (before.cpuPerAnswer + after.cpuPerAnswer) / 2;
    console.log(
      `  server CPU per answer: static ${staticCpu.toFixed(2)} ms, page ${run.cpuPerAnswer.toFixed(2)} ms (of which gzip ≈ ${(run.cpuPerAnswer - (plain.cpuPerAnswer ?? 0)).toFixed(2)} ms) → a CPU-bound server cannot exceed ${(staticCpu / run.cpuPerAnswer).toFixed(3)}× (${(staticCpu / (plain.cpuPerAnswer ?? NaN)).toFixed(3)}× uncompressed)`,
    );
  }
  return { pages: run, ratio };
}

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)], {
      encoding: 'utf8',
    });
    // next start runs as one process (`next-server`); children, if a version forks any, are added.
    const kb = out
      .split('\n')
      .map(Number)
      .filter((n) => n > 0);
    return kb.length ? kb.reduce((a, b) => a + b, 0) / 1024 : null;
  } catch {
    return null;
  }
}

/** The `<script src>` of a page; a `noModule` one (Next's polyfills) is fetched only by browsers without ES modules: not counted. */
function scriptsOf(page: string): string[] {
  return [...page.matchAll(/<script\b([^>]*)>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[1]!))
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1]!)?.[1])
    .filter((src): src is string => !!src)
    .map((src) => src.replace(/&amp;/g, '&'));
}

/** Bytes of the scripts as served, and gzip -9 of each (the transfer size whatever the server's level). */
async function firstLoadJs(base: string, srcs: readonly string[]): Promise<{ raw: number; gzip: number }> {
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(
      await (await fetch(base + src, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += size;
    if (process.env.BENCH_VERBOSE === '1')
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB gzip ${src}`);
  }
  return { raw, gzip };
}

const FLOOR_DIR = join(REPO_ROOT, 'bench/web/floor');
const nextVersion = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }
).version;

/** Builds bench/web/floor (an empty page) with the repo's Next, serves it and measures its first-load JS. */
async function floorFirstLoadJs(): Promise<{ count: number; gzip: number }> {
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const floor = await startWeb({ webDir: FLOOR_DIR });
  try {
    const srcs = scriptsOf(await (await fetch(floor.url + '/')).text());
    return { count: srcs.length, gzip: (await firstLoadJs(floor.url, srcs)).gzip };
  } finally {
    await floor.stop();
  }
}

try {
  const warm = warmReadingUrls(VERSES, books);

  // ------------------------------------------------------------------------------------ target 1
  section(`1. warm reading pages on the quick start (next start), ${CONNECTIONS} connections × ${SECONDS} s`);
  await warmAndCheck(web.url, warm, `${VERSES} verses × ar, en`);
  const identity = { ...BROWSER_HEADERS, 'accept-encoding': 'identity' };
  console.log(
    `  one request at a time (median of 10): static /icon.svg ${(await oneAtATime(web.url, '/icon.svg', BROWSER_HEADERS)).toFixed(1)} ms; warm page ${warm[0]} gzip ${(await oneAtATime(web.url, warm[0]!, BROWSER_HEADERS)).toFixed(1)} ms, uncompressed ${(await oneAtATime(web.url, warm[0]!, identity)).toFixed(1)} ms`,
  );
  const quick = await pagesAgainstStatic(web.url, warm, '/icon.svg', web.pid);
  verdict(
    `quick start: pages / static file ≥ ${TARGET.quickRatio}×`,
    `${quick.ratio.toFixed(3)}×`,
    quick.ratio >= TARGET.quickRatio,
  );
  verdict(
    `quick start: p99 ≤ ${TARGET.quickP99} ms`,
    `${quick.pages.p99} ms (p50 ${quick.pages.p50} ms)`,
    quick.pages.p99 <= TARGET.quickP99,
  );
  verdict('quick start: no errors under load', `${quick.pages.errors}`, quick.pages.errors === 0);

  // The reading page's scripts: the static files of targets 2 and 3.
  const html = await (await fetch(web.url + READING, { headers: BROWSER_HEADERS })).text();
  const scripts = scriptsOf(html);

  // ------------------------------------------------------------------------------------ target 2
  section(`2. the same through the production nginx config (deploy/nginx.conf)`);
  if (!nginxBin) {
    console.log('skipped: nginx is not installed (apt-get install -y nginx)');
    verdict(`nginx: pages / static file ≥ ${TARGET.nginxRatio}×`, 'nginx missing', null);
  } else {
    // deploy/nginx.conf on a free loopback port, as the deploy test starts it (test/nginx.ts).
    nginx = await startNginx({
      apiPorts: [Number(new URL(api.url).port)],
      webPorts: [Number(new URL(web.url).port)],
    });
    const accessLog = join(nginx.dir, 'nginx.log');
    console.log(`nginx ${nginxBin} on ${nginx.base}`);
    // nginx keeps only the content-hashed chunks among static files (public/ files come with max-age=0).
    const chunk = scripts.find((s) => s.startsWith('/_next/static/'));
    if (!chunk) throw new Error('the reading page has no /_next/static script');
    await warmAndCheck(nginx.base, [chunk], 'static chunk');
    await warmAndCheck(nginx.base, warm, `${VERSES} verses × ar, en`);
    console.log(
      `  one request at a time (median of 10): static ${chunk} ${(await oneAtATime(nginx.base, chunk, BROWSER_HEADERS)).toFixed(1)} ms; warm page ${warm[0]} ${(await oneAtATime(nginx.base, warm[0]!, BROWSER_HEADERS)).toFixed(1)} ms`,
    );
    const from = statSync(accessLog).size;
    const run = await pagesAgainstStatic(nginx.base, warm, chunk);
    await new Promise((r) => setTimeout(r, 1500)); // the access log is flushed every second
    const pageCache = cacheStatuses(accessLog, from, (u) => /^\/(ar|en)\?/.test(u));
    const hits = pageCache.HIT ?? 0;
    const total = Object.values(pageCache).reduce((a, b) => a + b, 0);
    console.log(
      `  nginx X-Cache of the pages during the runs: ${JSON.stringify(pageCache)} → HIT ${((hits / Math.max(total, 1)) * 100).toFixed(1)}%; of the chunk: ${JSON.stringify(cacheStatuses(accessLog, from, (u) => u === chunk))}`,
    );
    verdict(
      `nginx: pages / static file ≥ ${TARGET.nginxRatio}×`,
      `${run.ratio.toFixed(3)}× (p99 ${run.pages.p99} ms, X-Cache HIT ${((hits / Math.max(total, 1)) * 100).toFixed(1)}%)`,
      run.ratio >= TARGET.nginxRatio,
    );
    await nginx.stop();
    nginx = null;
  }

  // ------------------------------------------------------------------------------------ target 3
  section(`3. first-load JS of the reading page ${READING}`);
  const js = await firstLoadJs(web.url, scripts);
  console.log(
    `HTML ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB, ${(gzipSync(html).length / 1024).toFixed(0)} KB gzip; ${scripts.length} <script src>: ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip -9`,
  );
  // The baseline: the same measure of an empty App Router page (bench/web/floor) built with the same
  // Next: what any page of this framework sends before the site adds anything.
  const floor = await floorFirstLoadJs();
  console.log(
    `floor, an empty Next ${nextVersion} App Router page (bench/web/floor): ${floor.count} <script src>, ${(floor.gzip / 1024).toFixed(1)} KB gzip -9 → the reading page is ${(js.gzip / floor.gzip).toFixed(2)}× the floor, ${((js.gzip - floor.gzip) / 1024).toFixed(1)} KB of the site's own`,
  );
  verdict(
    `first-load JS ≤ ${TARGET.jsKb} KB gzip`,
    `${(js.gzip / 1024).toFixed(1)} KB in ${scripts.length} scripts (an empty Next page: ${(floor.gzip / 1024).toFixed(1)} KB)`,
    js.gzip / 1024 <= TARGET.jsKb,
  );

  // ------------------------------------------------------------------------------------ target 4
  section(`4. Lighthouse mobile on ${READING}, ${LIGHTHOUSE_RUNS} runs`);
  if (process.env.BENCH_LIGHTHOUSE === '0') {
    console.log('skipped: BENCH_LIGHTHOUSE=0');
    verdict(
      `Lighthouse performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}`,
      'BENCH_LIGHTHOUSE=0',
      null,
    );
  } else {
    const withBaseline = process.env.BENCH_LIGHTHOUSE_BASELINE !== '0';
    const runs: LighthouseRun[] = [];
    const blocked: LighthouseRun[] = [];
    await withChromeForLighthouse(async (port) => {
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const r = await audit(port, web.url + READING);
        runs.push(r);
        console.log(`run ${i + 1}: ${runLine(r)} (load ${load1()})`);
        for (const f of r.failedA11y) console.log(`  a11y fail: ${f}`);
        if (withBaseline) {
          const b = await audit(port, web.url + READING, ['*.js']);
          blocked.push(b);
          console.log(`run ${i + 1}, scripts blocked: ${runLine(b)}`);
        }
      }
    });
    const med = (rs: LighthouseRun[], k: keyof Omit<LighthouseRun, 'failedA11y'>) =>
      median(rs.map((r) => r[k]));
    const medLine = (rs: LighthouseRun[]) =>
      `performance ${med(rs, 'performance')}, accessibility ${med(rs, 'accessibility')}; FCP ${med(rs, 'fcp').toFixed(0)} ms, LCP ${med(rs, 'lcp').toFixed(0)} ms, TBT ${med(rs, 'tbt').toFixed(0)} ms, CLS ${med(rs, 'cls').toFixed(3)}`;
    console.log(`medians of ${runs.length}: ${medLine(runs)}`);
    if (withBaseline)
      console.log(
        `baseline, scripts blocked, medians: ${medLine(blocked)} → performance ratio ${(med(runs, 'performance') / med(blocked, 'performance')).toFixed(2)}`,
      );
    verdict(
      `Lighthouse performance ≥ ${TARGET.performance} (median)`,
      `${med(runs, 'performance')} (runs ${runs.map((r) => r.performance).join(', ')})`,
      med(runs, 'performance') >= TARGET.performance,
    );
    const minA11y = Math.min(...runs.map((r) => r.accessibility));
    verdict(
      `Lighthouse accessibility ${TARGET.accessibility}`,
      `${med(runs, 'accessibility')} median, ${minA11y} lowest`,
      minA11y >= TARGET.accessibility,
    );
  }

  // ------------------------------------------------------------------------------------ target 5
  section(`5. web process RSS over ${RSS_REQUESTS} requests to varied pages (8 in flight)`);
  const varied = await variedPages(api.url, books, RSS_REQUESTS);
  const kinds: Record<string, number> = {};
  for (const p of varied) count(kinds, p.kind);
  console.log(`mix: ${JSON.stringify(kinds)}; ${new Set(varied.map((p) => p.path)).size} distinct URLs`);
  const readings: number[] = [];
  const before = rssMb(web.pid);
  console.log(`RSS before: ${before?.toFixed(0) ?? '?'} MB`);
  if (before !== null) readings.push(before);
  const byKind: Record<string, Record<string, number>> = {};
  const nextCache: Record<string, number> = {};
  const kindOf = new Map(varied.map((p) => [p.path, p.kind]));
  const t0 = performance.now();
  for (let done = 0; done < varied.length; done += RSS_STEP) {
    const step = varied.slice(done, done + RSS_STEP).map((p) => p.path);
    await fetchAll(web.url, step, 8, (path, res) => {
      count((byKind[kindOf.get(path)!] ??= {}), `${res.status} ${res.headers.get('x-nextjs-cache') ?? '-'}`);
      count(nextCache, res.headers.get('x-nextjs-cache'));
    });
    const rss = rssMb(web.pid);
    if (rss !== null) readings.push(rss);
    console.log(
      `after ${done + step.length} requests: RSS ${rss?.toFixed(0) ?? '?'} MB (${((performance.now() - t0) / 1000).toFixed(0)} s, load ${load1()})`,
    );
  }
  console.log(
    `status and x-nextjs-cache by kind: ${JSON.stringify(byKind)}; x-nextjs-cache in all: ${JSON.stringify(nextCache)}`,
  );
  if (readings.length >= 3) {
    // Flat: from the first step (caches filled, JIT warm) to the end, at most +15 % or +40 MB (bench/scale's rule).
    const settled = readings[1]!;
    const last = readings[readings.length - 1]!;
    const peak = Math.max(...readings);
    const flat = last - settled <= Math.max(settled * 0.15, 40);
    verdict(
      `web RSS flat and ≤ ${TARGET.rssMb} MB`,
      `${readings.map((r) => r.toFixed(0)).join(' → ')} MB (peak ${peak.toFixed(0)}, ${flat ? 'flat' : 'grows'} after the first step)`,
      flat && peak <= TARGET.rssMb,
    );
  } else verdict(`web RSS flat and ≤ ${TARGET.rssMb} MB`, 'no RSS (ps)', null);
  const serverErrors = Object.values(byKind).reduce(
    (a, s) =>
      a +
      Object.entries(s)
        .filter(([k]) => Number(k.split(' ')[0]) >= 500)
        .reduce((x, [, n]) => x + n, 0),
    0,
  );
  verdict('varied pages: no 5xx', `${serverErrors}`, serverErrors === 0);

  // ------------------------------------------------------------------------------------ target 6
  const start = readingUrl('ar', 26, 1, books);
  section(
    `6. clicking a verse until the commentary panel shows it, Chromium, from ${start}, ${CLICKS} clicks per series`,
  );
  const browser = await launchChromium();
  try {
    const series = await clickSeries(browser, web.url, start, CLICKS);
    for (const [name, t] of series) {
      console.log(
        `${name}: to the DOM ${t.dom.map((x) => x.toFixed(0)).join(', ')} ms; to the frame after it ${t.frame.map((x) => x.toFixed(0)).join(', ')} ms`,
      );
      const m = median(t.dom);
      verdict(
        `verse click → commentary panel ≤ ${TARGET.clickMs} ms (${name})`,
        `median ${m.toFixed(0)} ms (frame after it ${median(t.frame).toFixed(0)} ms)`,
        m <= TARGET.clickMs,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await nginx?.stop();
  await web.stop();
  await api.stop();
}

console.log(`\n## summary (load average at the end ${load1()})`);
for (const line of verdicts) console.log(line);
