/**
 * Offline reading (issue 8) in chromium: the web manifest and its PNG icons, the service worker at
 * the site root, "keep this book offline", and the reading page with the network truly off (the
 * browser context offline AND this spec's own web and API servers stopped).
 *
 * The book kept is 127 (Mukhtasar, Chinese), small, with passages covering several verses (37:167–170).
 * The expected texts come from the API before going offline, never from the code under test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { REPO_ROOT, startApi, startWeb, type ApiServer, type WebServer } from './server';
import { ARTIFACTS, SQLITE_FILE as DATABASE } from './site';

const BOOK = 127;
/** Opened while connected. */
const OPENED = { sura: 2, aya: 3 };
/** Never opened: inside the passage 37:167–170. */
const UNOPENED = { sura: 37, aya: 169 };
const ICON_SIZES = [64, 128, 192, 256, 384, 512];

let downloads: string;
let api: ApiServer;
let web: WebServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  // The book's JSON download, generated from the e2e corpus into a folder of this spec's own.
  downloads = mkdtempSync(join(tmpdir(), 'tafsir-offline-'));
  const exported = spawnSync(
    process.execPath,
    [
      `${REPO_ROOT}packages/exporter/dist/cli.js`,
      '--books',
      String(BOOK),
      '--dir',
      downloads,
      '--sqlite-file',
      DATABASE,
      '--quiet',
    ],
    { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (exported.status !== 0) throw new Error(`export failed:\n${exported.stdout}\n${exported.stderr}`);
  // Servers of this spec's own: it stops them to go offline.
  api = await startApi(DATABASE, { own: true, env: { DOWNLOADS_DIR: downloads } });
  web = await startWeb({ apiUrl: api.url });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await api?.stop();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/** Width and height of a PNG (IHDR), after checking its signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(`${api.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface PageAnswer {
  data: Array<{ surah_id: number; ayah_number: number; uthmani_text: string }>;
}
interface ContentAnswer {
  data: Array<{ book_id: number; aya_from: number; aya_to: number; text: string; missing?: boolean }>;
}

/** The verse's text and the book's passage on it, from the API (while it runs). */
async function expected(v: { sura: number; aya: number }) {
  const pageAnswer = await apiJson<PageAnswer>(`/api/v1/page?sura=${v.sura}&aya=${v.aya}&rewaya_id=10`);
  const verse = pageAnswer.data.find((x) => x.surah_id === v.sura && x.ayah_number === v.aya);
  const content = await apiJson<ContentAnswer>(
    `/api/v1/books-content?book_ids=${BOOK}&sura=${v.sura}&aya=${v.aya}&rewaya_id=10`,
  );
  const passage = content.data.find((x) => x.book_id === BOOK && !x.missing && x.text);
  expect(verse, 'verse').toBeTruthy();
  expect(passage, 'passage').toBeTruthy();
  return { verse: verse!.uthmani_text, passage: passage! };
}

/** A stretch of a passage free of markup (footnote markers, quotation braces) to look for on the page. */
const snippet = (text: string) =>
  text
    .split(/[{}[\]\n﴿﴾]/)
    .sort((a, b) => b.length - a.length)[0]!
    .slice(0, 24);

const readingUrl = (v: { sura: number; aya: number }) => `/en?sura=${v.sura}&aya=${v.aya}&books=${BOOK}`;

describe('offline reading', () => {
  let opened: Awaited<ReturnType<typeof expected>>;
  let unopened: Awaited<ReturnType<typeof expected>>;

  it('serves a manifest with the theme colour and PNG icons of every size', async () => {
    await page.goto(`${web.url}/en`, { waitUntil: 'networkidle' });
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await fetch(`${web.url}${href}`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as {
      theme_color: string;
      display: string;
      scope: string;
      start_url: string;
      name: string;
      short_name: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest.theme_color.toUpperCase()).toBe('#B12A34');
    expect(manifest).toMatchObject({ display: 'standalone', scope: '/', start_url: '/' });
    expect(manifest.name).toBe('الجامع التاريخي لتفسير القرآن الكريم');
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    for (const size of ICON_SIZES) expect(pngs.map((i) => i.sizes)).toContain(`${size}x${size}`);
    expect(pngs.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) {
      const r = await fetch(`${web.url}${icon.src}`);
      expect(r.headers.get('content-type')).toBe('image/png');
      const n = Number(icon.sizes.split('x')[0]);
      expect(pngSize(new Uint8Array(await r.arrayBuffer())), icon.src).toEqual({ width: n, height: n });
    }
  });

  it('registers the service worker at the site root, served with no-cache', async () => {
    const sw = await fetch(`${web.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${web.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chromium's own verdict: manifest, icons and a service worker with a fetch handler (a Playwright
    // context is incognito, where nothing installs: that one reason is the browser's, not the site's).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });

  it('keeps a book offline with a progress bar, idempotently', async () => {
    opened = await expected(OPENED);
    unopened = await expected(UNOPENED);
    expect(unopened.passage.aya_to).toBeGreaterThan(unopened.passage.aya_from);
    expect(unopened.passage.aya_from).not.toBe(UNOPENED.aya);

    // Slow the book download a little so that the progress bar can be seen (and cancelled).
    let delay = 5000;
    await page.route(`${web.url}/api/v1/download/**`, async (route) => {
      await new Promise((r) => setTimeout(r, delay));
      await route.continue().catch(() => undefined); // the page may have aborted it meanwhile
    });
    await page.goto(`${web.url}/en/book/${BOOK}`, { waitUntil: 'networkidle' });
    const keep = page.locator('[data-testid="keep-offline"]');

    // A cancelled download says so and keeps nothing.
    await keep.getByRole('button', { name: 'Keep this book offline' }).click();
    await keep.getByRole('button', { name: 'Cancel' }).click();
    await keep.getByText('The download was cancelled: nothing was kept.').waitFor();
    expect(await keep.getAttribute('data-kept')).toBe('false');

    delay = 800;
    await keep.getByRole('button', { name: 'Keep this book offline' }).click();
    const progress = page.getByRole('progressbar', { name: /^Offline copy of / });
    await progress.waitFor({ state: 'visible' });
    await page.screenshot({ path: `${ARTIFACTS}/offline-book-keeping.png` });
    await page.waitForSelector('[data-testid="keep-offline"][data-kept="true"]', { timeout: 60_000 });
    expect(await keep.getByRole('status').innerText()).toMatch(/^Kept on this device \(.+\)$/);
    await page.screenshot({ path: `${ARTIFACTS}/offline-book-kept.png` });
    await page.unroute(`${web.url}/api/v1/download/**`);

    // Keeping again replaces the copy: still one book in the list.
    await keep.getByRole('button', { name: 'Update the offline copy' }).click();
    await page.waitForSelector('[data-testid="keep-offline"][data-kept="true"] button:not([disabled])');
    await page.goto(`${web.url}/en/download-enterpretations`, { waitUntil: 'networkidle' });
    const kept = page.locator('[data-testid="kept-books"] li[data-book]');
    await kept.first().waitFor();
    expect(await kept.count()).toBe(1);
    expect(await kept.first().getAttribute('data-book')).toBe(String(BOOK));
  });

  it('reads a page opened before going offline, and an unopened verse with the kept book', async () => {
    // Opened while connected (the service worker keeps it).
    await page.goto(`${web.url}${readingUrl(OPENED)}`, { waitUntil: 'networkidle' });
    await page.waitForSelector(`article.commentary[data-book="${BOOK}"]`);
    // The reading page knows the book is kept (its commentary header has the same control).
    await page.waitForSelector(
      `article.commentary[data-book="${BOOK}"] [data-testid="keep-offline"][data-kept="true"]`,
    );
    await page.screenshot({ path: `${ARTIFACTS}/offline-reading-online.png` });

    // Truly offline: the browser, and no server to answer anyway.
    await context.setOffline(true);
    await web.stop();
    await api.stop();

    await page.goto(`${web.url}${readingUrl(UNOPENED)}`);
    await page.reload();
    const reader = page.locator('[data-testid="offline-reader"]');
    await reader.locator(`article.commentary[data-book="${BOOK}"] .commentary-text`).waitFor();
    expect(await reader.locator('.offline-banner').innerText()).toContain('offline copy');
    const verse = await reader.locator(`#v${UNOPENED.sura}-${UNOPENED.aya}`).innerText();
    expect(verse).toContain(unopened.verse);
    expect(await reader.locator(`#v${UNOPENED.sura}-${UNOPENED.aya}`).getAttribute('aria-current')).toBe(
      'true',
    );
    const article = reader.locator(`article.commentary[data-book="${BOOK}"]`);
    expect(await article.locator('.commentary-text').innerText()).toContain(snippet(unopened.passage.text));
    expect(await article.locator('.passage-range').innerText()).toContain(
      `${unopened.passage.aya_from}–${unopened.passage.aya_to}`,
    );
    await page.screenshot({ path: `${ARTIFACTS}/offline-reader.png`, fullPage: false });

    // The page opened before: the server-rendered copy, not the offline reader.
    await page.goto(`${web.url}${readingUrl(OPENED)}`);
    await page.waitForSelector(`article.commentary[data-book="${BOOK}"]`);
    expect(await page.locator('[data-testid="offline-reader"]').count()).toBe(0);
    expect(await page.locator(`#v${OPENED.sura}-${OPENED.aya}`).innerText()).toContain(opened.verse);
    expect(await page.locator(`article.commentary[data-book="${BOOK}"]`).innerText()).toContain(
      snippet(opened.passage.text),
    );

    // Following a verse link from that page (a client navigation) lands in the offline reader.
    const next = { sura: OPENED.sura, aya: OPENED.aya + 1 };
    await page.click(`#v${next.sura}-${next.aya}`);
    await page.waitForSelector(
      `[data-testid="offline-reader"] #v${next.sura}-${next.aya}[aria-current="true"]`,
    );
    await page.waitForSelector(`[data-testid="offline-reader"] article.commentary[data-book="${BOOK}"]`);
  });
});
