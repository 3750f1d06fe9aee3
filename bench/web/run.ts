/**
 * Web benchmark (issue 5) of the reading page with 3 commentaries, against the real API over the whole
 * shared corpus: first-load JS (gzip) against its budget, the median SSR time against a baseline
 * measured in the same run on the same server (a static asset, so the ratio says what the render adds
 * on this machine now) — the render uncompressed, as nginx receives it in deploy/, and again with the
 * web server's gzip (apps/web/server), as the quick start serves it — the web server's memory before and after the SSR load, the
 * browser's layout work on a phone's first load (Chromium trace) against the same page with the
 * off-screen skipping of commentary paragraphs turned off, and Lighthouse 12 (npm `lighthouse`,
 * mobile defaults, Debian's chromium over CDP; BENCH_LIGHTHOUSE=0 skips it, BENCH_LIGHTHOUSE_RUNS
 * sets the runs, default 5: the score moves by ±10 between runs on a shared 2-core machine), each run
 * followed by one of the same page with its scripts blocked as the baseline.
 *
 * Run after `npm run build` (the API and the web app built): `npx tsx bench/web/run.ts`. It starts the
 * built API on data/e2e/corpus.sqlite (SQLITE_FILE to change; `node e2e/run.mjs` imports it) unless
 * E2E_API_URL names a running one. BENCH_RUNS (default 40) requests per series.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, launchChromium } from '../../e2e/browser';
import { REPO_ROOT, freePort, startApi, startWeb } from '../../e2e/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const JS_BUDGET_KB = 150;
const SSR_TARGET_MS = 30;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const sqlite = process.env.SQLITE_FILE ?? `${REPO_ROOT}data/e2e/corpus.sqlite`;
if (!process.env.E2E_API_URL && !existsSync(sqlite))
  throw new Error(`no API: set E2E_API_URL, or import the corpus into ${sqlite} (node e2e/run.mjs)`);
const api = await startApi(sqlite);

/** Three Arabic commentaries with text for 2:255, earliest authors first (the ids depend on the import). */
async function pickBooks(): Promise<number[]> {
  const books = (await (await fetch(`${api.url}/api/v1/books?lang=ar`)).json()) as {
    enterpretation: Array<{ id: number; language: string }>;
  };
  const candidates = books.enterpretation.filter((b) => b.language === 'ar').map((b) => b.id);
  const content = (await (
    await fetch(
      `${api.url}/api/v1/books-content?lang=ar&rewaya_id=10&sura=2&aya=255&book_ids=${candidates.join(',')}`,
    )
  ).json()) as { data: Array<{ book_id: number; text: string | null; missing?: boolean }> };
  const withText = new Set(content.data.filter((d) => !d.missing && d.text).map((d) => d.book_id));
  // Tabari, Ibn Kathir and Jalalayn (the page) when this import has them with text, else the first three.
  const usual = [1, 6, 7];
  const chosen = usual.every((id) => withText.has(id))
    ? usual
    : candidates.filter((id) => withText.has(id)).slice(0, 3);
  if (chosen.length < 3) throw new Error(`only ${chosen.length} commentaries have text for 2:255`);
  return chosen;
}

/** What a browser sends for a page: the reading page answers a document request (text/html) with the
 * commentary text in the HTML only (components/html-island); page-data fetches get it inline. */
const ACCEPT_HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const DOCUMENT = { headers: { accept: ACCEPT_HTML } };
/** The render alone: the answer uncompressed, as the web servers give it to nginx in deploy/ (WEB_COMPRESS=0). */
const RENDER = { headers: { accept: ACCEPT_HTML, 'accept-encoding': 'identity' } };

async function median(
  url: string,
  runs: number,
  init: RequestInit = RENDER,
): Promise<{ median: number; p90: number }> {
  for (let i = 0; i < 5; i++) await (await fetch(url, init)).arrayBuffer(); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]! };
}

function rssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return Promise.resolve(null);
  return new Promise((resolve) => {
    const ps: ChildProcess = spawn('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)]);
    let out = '';
    ps.stdout?.on('data', (d) => (out += d));
    ps.on('close', () => {
      const kb = out
        .split('\n')
        .map(Number)
        .filter((n) => n > 0);
      resolve(kb.length ? Math.max(...kb) / 1024 : null);
    });
  });
}

const LAYOUT_RUNS = 7;
type LayoutTimes = { beforePaint: number; total: number };

/**
 * Layout time of one first load on a phone-sized page, from a Chromium trace: the Layout events
 * before the first contentful paint, and all of them until a second after load. `css` is added to
 * the page's head (the baseline).
 */
async function traceLayout(browser: Browser, url: string, css?: string): Promise<LayoutTimes> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  if (css)
    await page.route(url, async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace('</head>', `<style>${css}</style></head>`);
      await route.fulfill({ response: res, body });
    });
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: Array<{ name: string; ph: string; ts: number; dur?: number }>;
  };
  await context.close();
  const events = trace.traceEvents;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Infinity;
  const layouts = events.filter((e) => e.ph === 'X' && e.name === 'Layout');
  const sum = (xs: typeof layouts) => xs.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
  return { beforePaint: sum(layouts.filter((e) => e.ts < fcp)), total: sum(layouts) };
}

/** The page against the same page with every commentary paragraph laid out, interleaved. */
async function layoutOnPhone(url: string): Promise<{ page: LayoutTimes; baseline: LayoutTimes }> {
  const browser = await launchChromium();
  const page: LayoutTimes[] = [];
  const baseline: LayoutTimes[] = [];
  try {
    for (let i = 0; i < LAYOUT_RUNS; i++) {
      page.push(await traceLayout(browser, url));
      baseline.push(
        await traceLayout(
          browser,
          url,
          '.commentary-list>li,.commentary-text>p{content-visibility:visible!important}',
        ),
      );
    }
  } finally {
    await browser.close();
  }
  const med = (xs: LayoutTimes[], k: keyof LayoutTimes) =>
    xs.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    page: { beforePaint: med(page, 'beforePaint'), total: med(page, 'total') },
    baseline: { beforePaint: med(baseline, 'beforePaint'), total: med(baseline, 'total') },
  };
}

const books = await pickBooks();
const READING = `/ar?sura=2&aya=255&books=${books.join(',')}`;
const web = await startWeb({ apiUrl: api.url });
try {
  console.log(`reading page ${READING} (API ${api.url}, whole corpus)`);
  console.log(`load average at start: ${load()} (${process.env.BENCH_NOTE ?? 'shared machine'})`);

  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), res.body());
  });
  await page.goto(web.url + READING, { waitUntil: 'networkidle' });
  let raw = 0;
  let gz = 0;
  for (const [url, pending] of scripts) {
    const body = await pending;
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    // BENCH_VERBOSE=1: each script, to see what a change added.
    if (process.env.BENCH_VERBOSE === '1')
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB gzip ${url}`);
  }
  await browser.close();
  console.log(
    `first-load JS: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip = ${((gz / 1024 / JS_BUDGET_KB) * 100).toFixed(0)}% of the ${JS_BUDGET_KB} KB budget`,
  );

  const html = await (await fetch(web.url + READING, DOCUMENT)).text();
  console.log(
    `HTML: ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB raw, ${(gzipSync(html).length / 1024).toFixed(0)} KB gzip`,
  );
  const rssBefore = await rssMb(web.pid);
  // Baseline and page interleaved in three rounds, so both see the same load.
  const base: number[] = [];
  const ssr: number[] = [];
  const ssrP90: number[] = [];
  const ssrGzip: number[] = [];
  for (let round = 0; round < 3; round++) {
    base.push((await median(`${web.url}/icon.svg`, RUNS)).median);
    const r = await median(web.url + READING, RUNS);
    ssr.push(r.median);
    ssrP90.push(r.p90);
    // The same page gzipped by the web server itself (apps/web/server), as the quick start serves it without nginx.
    ssrGzip.push((await median(web.url + READING, RUNS, DOCUMENT)).median);
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  const rssAfter = await rssMb(web.pid);
  console.log(
    `SSR time (the render; uncompressed as nginx receives it in deploy/), ${3 * RUNS} requests in 3 rounds: median ${mid(ssr).toFixed(1)} ms (rounds ${ssr.map((x) => x.toFixed(1)).join(' / ')}), p90 ${mid(ssrP90).toFixed(1)} ms (target ≤ ${SSR_TARGET_MS} ms)`,
  );
  console.log(
    `SSR time with the web server's gzip (the quick start, no nginx): median ${mid(ssrGzip).toFixed(1)} ms (rounds ${ssrGzip.map((x) => x.toFixed(1)).join(' / ')})`,
  );
  console.log(
    `baseline, a static asset of the same server: median ${mid(base).toFixed(1)} ms → SSR = ${(mid(ssr) / mid(base)).toFixed(1)}× the static answer`,
  );
  if (rssBefore !== null && rssAfter !== null)
    console.log(
      `web server RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after the SSR series`,
    );
  console.log(`load average after SSR: ${load()}`);

  const layout = await layoutOnPhone(web.url + READING);
  console.log(
    `layout on a phone's first load (median of ${LAYOUT_RUNS}): ${layout.page.beforePaint.toFixed(0)} ms before the first paint, ${layout.page.total.toFixed(0)} ms in all; with commentary paragraphs all laid out (content-visibility off): ${layout.baseline.beforePaint.toFixed(0)} / ${layout.baseline.total.toFixed(0)} ms → ${(layout.page.total / layout.baseline.total).toFixed(2)}× the layout work`,
  );

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const port = await freePort();
    const chrome = spawn(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      [
        ...CHROMIUM_ARGS,
        `--remote-debugging-port=${port}`,
        `--user-data-dir=/tmp/bench-web-lh-${port}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    try {
      for (let i = 0; i < 50; i++) {
        try {
          await fetch(`http://127.0.0.1:${port}/json/version`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      /** One Lighthouse run; with `blocked`, the browser fetches none of those URLs (DevTools request blocking). */
      const audit = async (label: string, blocked?: string[]) => {
        const result = await lighthouse(web.url + READING, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(blocked ? { blockedUrlPatterns: blocked } : {}),
        });
        const lhr = result?.lhr;
        const score = (k: string) => Math.round((lhr?.categories[k]?.score ?? 0) * 100);
        const a = lhr?.audits ?? {};
        const v = (id: string) => a[id]?.displayValue ?? '?';
        // The paint as Chromium reported it, before Lantern's simulation. Headless Chromium sometimes
        // holds a page's first frames back by one or two whole seconds (Lighthouse issue 17148), which
        // puts every request of that second into the simulated LCP: shown so that such runs are seen.
        const observed = (a.metrics?.details as { items?: Array<Record<string, number>> } | undefined)
          ?.items?.[0]?.observedFirstContentfulPaint;
        console.log(
          `Lighthouse (mobile) ${label}: performance ${score('performance')}, accessibility ${score('accessibility')}; FCP ${v('first-contentful-paint')}, LCP ${v('largest-contentful-paint')}, TBT ${v('total-blocking-time')}, CLS ${v('cumulative-layout-shift')}; observed FCP ${observed?.toFixed(0) ?? '?'} ms; load ${load()}, benchmarkIndex ${lhr?.environment.benchmarkIndex.toFixed(0)}`,
        );
        if (!blocked)
          for (const f of Object.values(a).filter(
            (x) => x.score === 0 && lhr?.categories.accessibility?.auditRefs.some((r) => r.id === x.id),
          ))
            console.log(`  a11y fail: ${f.id} — ${f.title}`);
        return score('performance');
      };
      // Baseline, interleaved with the page's runs: the same page with its scripts blocked, so the
      // score of its HTML, CSS and fonts alone (what the scripts cost is the difference).
      const scores: number[] = [];
      const noScripts: number[] = [];
      for (let i = 0; i < runs; i++) {
        scores.push(await audit(`run ${i + 1} (targets ≥ 95, 100)`));
        noScripts.push(await audit(`run ${i + 1}, scripts blocked`, ['*.js']));
      }
      const page = median(scores);
      const base = median(noScripts);
      console.log(
        `Lighthouse performance median of ${runs}: ${page}; with the page's scripts blocked: ${base} (ratio ${(page / base).toFixed(2)})`,
      );
    } finally {
      chrome.kill('SIGTERM');
    }
  }
} finally {
  await web.stop();
  await api.stop();
}
