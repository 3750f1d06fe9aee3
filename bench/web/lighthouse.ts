/**
 * Lighthouse 12 (npm `lighthouse`, mobile defaults) over Debian's chromium, reached over CDP. The
 * baseline run after each one is the same page with its scripts blocked (DevTools request blocking):
 * the score of its HTML, CSS and fonts alone, so what the scripts cost is the difference.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../e2e/browser';
import { freePort } from '../../e2e/server';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Milliseconds (CLS: unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The paint as Chromium reported it, before Lantern's simulation. */
  observedFcp: number;
  failedA11y: string[];
}

export async function withChromeForLighthouse<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = `/tmp/bench-web-lh-${port}`;
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
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
    return await fn(port);
  } finally {
    await new Promise<void>((resolve) => {
      if (chrome.exitCode !== null || chrome.signalCode !== null) return resolve();
      chrome.once('exit', () => resolve());
      chrome.kill('SIGTERM');
    });
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function audit(port: number, url: string, blocked?: string[]): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(blocked ? { blockedUrlPatterns: blocked } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // Headless Chromium sometimes holds a page's first frames back by a second or two (Lighthouse
  // issue 17148), which Lantern then counts into the simulated LCP: shown so that such runs are seen.
  const observed = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)
    ?.items?.[0]?.observedFirstContentfulPaint;
  const a11yIds = new Set(lhr.categories.accessibility?.auditRefs.map((r) => r.id) ?? []);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    observedFcp: observed ?? NaN,
    failedA11y: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && a11yIds.has(a.id))
      .map((a) => `${a.id} — ${a.title}`),
  };
}

export function runLine(r: LighthouseRun): string {
  return `performance ${r.performance}, accessibility ${r.accessibility}; FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}; observed FCP ${r.observedFcp.toFixed(0)} ms`;
}
