/**
 * Web benchmark (issue 5): first-load JS (gzip) of the reading page and the median SSR time of a
 * page with 3 commentaries. Starts the built web app like the e2e specs (fixtures unless
 * E2E_API_URL is set). Run: `npx tsx bench/web/run.ts` after `npm run build -w @tafsir/web`.
 * Lighthouse (npm `lighthouse`, mobile defaults) runs against Debian's chromium over CDP; skip it
 * with BENCH_LIGHTHOUSE=0.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../e2e/browser';
import { launchChromium } from '../../e2e/browser';
import { freePort, startWeb } from '../../e2e/server';

const READING = '/ar?sura=2&aya=255&books=1,6,7';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const web = await startWeb();
try {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), res.body());
  });
  await page.goto(web.url + READING, { waitUntil: 'networkidle' });
  let raw = 0;
  let gz = 0;
  for (const body of await Promise.all(scripts.values())) {
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  await browser.close();

  for (let i = 0; i < 5; i++) await (await fetch(web.url + READING)).text(); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(web.url + READING);
    await res.text();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `reading page ${READING} (${process.env.E2E_API_URL ? `API ${process.env.E2E_API_URL}` : 'fixture data'})`,
  );
  console.log(
    `first-load JS: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`,
  );
  console.log(
    `SSR time over ${RUNS} requests: median ${median.toFixed(1)} ms, p90 ${times[Math.floor(times.length * 0.9)]!.toFixed(1)} ms (target ≤ 30 ms)`,
  );

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const port = await freePort();
    const chrome = spawn(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      [
        ...CHROMIUM_ARGS,
        `--remote-debugging-port=${port}`,
        '--user-data-dir=/tmp/bench-web-lh',
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
      const result = await lighthouse(web.url + READING, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const cats = result?.lhr.categories;
      const score = (k: string) => Math.round((cats?.[k]?.score ?? 0) * 100);
      console.log(
        `Lighthouse (mobile): performance ${score('performance')}, accessibility ${score('accessibility')} (targets ≥ 95, 100)`,
      );
      const audits = result?.lhr.audits ?? {};
      for (const id of [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]) {
        console.log(`  ${id}: ${audits[id]?.displayValue ?? '?'}`);
      }
      const failed = Object.values(audits).filter(
        (a) => a.score === 0 && result?.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      );
      for (const a of failed) console.log(`  a11y fail: ${a.id} — ${a.title}`);
    } finally {
      chrome.kill('SIGTERM');
    }
  }
} finally {
  await web.stop();
}
