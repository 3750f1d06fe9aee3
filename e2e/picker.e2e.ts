/**
 * The book picker over the whole catalogue (issue 21): three books from a cold start on a phone in at
 * most five actions, the filters and the search, keyboard and screen-reader use, the picker page
 * without JavaScript, and a reading document that does not carry the catalogue (issue 18). Needs the
 * real API (e2e/run.mjs): the catalogue's facts are read from it.
 */
import { mkdirSync } from 'node:fs';
import type { Book, BooksAnswer } from '@tafsir/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchChromium } from './browser';
import { hydrated } from './hydrated';
import { REPO_ROOT, startWeb, type WebServer } from './server';

const ARTIFACTS = `${REPO_ROOT}e2e/artifacts`;
const API = process.env.E2E_API_URL;
if (!API) console.warn('picker.e2e: skipped — it needs the real API (run it with `node e2e/run.mjs`)');

let web: WebServer;
let browser: Browser;
let catalogue: Book[] = [];

beforeAll(async () => {
  if (!API) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  web = await startWeb();
  browser = await launchChromium();
  const answer = (await (await fetch(`${API}/api/v1/books?lang=ar`)).json()) as BooksAnswer;
  catalogue = [...answer.enterpretation, ...answer.translation];
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

/** A phone (touch, 390 × 844) or a desktop browser, with or without JavaScript. */
async function open(path: string, opts: { phone?: boolean; js?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext(
    opts.phone
      ? {
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          javaScriptEnabled: opts.js ?? true,
        }
      : { viewport: { width: 1280, height: 900 }, javaScriptEnabled: opts.js ?? true },
  );
  const page = await context.newPage();
  await page.goto(web.url + path, { waitUntil: 'networkidle' });
  if (opts.js ?? true) await hydrated(page);
  return page;
}

/**
 * Taps on a 390 × 844 phone, counted: each on something the reader sees without scrolling (a scroll
 * would be an action too).
 */
function phoneTaps(page: Page) {
  let count = 0;
  const tap = async (selector: string) => {
    const box = (await page.locator(selector).boundingBox())!;
    expect(box, selector).not.toBeNull();
    expect(box.y, selector).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, selector).toBeLessThanOrEqual(844);
    await page.tap(selector);
    count++;
  };
  return { tap, actions: () => count };
}

const DIALOG = 'dialog.picker-dialog[open]';
const rows = (page: Page) =>
  page.$$eval(`${DIALOG} .picker-option input`, (els) =>
    els.map((e) => ({
      id: Number((e as HTMLInputElement).value),
      lang: e.closest('li')!.getAttribute('data-lang'),
      type: e.closest('li')!.getAttribute('data-type'),
    })),
  );
const countText = (page: Page) => page.textContent(`${DIALOG} .picker-count[role="status"]`);
const articles = (page: Page) =>
  page.$$eval('article.commentary', (els) => els.map((e) => Number(e.getAttribute('data-book'))));

async function openDialog(page: Page, selector = '.chosen-books .picker-open'): Promise<void> {
  await page.click(selector);
  await page.waitForSelector(`${DIALOG} .picker-option`);
}

describe.skipIf(!API)('book picker', () => {
  it('picks 3 books from a cold start on a 390 px phone in at most 5 actions', async () => {
    const page = await open('/ar?sura=2&aya=255', { phone: true });
    const { tap, actions } = phoneTaps(page);
    // 1: the toolbar's book button at the top of the page opens the picker
    await tap('.reader-toolbar .panel-open[aria-haspopup="dialog"]');
    await page.waitForSelector(`${DIALOG} .picker-option`);
    // On a touch screen the search box does not take the focus (no keyboard over the list).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).not.toBe('search');
    const three = (await rows(page)).slice(0, 3).map((r) => r.id);
    // 2–4: the first three books of the list (the oldest tafsirs in Arabic, the reader's language)
    for (const id of three) await tap(`${DIALOG} .picker-option input[value="${id}"]`);
    expect(await page.textContent(`${DIALOG} .picker-chosen`)).toMatch(/٣|3/);
    // 5: read with them
    await tap(`${DIALOG} .picker-actions button[type="submit"]`);
    const want = [...three].sort((a, b) => a - b).join(',');
    await page.waitForURL((u) => u.searchParams.get('books') === want);
    await page.waitForFunction(() => document.querySelectorAll('article.commentary').length === 3);
    expect(new Set(await articles(page))).toEqual(new Set(three));
    expect(actions()).toBeLessThanOrEqual(5);
    console.log(`picker: 3 books chosen from a cold start at 390 px in ${actions()} actions`);
    // the choice is kept (spec §3 lastBooks) and the books are "recently chosen" on the next opening
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('lastBooks')))!)).toEqual(
      want.split(',').map(Number),
    );
    await page.context().close();
  });

  it('filters by type, language, century and category, and says how many books match', async () => {
    const page = await open('/ar?sura=2&aya=255&books=1');
    await openDialog(page);
    const dialog = page.locator(DIALOG);
    const select = (n: number) => dialog.locator('.picker-filters select').nth(n);
    // every book once, the chosen one on top
    expect((await rows(page)).length).toBe(catalogue.length);
    expect((await rows(page))[0]!.id).toBe(1);
    // language: Urdu
    const urdu = catalogue.filter((b) => b.language === 'ur');
    await select(1).selectOption('ur');
    await page.waitForFunction(
      (n) => document.querySelectorAll('dialog[open] .picker-option').length === n,
      urdu.length + 1, // and the chosen book, always on top
    );
    const shown = (await rows(page)).slice(1);
    expect(shown.every((r) => r.lang === 'ur')).toBe(true);
    expect(new Set(shown.map((r) => r.id))).toEqual(new Set(urdu.map((b) => b.id)));
    expect(await countText(page)).toContain(String(urdu.length).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[+d]!));
    // and type: translations
    await select(0).selectOption('translation');
    await page.waitForFunction(
      (n) => document.querySelectorAll('dialog[open] .picker-option').length === n,
      urdu.filter((b) => b.type === 'translation').length + 1,
    );
    expect((await rows(page)).slice(1).every((r) => r.type === 'translation' && r.lang === 'ur')).toBe(true);
    await dialog.locator('.picker-filters .link-button').click(); // clear the filters
    // century of death: the 4th century AH, as the API's death years say
    await select(2).selectOption('4');
    const fourth = catalogue.filter((b) => {
      const d = b.author_death ?? b.death;
      return d !== null && d > 300 && d <= 400;
    });
    expect(fourth.length).toBeGreaterThan(0);
    await page.waitForFunction(
      (n) => document.querySelectorAll('dialog[open] .picker-option').length === n,
      fourth.length + (fourth.some((b) => b.id === 1) ? 0 : 1),
    );
    expect(new Set((await rows(page)).map((r) => r.id))).toEqual(new Set([1, ...fourth.map((b) => b.id)]));
    await dialog.locator('.picker-filters .link-button').click();
    // category: Sufi (ishari), labelled in Arabic, never its code
    const ishari = catalogue.filter((b) => b.category === 'ishari');
    const label = await select(3).locator('option[value="ishari"]').textContent();
    expect(label).not.toContain('ishari');
    await select(3).selectOption('ishari');
    await page.waitForFunction(
      (n) => document.querySelectorAll('dialog[open] .picker-option').length === n,
      ishari.length + 1,
    );
    expect(new Set((await rows(page)).slice(1).map((r) => r.id))).toEqual(new Set(ishari.map((b) => b.id)));
    await page.context().close();
  });

  it('searches titles and authors in any script: Arabic marks folded, Latin in any case', async () => {
    const page = await open('/ar?sura=2&aya=255');
    await openDialog(page);
    const search = page.locator(`${DIALOG} input[type="search"]`);
    // with a mouse the search box has the focus when the picker opens
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    const tabari = catalogue.filter((b) => (b.author_name_ar ?? '').includes('الطبري')).map((b) => b.id);
    expect(tabari.length).toBeGreaterThan(0);
    for (const query of ['الطَّبَرِيّ', 'الطبري', 'TABARI', 'Ṭabarī']) {
      await search.fill(query);
      const ids = (await rows(page)).map((r) => r.id);
      for (const id of tabari) expect(ids, query).toContain(id);
      expect(ids.length, query).toBeLessThan(catalogue.length);
    }
    // a Latin title in another case
    const english = catalogue.find((b) => b.language === 'en' && b.type === 'translation')!;
    await search.fill(english.title_en.toLowerCase());
    expect((await rows(page)).map((r) => r.id)).toContain(english.id);
    await search.fill('zzzq');
    await page.waitForSelector(`${DIALOG} .picker-empty`);
    expect(await countText(page)).toBe('لا يطابق أي كتاب');
    await page.context().close();
  });

  it('lists the chosen books first, then the recently chosen ones', async () => {
    const page = await open('/ar?sura=2&aya=255&books=1,6');
    // reading without Ibn Kathir (6): he is now a recently chosen book
    await page.click('.chosen-list a[href$="books=1"]');
    await page.waitForURL((u) => u.searchParams.get('books') === '1');
    await hydrated(page);
    await openDialog(page);
    const groups = await page.$$eval(`${DIALOG} .picker-group`, (els) =>
      els.slice(0, 2).map((g) => ({
        title: g.querySelector('.picker-group-title')!.textContent,
        ids: [...g.querySelectorAll('input')].map((i) => Number((i as HTMLInputElement).value)),
      })),
    );
    expect(groups).toEqual([
      { title: 'المختارة', ids: [1] },
      { title: 'اختيرت مؤخرًا', ids: [6] },
    ]);
    await page.context().close();
  });

  it('works from the keyboard: opens, keeps the focus inside, Escape closes and gives it back', async () => {
    const page = await open('/ar?sura=2&aya=255&books=1,6');
    await page.focus('.chosen-books .picker-open');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${DIALOG} .picker-option`);
    expect(await page.getAttribute(DIALOG, 'aria-labelledby')).toBeTruthy();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    }
    // Space toggles a focused checkbox
    await page.focus(`${DIALOG} .picker-option input[value="7"]`);
    await page.keyboard.press('Space');
    expect(await page.isChecked(`${DIALOG} .picker-option input[value="7"]`)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('picker-open'))).toBe(true);
    // nothing was applied
    expect(new URL(page.url()).searchParams.get('books')).toBe('1,6');
    await page.context().close();
  });

  it('picks 3 books on a phone from the bare /ar, the about modal open, in at most 5 actions', async () => {
    const page = await open('/ar', { phone: true });
    await page.waitForSelector('dialog.about-modal[open]');
    const { tap, actions } = phoneTaps(page);
    // 1: the modal's "choose books" opens the picker of the home's verse
    await Promise.all([page.waitForURL(/\/choose$/), tap('dialog.about-modal .about-choose')]);
    await page.waitForSelector('.picker-option input');
    const three = await page.$$eval('.picker-option input', (els) =>
      els.slice(0, 3).map((e) => Number((e as HTMLInputElement).value)),
    );
    // 2–4: the first three books of the list
    for (const id of three) await tap(`.picker-option input[value="${id}"]`);
    // 5: read with them
    await Promise.all([page.waitForURL(/books=/), tap('.picker-actions button[type="submit"]')]);
    await page.waitForFunction(() => document.querySelectorAll('article.commentary').length === 3);
    expect(new Set(await articles(page))).toEqual(new Set(three));
    expect(actions()).toBeLessThanOrEqual(5);
    console.log(
      `picker: 3 books chosen from the bare /ar (about modal open) at 390 px in ${actions()} actions`,
    );
    await page.context().close();
  });

  it('has no serious or critical axe violation: the open picker at 390 and 1280 px, the picker page', async () => {
    for (const phone of [true, false]) {
      const page = await open('/ar?sura=2&aya=255&books=1,6,7', { phone });
      await openDialog(
        page,
        phone ? '.reader-toolbar .panel-open[aria-haspopup]' : '.chosen-books .picker-open',
      );
      expect(await seriousAxeViolations(page, 'dialog[open]'), phone ? '390 px' : '1280 px').toEqual([]);
      await page.context().close();
    }
    // (axe is a script: the picker page is checked with JavaScript on, the same form)
    const page = await open('/ar/read/10/2-255/1,6,7/choose');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript: the picker page is a plain form that opens the reading with the books', async () => {
    const page = await open('/ar?sura=2&aya=255&books=1', { js: false });
    await Promise.all([page.waitForNavigation(), page.click('.chosen-books .picker-open')]);
    expect(new URL(page.url()).pathname).toBe('/ar/read/10/2-255/1/choose');
    // every book, grouped (the chosen first), with a jump list to the groups
    expect(await page.locator('.picker-option input').count()).toBe(catalogue.length);
    expect(await page.isChecked('.picker-option input[value="1"]')).toBe(true);
    expect(await page.locator('.picker-jump a').count()).toBeGreaterThan(2);
    const translation = catalogue.find((b) => b.language === 'ur' && b.type === 'translation')!;
    await page.check('.picker-option input[value="6"]');
    await page.check(`.picker-option input[value="${translation.id}"]`);
    await Promise.all([page.waitForNavigation(), page.click('.picker-actions button[type="submit"]')]);
    const url = new URL(page.url());
    expect(url.searchParams.get('sura')).toBe('2');
    expect(url.searchParams.get('aya')).toBe('255');
    expect(url.searchParams.getAll('books').sort()).toEqual(['1', '6', String(translation.id)].sort());
    expect(new Set(await articles(page))).toEqual(new Set([1, 6, translation.id]));
    // a chosen book's "read without" link is a plain link too
    await Promise.all([page.waitForNavigation(), page.click('.chosen-list a[href*="books="] >> nth=0')]);
    expect((await articles(page)).length).toBe(2);
    await page.context().close();
  });

  it('without JavaScript: every book of the catalogue can be chosen at once', async () => {
    const page = await open('/ar/read/10/2-255/-/choose', { js: false });
    // the count of chosen books cannot follow the boxes without JavaScript: not shown
    expect(await page.isVisible('.picker-chosen')).toBe(false);
    const boxes = page.locator('.picker-option input');
    expect(await boxes.count()).toBe(catalogue.length);
    for (const box of await boxes.all()) await box.check();
    await Promise.all([page.waitForNavigation(), page.click('.picker-actions button[type="submit"]')]);
    const res = await page.request.get(page.url());
    expect(res.status()).toBe(200);
    expect(new Set(await articles(page))).toEqual(new Set(catalogue.map((b) => b.id)));
    await page.context().close();
  });

  it('answers 404 for a picker page of no reading state (a page number, unsorted or unknown spellings)', async () => {
    for (const path of [
      '/ar/read/10/p5/-/choose',
      '/ar/read/10/2-255/7,1/choose',
      '/ar/read/10/2-999/-/choose',
    ])
      expect((await fetch(web.url + path)).status, path).toBe(404);
    expect((await fetch(`${web.url}/ar/read/10/2-255/-/choose`)).status).toBe(200);
  });

  it('answers 404 for the picker and divisions pages of an unknown book, as the reading view does', async () => {
    const status = async (path: string) => (await fetch(web.url + path)).status;
    expect(await status('/fr?sura=3&aya=7&books=88888')).toBe(404);
    for (const path of [
      '/fr/read/10/3-7/88888/choose',
      '/en/read/10/2-255/99999/divisions',
      '/en/read/10/2-255/1,99999/choose',
      '/en/read/20/2-255/1,99999/divisions',
    ])
      expect(await status(path), path).toBe(404);
    expect(await status('/fr/read/10/3-7/1/choose')).toBe(200);
    expect(await status('/en/read/10/2-255/1,6/divisions')).toBe(200);
  });

  it('keeps the catalogue out of the reading document', async () => {
    const html = await (await fetch(`${web.url}/ar?sura=2&aya=255&books=1,6,7`)).text();
    // Titles of books in other languages than the three Arabic tafsirs' text (which may name Arabic books).
    const unchosen = catalogue.filter((b) => ![1, 6, 7].includes(b.id) && b.language !== 'ar');
    expect(unchosen.length).toBeGreaterThan(50);
    const present = unchosen.filter((b) => html.includes(b.title));
    expect(present.map((b) => b.title)).toEqual([]);
    expect(html).not.toContain('picker-option');
    console.log(
      `picker: reading document /ar?sura=2&aya=255&books=1,6,7 is ${Buffer.byteLength(html)} bytes`,
    );
  });

  it('takes a screenshot of the picker filtered to Urdu at 390 px', async () => {
    const page = await open('/ur?sura=2&aya=255', { phone: true });
    await openDialog(page, '.reader-toolbar .panel-open[aria-haspopup]');
    await page.locator(`${DIALOG} .picker-filters select`).nth(1).selectOption('ur');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('dialog[open] .picker-option')].every(
        (o) => o.closest('li')!.getAttribute('data-lang') === 'ur',
      ),
    );
    await page.screenshot({ path: `${ARTIFACTS}/picker-urdu-390.png` });
    await page.context().close();
  });
});
