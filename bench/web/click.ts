/**
 * Clicking a verse on a hydrated reading page until the commentary panel shows it: the clicked
 * verse becomes `aria-current` and the commentary heading names it (both come in one React commit,
 * after the route's data arrives). Timed in the page from the click to that DOM change, and to the
 * task after the next frame (about when it is painted). Three series, one click each on verses of the Quran text in reading order:
 * verses the browser has not visited and the server has not rendered yet, verses the browser has
 * not visited but the server has cached (the usual case on a busy site), and verses visited before
 * in this tab.
 */
import type { Browser, Page } from 'playwright-core';
import { hydrated } from '../../e2e/hydrated';
import { BROWSER_HEADERS } from './load';

export interface ClickTimes {
  dom: number[];
  frame: number[];
}

export type Series = 'new, server cold' | 'new, server cached' | 'visited';

export async function clickSeries(
  browser: Browser,
  base: string,
  startPath: string,
  clicks: number,
): Promise<Map<Series, ClickTimes>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const visited = new Set<string>();
  const results = new Map<Series, ClickTimes>();
  try {
    await open(page, base + startPath, visited);
    for (const series of ['new, server cold', 'new, server cached'] as const) {
      const times: ClickTimes = { dom: [], frame: [] };
      while (times.dom.length < clicks) {
        const ids = await verseIds(page);
        const target = ids.find((id) => !visited.has(id));
        if (!target) {
          // This mushaf page is read through: open the next one (not timed).
          const next = await page.getAttribute('.page-nav a[rel="next"]', 'href');
          if (!next) throw new Error('no next page to click verses on');
          await open(page, base + next, visited);
          continue;
        }
        if (series === 'new, server cached') await warm(base, await page.getAttribute(`#${target}`, 'href'));
        const t = await timeClick(page, target);
        visited.add(target);
        times.dom.push(t.dom);
        times.frame.push(t.frame);
      }
      results.set(series, times);
    }
    const times: ClickTimes = { dom: [], frame: [] };
    while (times.dom.length < clicks) {
      const current = await page.getAttribute('.verse[aria-current="true"]', 'id');
      const seen = (await verseIds(page)).filter((id) => visited.has(id) && id !== current);
      if (seen.length < 2) throw new Error('fewer than two visited verses on the page');
      const t = await timeClick(page, seen[times.dom.length % seen.length]!);
      times.dom.push(t.dom);
      times.frame.push(t.frame);
    }
    results.set('visited', times);
  } finally {
    await context.close();
  }
  return results;
}

async function open(page: Page, url: string, visited: Set<string>): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
  const current = await page.getAttribute('.verse[aria-current="true"]', 'id');
  if (current) visited.add(current);
}

const verseIds = (page: Page) => page.$$eval('.quran-text a.verse[id]', (as) => as.map((a) => a.id));

/** The server renders and caches the verse's page (document and route data) before the click. */
async function warm(base: string, href: string | null): Promise<void> {
  if (!href) throw new Error('a verse without a link');
  for (const headers of [BROWSER_HEADERS, { ...BROWSER_HEADERS, rsc: '1' }]) {
    const res = await fetch(base + href, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${href}: ${res.status}`);
  }
}

/**
 * Runs in the page. Kept as source text: tsx compiles this file with esbuild's keepNames, whose
 * `__name(…)` calls would be sent along with a function and fail in the page.
 */
const TIME_CLICK = `(id) => new Promise((resolve, reject) => {
  const heading = () => document.getElementById('commentary-heading')?.textContent ?? '';
  const before = heading();
  const shown = () =>
    document.getElementById(id)?.getAttribute('aria-current') === 'true' && heading() !== before;
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error(id + ': the commentary panel did not change within 15 s'));
  }, 15000);
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    const dom = performance.now() - t0;
    observer.disconnect();
    clearTimeout(timer);
    // After the frame that shows it: the task after the next animation frame (its paint).
    requestAnimationFrame(() => setTimeout(() => resolve({ dom, frame: performance.now() - t0 }), 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const t0 = performance.now();
  document.getElementById(id).click();
})`;

function timeClick(page: Page, id: string): Promise<{ dom: number; frame: number }> {
  return page.evaluate(`(${TIME_CLICK})(${JSON.stringify(id)})`);
}
