/**
 * Issue 6 pages in Debian's chromium: compare a verse, search, authors, books, downloads, about,
 * privacy, legal, contact; search as you type and a word of a verse tapped (issue 19). These pages
 * read the API (no fixture mode): with E2E_API_URL unset the spec starts apps/api (built:
 * `npx tsc -b apps/api`) on a free port against E2E_SQLITE_FILE (default data/e2e/corpus.sqlite, read
 * only by these tests: the contact test fills the honeypot, so nothing is stored).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from './hydrated';
import { seriousAxeViolations, type AxeViolation } from './axe';
import { REPO_ROOT } from './server';
import { ARTIFACTS, useSite } from './site';

const site = useSite();
const open = site.open;

/** axe on a page that must have a <main> (a missing one means the page itself failed). */
async function seriousAxe(page: Page): Promise<AxeViolation[]> {
  if ((await page.locator('main').count()) === 0)
    throw new Error(`no <main> on ${page.url()}: ${(await page.content()).slice(0, 600)}`);
  return seriousAxeViolations(page);
}

/** Death years in page order: known ones ascending, unknown (empty) after them. */
function inDeathOrder(years: string[]): boolean {
  let seenUnknown = false;
  let last = -Infinity;
  for (const y of years) {
    if (y === '') {
      seenUnknown = true;
      continue;
    }
    if (seenUnknown) return false;
    const n = Number(y);
    if (n < last) return false;
    last = n;
  }
  return true;
}

describe('compare the commentaries of a verse (/browse-aya)', () => {
  for (const locale of ['ar', 'en']) {
    it(`${locale}: shows every commentary of 2:255 in death order, with the timeline`, async () => {
      const books = (await (await fetch(`${site.apiUrl}/api/v1/books?lang=${locale}`)).json()) as {
        enterpretation: Array<{ id: number }>;
      };
      const page = await open(`/${locale}/browse-aya/2:255`, { js: false });
      const ids = await page.$$eval('[data-testid=compare-list] article', (as) =>
        as.map((a) => Number(a.getAttribute('data-book'))),
      );
      expect(ids.sort((a, b) => a - b)).toEqual(books.enterpretation.map((b) => b.id).sort((a, b) => a - b));
      const years = await page.$$eval('[data-testid=compare-list] article', (as) =>
        as.map((a) => a.getAttribute('data-death') ?? ''),
      );
      expect(inDeathOrder(years)).toBe(true);
      // Every book that comments on Ayat al-Kursi shows its text, marked translate="no".
      const q = books.enterpretation.map((b) => `book_ids[]=${b.id}`).join('&');
      const content = (await (
        await fetch(`${site.apiUrl}/api/v1/books-content?lang=${locale}&sura=2&aya=255&${q}`)
      ).json()) as { data: Array<{ book_id: number; missing: boolean; text: string }> };
      const commented = new Set(content.data.filter((i) => !i.missing && i.text).map((i) => i.book_id));
      expect(commented.size).toBeGreaterThan(0);
      const texts = await page.locator('[data-testid=compare-list] .pg-text[translate="no"]').count();
      expect(texts).toBe(commented.size);
      // Timeline: only the centuries that have books (of 15 + modern/unknown), each name links to its passage.
      const columns = await page.$$eval('[data-testid=timeline] > li', (lis) =>
        lis.map((li) => li.querySelectorAll('a').length),
      );
      expect(columns.length).toBeGreaterThan(0);
      expect(columns.length).toBeLessThan(16);
      expect(columns.every((n) => n > 0)).toBe(true);
      const first = page.locator('[data-testid=timeline] a').first();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^#c-\d+$/);
      expect(await page.locator(href!).count()).toBe(1);
      // The verse itself, and citations of the first passage.
      expect((await page.locator('blockquote.pg-verse[translate="no"]').innerText()).length).toBeGreaterThan(
        100,
      );
      const cite = await page.locator('.pg-cite pre').first().textContent();
      expect(cite).toContain('@misc{');
      expect(cite).toContain('/browse-aya/2:255');
      await page.context().close();
    });
  }

  it('the century filter narrows the books', async () => {
    const page = await open('/en/browse-aya/2:255?century=6');
    const centuries = await page.$$eval('[data-testid=timeline] li[data-century]', (lis) =>
      lis.filter((li) => li.querySelector('a')).map((li) => li.getAttribute('data-century')),
    );
    expect(centuries).toEqual(['6']);
    const n = await page.locator('[data-testid=compare-list] article').count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(15);
    await page.context().close();
  });

  it('on a phone the filter comes first, and the timeline draws only centuries that have books', async () => {
    for (const locale of ['ar', 'en']) {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${site.webUrl}/${locale}/browse-aya/2:255`, { waitUntil: 'load' });
      const top = (selector: string) =>
        page.$eval(selector, (el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
      const [filter, timeline] = [await top('.pg-filters'), await top('[data-testid=timeline]')];
      console.log(`${locale} 390×844: filter at ${filter} px, timeline at ${timeline} px`);
      expect(filter).toBeLessThan(timeline);
      // within the first two screens, after the verse itself (was ~1,600–2,200 px down)
      expect(filter).toBeLessThan(2 * 844);
      const bottom = await page.$eval(
        'blockquote.pg-verse',
        (el) => el.getBoundingClientRect().bottom + window.scrollY,
      );
      expect(filter).toBeLessThan(bottom + 200);
      expect(await page.locator('[data-testid=timeline] > li[data-empty]').count()).toBe(0);
      const height = await page.$eval('[data-testid=timeline]', (el) => el.getBoundingClientRect().height);
      console.log(`${locale} 390×844: timeline ${Math.round(height)} px high`);
      await context.close();
    }
  });

  it('an invalid verse is a 404', async () => {
    const res = await fetch(`${site.webUrl}/en/browse-aya/2:300`);
    expect(res.status).toBe(404);
  });
});

describe('reading pages', () => {
  it("a reading page is titled with its verse or its page, in the page's language", async () => {
    const title = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(`${site.webUrl}${path}`)).text())?.[1] ?? '';
    expect(await title('/en?sura=2&aya=255')).toMatch(/^Sura Al-Baqarah, verse 255 · /);
    expect(await title('/en?page=50')).toMatch(/^Page 50 · /);
    expect(await title('/ar?sura=2&aya=255')).toMatch(/^.*البقرة.*٢٥٥.* · /);
    // one <h1>: the sura's name
    const html = await (await fetch(`${site.webUrl}/en?sura=2&aya=255`)).text();
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(/<h1 id="quran-heading"[^>]*>(.*?)<\/h1>/.exec(html)?.[1]).toContain('Al-Baqarah');
    // al-Fatiha opens with an unnumbered basmala where the riwaya does not number it 1:1 (Warsh)
    const basmala = async (rewaya: number) =>
      (await (await fetch(`${site.webUrl}/ar?sura=1&aya=1&rewaya_id=${rewaya}`)).text()).includes(
        'class="basmala"',
      );
    expect([await basmala(10), await basmala(20)]).toEqual([false, true]);
    // the 404 of a reading query that does not validate, or of an unknown path, is titled too
    expect(await title('/en?sura=115')).toMatch(/^This page could not be found · \S/);
    expect(await title('/fr/no-such-page')).toMatch(/ · \S/);
  });
});

describe('search (/search)', () => {
  it('en: a word finds highlighted commentaries, and the century filter narrows them', async () => {
    const page = await open('/en/search?keyword=mercy');
    const marks = await page.locator('[data-testid=results-books] mark').allTextContents();
    expect(marks.length).toBeGreaterThan(2);
    for (const m of marks) expect(m.toLowerCase()).toContain('merc');
    const total = (s: string) => Number(s.match(/[\d,]+/)?.[0]?.replace(/,/g, '') ?? NaN);
    const all = total(await page.locator('[data-testid=search-count]').innerText());
    // A century that has results but not all of them: the century of the oldest book found.
    const api = async (extra: string) =>
      (await (
        await fetch(`${site.apiUrl}/api/v1/search?lang=en&keyword=mercy&per_page=50${extra}`)
      ).json()) as {
        total: number;
        data: Array<{ author_death: number | null }>;
      };
    const years = (await api('')).data.map((h) => h.author_death).filter((y): y is number => y !== null);
    const century = Math.ceil(Math.min(...years) / 100);
    const expected = (await api(`&century_categories=${century}`)).total;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    const narrowed = await open(`/en/search?keyword=mercy&century_categories=${century}`);
    expect(total(await narrowed.locator('[data-testid=search-count]').innerText())).toBe(expected);
    await narrowed.context().close();
    await page.context().close();
  });

  it("en: the commentaries found can be listed by their authors' death dates (sort=history)", async () => {
    const keyword = 'العهن';
    const api = async (extra: string) =>
      (await (
        await fetch(
          `${site.apiUrl}/api/v1/search?lang=en&filter=enterpretation&per_page=20&keyword=${encodeURIComponent(keyword)}${extra}`,
        )
      ).json()) as { data: Array<{ book_id: number; author_death: number | null }> };
    const relevance = (await api('')).data.map((h) => h.book_id);
    const history = (await api('&sort=history')).data.map((h) => h.book_id);
    expect(history).not.toEqual(relevance);
    const bookIds = async (page: Page) =>
      (await page
        .locator('[data-testid=results-books] .pg-result-head > a')
        .evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')!.split('/').pop())))) as number[];
    const page = await open(`/en/search?filter=enterpretation&keyword=${encodeURIComponent(keyword)}`);
    expect(await bookIds(page)).toEqual(relevance);
    const order = page.getByRole('navigation', { name: 'Order of the commentaries' });
    expect(await order.getByRole('link', { name: 'Most relevant' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await order.getByRole('link', { name: "By the author's death" }).click();
    await page.waitForURL(/sort=history/);
    await page.waitForFunction(
      (first) =>
        document
          .querySelector('[data-testid=results-books] .pg-result-head > a')
          ?.getAttribute('href')
          ?.endsWith(`/${first}`),
      history[0],
    );
    expect(await bookIds(page)).toEqual(history);
    // the death years shown go up (the authors with none, the living, come last)
    const years = (await api('&sort=history')).data.map((h) => h.author_death ?? Infinity);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    await page.context().close();
  });

  it('en: a word whose book entries are counted up to the cap says "more than"', async () => {
    const keyword = 'الله';
    const answer = (await (
      await fetch(`${site.apiUrl}/api/v1/search?lang=en&keyword=${encodeURIComponent(keyword)}`)
    ).json()) as { total: number; book_total: number; book_total_capped: boolean };
    expect(answer.book_total_capped).toBe(true);
    const page = await open(`/en/search?keyword=${encodeURIComponent(keyword)}`);
    const summary = await page.locator('[data-testid=search-count]').innerText();
    expect(summary).toMatch(new RegExp(`^More than ${answer.total.toLocaleString('en')} results`));
    expect(summary).toContain(`more than ${answer.book_total.toLocaleString('en')} in the books`);
    // the heading of the commentaries found (page 1 of «الله» is all verses: the commentaries only)
    const books = await open(`/en/search?filter=enterpretation&keyword=${encodeURIComponent(keyword)}`);
    expect(await books.locator('#res-books').innerText()).toContain(
      `(more than ${answer.book_total.toLocaleString('en')})`,
    );
    await books.context().close();
    // a word with fewer entries than the cap gives exact figures
    const few = await open(`/en/search?keyword=${encodeURIComponent('العهن')}`);
    expect(await few.locator('[data-testid=search-count]').innerText()).not.toMatch(/more than/i);
    await few.context().close();
    await page.context().close();
  });

  it('ar: a word finds highlighted verses of the Quran', async () => {
    const page = await open(`/ar/search?keyword=${encodeURIComponent('الرحمن')}`);
    const verses = page.locator('[data-testid=results-quran] .pg-quran');
    expect(await verses.count()).toBeGreaterThan(3);
    expect(await page.locator('[data-testid=results-quran] mark').count()).toBeGreaterThan(3);
    expect(await verses.first().getAttribute('translate')).toBe('no');
    await page.context().close();
  });

  it("every search box takes at most 200 characters (the API's cap): no URL too long for a server", async () => {
    const page = await open('/en/search?keyword=mercy');
    const long = 'رحمة '.repeat(60); // 300 characters
    const boxes = ['#site-search', '#search-keyword'];
    for (const box of boxes) {
      expect(await page.locator(box).getAttribute('maxlength'), box).toBe('200');
      await page.locator(box).click();
      await page.locator(box).press('ControlOrMeta+a');
      await page.keyboard.insertText(long);
      expect((await page.locator(box).inputValue()).length, box).toBeLessThanOrEqual(200);
    }
    // the advanced search's boxes too
    for (const el of await page.locator('input[name=keyword]').all())
      expect(await el.getAttribute('maxlength')).toBe('200');
    await page.context().close();
  });

  it('a keyword under 3 characters makes no search', async () => {
    const page = await open('/en/search?keyword=ab');
    expect(await page.locator('[data-testid=search-count]').count()).toBe(0);
    await page.context().close();
  });

  it('advanced search modal: typing searches on key release (desktop)', async () => {
    const page = await open('/en/search');
    await page.getByRole('button', { name: 'Advanced search' }).click();
    const dialog = page.locator('dialog.pg-dialog');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('input[type=checkbox]').count()).toBeGreaterThan(10);
    await dialog.locator('#adv-keyword').pressSequentially('light', { delay: 30 });
    await page.waitForURL(/keyword=light/, { timeout: 15_000 });
    await page.waitForSelector('[data-testid=search-count]', { timeout: 15_000 });
    await page.context().close();
  });
});

describe('authors (/author)', () => {
  it('en: pages through the authors', async () => {
    const page = await open('/en/author');
    const firstPage = await page.locator('[data-testid=author-list] h2').allTextContents();
    expect(firstPage.length).toBe(12);
    await page.locator('.pg-pagination a[rel=next]').click();
    await page.waitForURL(/page=2/);
    const second = await page.locator('[data-testid=author-list] h2').allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second[0]).not.toBe(firstPage[0]);
    await page.context().close();
  });

  for (const locale of ['ar', 'en']) {
    it(`${locale}: keyword search finds an author and opens their page`, async () => {
      const page = await open(`/${locale}/author?q=Tabari`);
      const names = await page.locator('[data-testid=author-list] h2 a').allTextContents();
      expect(names.length).toBeGreaterThanOrEqual(1);
      const name = await page.locator('[data-testid=author-list] h2 a').first().innerText();
      await page.locator('[data-testid=author-list] h2 a').first().click();
      await page.waitForURL(/\/author\/\d+$/);
      expect(await page.locator('main h1').innerText()).toBe(name);
      const id = page.url().split('/').pop();
      const author = (await (await fetch(`${site.apiUrl}/api/v1/author/${id}`)).json()) as {
        data: { books: unknown[] };
      };
      // Each book links to its reading beside the Quran.
      expect(await page.locator('.pg-cards a[href*="books="]').count()).toBe(author.data.books.length);
      await page.context().close();
    });
  }

  it('an unknown author answers 404 with the spec message', async () => {
    for (const [locale, text] of [
      ['en', 'Author Details Does Not Exist'],
      ['ar', 'بيانات المؤلف غير موجودة'],
    ] as const) {
      const res = await fetch(`${site.webUrl}/${locale}/author/987654`);
      expect(res.status).toBe(404);
      const page = await open(`/${locale}/author/987654`);
      expect(await page.locator('h1').innerText()).toBe(text);
      await page.context().close();
    }
  });

  it('a page of authors past the last one answers 404, as page=0 does; a search finding no one says so', async () => {
    const { meta } = (await (await fetch(`${site.apiUrl}/api/v1/author?lang=en&per_page=12`)).json()) as {
      meta: { last_page: number };
    };
    expect(meta.last_page).toBeGreaterThan(1);
    const status = async (query: string) => (await fetch(`${site.webUrl}/en/author?${query}`)).status;
    expect(await status(`page=${meta.last_page}`)).toBe(200);
    expect(await status(`page=${meta.last_page + 1}`)).toBe(404);
    expect(await status('page=0')).toBe(404);
    expect(await status('q=Tabari&page=2')).toBe(404);
    expect(await status('q=zzqqxx')).toBe(200);
    const none = await open('/en/author?q=zzqqxx', { js: false });
    expect(await none.textContent('.pg-empty')).toBe('No author matches this search.');
    await none.context().close();
  });

  it('an unknown path answers 404', async () => {
    expect((await fetch(`${site.webUrl}/en/no-such-page`)).status).toBe(404);
  });
});

describe('death dates', () => {
  it('read the same on every page: a modern one by its CE year; a living author has no "died" at all', async () => {
    // Tantawi (d. 1431 AH / 2010 CE, book 10) and Taqi Usmani (living, books 258 and 139, author 77).
    const reading = await open('/en?sura=1&aya=1&books=10,258', { js: false });
    expect(await reading.textContent('article[data-book="10"] .commentary-author .death')).toBe('d. 2010 CE');
    expect(await reading.locator('article[data-book="258"] .commentary-author .death').count()).toBe(0);
    expect(await reading.textContent('article[data-book="258"] .commentary-author')).not.toMatch(/unknown/i);
    await reading.context().close();
    const books = await open('/en/books', { js: false });
    const meta = (id: number) => books.textContent(`.pg-book-row[data-book="${id}"] .pg-meta`);
    expect(await meta(10)).toContain('d. 2010 CE');
    expect(await meta(258)).not.toMatch(/unknown|d\. /i);
    expect(await meta(1)).toContain('d. 310 AH / 923 CE');
    await books.context().close();
    const tantawi = await open('/en/author/10', { js: false });
    expect(await tantawi.textContent('.pg-facts')).toContain('2010 CE');
    expect(await tantawi.textContent('.pg-facts')).not.toContain('AH');
    await tantawi.context().close();
    const usmani = await open('/en/author/77', { js: false });
    expect(await usmani.textContent('.pg-facts')).not.toMatch(/Died|unknown/i);
    await usmani.context().close();
    const book = await open('/en/book/258', { js: false });
    expect(await book.textContent('.pg-facts')).not.toMatch(/death|unknown/i);
    await book.context().close();
  });
});

describe('books, downloads and information pages', () => {
  // The files of these books are built by e2e/run.mjs before the web server starts: the downloads
  // page is a cached document (and prefetched from every header), so a file built later in the run
  // may rightly be missing from a copy rendered earlier.
  it("downloads page: every built file's size is shown, and the totals are the sums of the books' own counts", async () => {
    const books = (await (await fetch(`${site.apiUrl}/api/v1/books`)).json()) as {
      enterpretation: Array<{ id: number }>;
      translation: Array<{ id: number }>;
    };
    // the files of three books are built (a HEAD builds them if need be and counts no download)
    const some = [books.enterpretation[0]!.id, books.enterpretation[1]!.id, books.translation[0]!.id];
    for (const id of some)
      expect((await fetch(`${site.apiUrl}/api/v1/download/${id}.json`, { method: 'HEAD' })).status).toBe(200);
    const every = (
      (await (await fetch(`${site.apiUrl}/api/v1/downloads`)).json()) as {
        data: Array<{
          book_id: number;
          downloads: { total: number; month: number };
          available: Array<{ url: string; built: boolean; bytes: number | null }>;
        }>;
      }
    ).data;
    const page = await open('/sw/download-enterpretations', { js: false });
    const number = async (sel: string) => Number((await page.locator(sel).innerText()).replace(/\D/g, ''));
    expect(await number('[data-testid=downloads-total]')).toBe(
      every.reduce((n, d) => n + d.downloads.total, 0),
    );
    expect(await number('[data-testid=downloads-month]')).toBe(
      every.reduce((n, d) => n + d.downloads.month, 0),
    );
    let built = 0;
    for (const d of every) {
      const row = page.locator(`.pg-book-row[data-book="${d.book_id}"]`);
      const sizes = d.available.filter((f) => f.built && f.bytes !== null);
      built += sizes.length;
      for (const f of sizes)
        expect(await row.locator(`a[href="${f.url}"] .pg-size`).count(), `${f.url}: its size`).toBe(1);
    }
    expect(built).toBeGreaterThanOrEqual(some.length * 3); // EPUB, SQLite, JSON of each book built here
    // a book page's count is the same number the total adds up
    const one = every.find((d) => d.book_id === some[0])!;
    const bookPage = await open(`/en/book/${one.book_id}`, { js: false });
    expect(await bookPage.locator('[data-testid=book-downloads]').innerText()).toBe(
      `${one.downloads.total.toLocaleString('en')} in total, ${one.downloads.month.toLocaleString('en')} this month`,
    );
    await bookPage.context().close();
    await page.context().close();
  });

  it('books list sorts and filters; a book page shows its completeness', async () => {
    const page = await open('/en/books?completed=1&sort=alpha');
    const titles = await page.locator('[data-testid=book-list] .pg-book-title').allTextContents();
    expect(titles.length).toBeGreaterThan(5);
    expect([...titles].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(titles);
    await page.locator('[data-testid=book-list] .pg-book-title').first().click();
    await page.waitForURL(/\/book\/\d+$/);
    expect(await page.locator('[data-testid=completeness]').innerText()).toContain('6,236');
    // The book's download count, as the API counts it.
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const counted = (
      (await (await fetch(`${site.apiUrl}/api/v1/books/${id}/downloads`)).json()) as {
        downloads: { total: number; month: number };
      }
    ).downloads;
    expect(await page.locator('[data-testid=book-downloads]').innerText()).toBe(
      `${counted.total.toLocaleString('en')} in total, ${counted.month.toLocaleString('en')} this month`,
    );
    await page.context().close();
  });

  it('download page lists every book', async () => {
    const books = (await (await fetch(`${site.apiUrl}/api/v1/books`)).json()) as {
      enterpretation: unknown[];
      translation: unknown[];
    };
    const page = await open('/en/download-enterpretations');
    expect(await page.locator('.pg-book-row').count()).toBe(
      books.enterpretation.length + books.translation.length,
    );
    await page.context().close();
  });

  it("a book page offers the files the download page offers for it, on the site's own origin", async () => {
    const id = 6;
    const hrefs = (page: Page, selector: string) =>
      page.$$eval(selector, (as) => as.map((a) => a.getAttribute('href') ?? ''));
    const downloads = await open('/en/download-enterpretations', { js: false });
    const offered = await hrefs(downloads, `.pg-book-row[data-book="${id}"] .pg-formats a`);
    await downloads.context().close();
    const available = (
      (await (await fetch(`${site.apiUrl}/api/v1/books/${id}/downloads`)).json()) as {
        available: Array<{ url: string }>;
      }
    ).available;
    // same-origin paths: no server address (127.0.0.1:<port>) baked into the page
    expect(offered).toEqual(available.map((f) => f.url));
    for (const href of offered) expect(href).toMatch(/^\/api\/v1\/download\//);
    const page = await open(`/en/book/${id}`, { js: false });
    expect(await hrefs(page, 'section[aria-labelledby=files] a')).toEqual(offered);
    expect(await page.content()).not.toContain(site.apiUrl);
    // …and the site's origin serves them: the same bytes as the API (proxy.ts forwards /api/ without nginx)
    const json = offered.find((h) => h.endsWith('.json'))!;
    const [viaSite, direct] = await Promise.all([
      fetch(new URL(json, site.webUrl)),
      fetch(new URL(json, site.apiUrl)),
    ]);
    expect(viaSite.status).toBe(200);
    expect(Buffer.from(await viaSite.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(
      true,
    );
    // the pages' Content-Security-Policy lets the browser call its own origin only
    const csp = (await fetch(`${site.webUrl}/en/book/${id}`)).headers.get('content-security-policy')!;
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    await page.context().close();
  });

  it("/ar about box: its downloads link says what the downloads page offers (the books' files, no Windows program)", async () => {
    const about = (
      JSON.parse(readFileSync(`${REPO_ROOT}apps/web/messages/ar.json`, 'utf8')) as {
        about: Record<string, string>;
      }
    ).about;
    const page = await open('/ar');
    const dialog = page.locator('dialog.about-modal');
    await dialog.waitFor({ state: 'visible' });
    const link = dialog.locator('[data-testid=about-downloads]');
    expect(await link.innerText()).toBe(about.downloadBooks);
    expect(await dialog.innerText()).not.toMatch(/ويندوز|Windows/);
    await link.click();
    await page.waitForURL(/\/ar\/download-enterpretations$/);
    // what the link promises is there: every book's EPUB, SQLite and JSON files, and no program
    expect(await page.locator('.pg-book-row').count()).toBeGreaterThan(5);
    const first = await page.$$eval('.pg-book-row:first-child .pg-formats a', (as) =>
      as.map((a) => a.getAttribute('href') ?? ''),
    );
    for (const ext of ['.epub', '.sqlite', '.json']) expect(first.some((h) => h.endsWith(ext))).toBe(true);
    expect(await page.locator('a[href$=".exe"], a[href$=".msi"]').count()).toBe(0);
    await page.context().close();
  });

  for (const locale of ['ar', 'en']) {
    it(`${locale}: about (with statistics), privacy, legal and contact render`, async () => {
      for (const path of ['about', 'privacy', 'legal', 'contact-us']) {
        const page = await open(`/${locale}/${path}`, { js: false });
        expect((await page.locator('main h1').innerText()).length).toBeGreaterThan(2);
        if (path === 'about') expect(await page.locator('[data-testid=statistics] dd').count()).toBe(10);
        if (path !== 'contact-us') expect(await page.locator('main h2').count()).toBeGreaterThan(4);
        await page.context().close();
      }
    });
  }

  it('contact form: empty fields are refused; a filled form is posted', async () => {
    const page = await open('/en/contact-us');
    const status = page.locator('[data-testid=contact-status]');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=contact-status]')?.getAttribute('data-status') !== 'idle',
    );
    expect(await status.getAttribute('data-status')).toBe('invalid');
    expect(await status.innerText()).toBe('Please fill all the fields');
    await page.getByLabel('Name').fill('E2E reader');
    await page.getByLabel('Email').fill('reader@example.org');
    await page.getByLabel('Subject').fill('Test');
    await page.getByLabel('Message').fill('A message from the e2e test.');
    // The honeypot: the API answers success and stores nothing (a test must not write to the DB).
    await page.locator('#contact-homepage').evaluate((el) => ((el as HTMLInputElement).value = 'bot'));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(
      () =>
        !['idle', 'invalid'].includes(
          document.querySelector('[data-testid=contact-status]')?.getAttribute('data-status') ?? 'idle',
        ),
    );
    expect(await status.getAttribute('data-status')).toBe('sent');
    expect(await status.innerText()).toBe('Your message has been sent. Thanks for contacting us');
    await page.context().close();
  });
});

describe('accessibility and screenshots', () => {
  const PAGES = [
    '/en/browse-aya/2:255',
    '/ar/browse-aya/2:255',
    '/en/browse-sura',
    '/en/browse-sura/2',
    '/en/search?keyword=mercy',
    '/ar/search?keyword=%D8%A7%D9%84%D8%B1%D8%AD%D9%85%D9%86',
    '/en/author',
    '/ar/author/1',
    '/en/books',
    '/en/book/1',
    '/en/download-enterpretations',
    '/ar/about',
    '/en/privacy',
    '/en/legal',
    '/ar/contact-us',
  ];
  for (const path of PAGES) {
    it(`axe: no serious or critical violation on ${path}`, async () => {
      const page = await open(path);
      expect(await seriousAxe(page)).toEqual([]);
      await page.context().close();
    });
  }

  it(
    'takes screenshots of compare, search and authors (ar, en; 1280 and 390 px)',
    { timeout: 240_000 },
    async () => {
      const shots: Array<[string, string]> = [
        ['compare', '/browse-aya/2:255'],
        ['search', '/search?keyword='],
        ['authors', '/author'],
      ];
      for (const locale of ['ar', 'en']) {
        for (const [name, path] of shots) {
          const full =
            name === 'search' ? `${path}${encodeURIComponent(locale === 'ar' ? 'الرحمن' : 'mercy')}` : path;
          for (const width of [1280, 390]) {
            const page = await open(`/${locale}${full}`, { width });
            await page.screenshot({ path: `${ARTIFACTS}/pages-${name}-${locale}-${width}.png` });
            await page.context().close();
          }
        }
      }
    },
  );
});

// --- issue 19: search as you type, and a word of a verse tapped (on the real API) --------------

/** The API's own total for a keyword (what the page must show). */
async function apiTotal(keyword: string): Promise<number> {
  const res = await fetch(`${site.apiUrl}/api/v1/search?lang=en&keyword=${encodeURIComponent(keyword)}`);
  return ((await res.json()) as { total: number }).total;
}

/** The first number of the results summary ("1,234 results: …", "More than 1,234 results: …"). */
const shownTotal = async (page: Page) =>
  Number(/[\d,]+/.exec(await page.locator('[data-testid=search-count]').innerText())?.[0].replace(/,/g, ''));

/** Waits until the results summary gives the API's total for this keyword as its first number. */
async function showsTotalOf(page: Page, keyword: string): Promise<void> {
  await page.waitForFunction(
    (n) => /[\d,]+/.exec(document.querySelector('[data-testid=search-count]')?.textContent ?? '')?.[0] === n,
    (await apiTotal(keyword)).toLocaleString('en'),
  );
}

/** A flag on `window`: it survives client-side updates and is gone after a document navigation. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { same?: boolean }).same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { same?: boolean }).same === true);

describe('search as you type (/search)', () => {
  it('typing 3 characters or more on a desktop updates the results in place, URL included', async () => {
    const page = await open('/en/search');
    await markDocument(page);
    await page.locator('#search-keyword').pressSequentially('mercy', { delay: 40 });
    await page.waitForURL(/keyword=mercy/);
    await showsTotalOf(page, 'mercy');
    expect(await page.locator('h1').innerText()).toContain('mercy');
    // the box keeps the focus and what was typed
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-keyword');
    // a second query replaces the first in place
    await page.locator('#search-keyword').fill('');
    await page.locator('#search-keyword').pressSequentially('patience', { delay: 40 });
    await page.waitForURL(/keyword=patience/);
    await showsTotalOf(page, 'patience');
    expect(await sameDocument(page)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/search-live-1280.png` });
    // the count sits in a live region, so screen readers hear each new answer
    expect(await page.locator('[role=status] [data-testid=search-count]').count()).toBe(1);
    // the URL is the state: reloading it shows the same answer, rendered by the server, and the
    // browser's first render of it is the server's (no hydration error)
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    expect(await shownTotal(page)).toBe(await apiTotal('patience'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('under 3 characters makes no request; on a touch device only the submit searches', async () => {
    const touch = await site.browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await touch.newPage();
    await page.goto(`${site.webUrl}/en/search`, { waitUntil: 'load' });
    await hydrated(page);
    let searches = 0;
    page.on('request', (r) => r.url().includes('/api/v1/search') && searches++);
    await page.locator('#search-keyword').pressSequentially('mercy', { delay: 40 });
    await page.waitForTimeout(800);
    expect(searches).toBe(0);
    expect(page.url()).not.toContain('keyword=');
    await page.keyboard.press('Enter');
    await page.waitForURL(/keyword=mercy/);
    await showsTotalOf(page, 'mercy');
    await touch.close();

    const desktop = await open('/en/search');
    let desktopSearches = 0;
    desktop.on('request', (r) => r.url().includes('/api/v1/search') && desktopSearches++);
    await desktop.locator('#search-keyword').pressSequentially('me', { delay: 40 });
    await desktop.waitForTimeout(800);
    expect(desktopSearches).toBe(0);
    await desktop.context().close();
  });

  it('a stale answer never overwrites a newer one: the older request is aborted', async () => {
    const page = await open('/en/search');
    await markDocument(page);
    // The first query's answer is held back (3 s at most); the second comes at once.
    let releaseFirst = () => {};
    const held = new Promise<void>((r) => (releaseFirst = r));
    await page.route(`${site.webUrl}/api/v1/search?**`, async (route) => {
      if (new URL(route.request().url()).searchParams.get('keyword') === 'mercy') {
        await Promise.race([held, new Promise((r) => setTimeout(r, 3000))]);
        await route.continue().catch(() => {}); // the page may have aborted it meanwhile
      } else await route.continue();
    });
    const aborted: string[] = [];
    page.on('requestfailed', (r) => aborted.push(new URL(r.url()).searchParams.get('keyword') ?? ''));
    const first = page.waitForRequest((r) => r.url().includes('keyword=mercy'));
    await page.locator('#search-keyword').pressSequentially('mercy', { delay: 40 });
    await first;
    await page.locator('#search-keyword').fill('');
    await page.locator('#search-keyword').pressSequentially('patience', { delay: 40 });
    await showsTotalOf(page, 'patience');
    releaseFirst();
    await page.waitForTimeout(1500);
    expect(aborted).toContain('mercy');
    expect(await shownTotal(page)).toBe(await apiTotal('patience'));
    expect(page.url()).toContain('keyword=patience');
    expect(await page.locator('h1').innerText()).toContain('patience');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('back and forward go through the submitted searches', async () => {
    const page = await open('/en/search?keyword=mercy');
    await page.locator('#search-keyword').fill('patience');
    await page.keyboard.press('Enter');
    await page.waitForURL(/keyword=patience/);
    await showsTotalOf(page, 'patience');
    await page.goBack();
    await page.waitForURL(/keyword=mercy/);
    await showsTotalOf(page, 'mercy');
    expect(await page.inputValue('#search-keyword')).toBe('mercy');
    await page.goForward();
    await page.waitForURL(/keyword=patience/);
    await showsTotalOf(page, 'patience');
    await page.context().close();
  });

  it("the header's box opens the search page as one types, then updates it in place", async () => {
    const page = await open('/en/about');
    await page.locator('#site-search').pressSequentially('mercy', { delay: 40 });
    await page.waitForURL(/\/en\/search\?keyword=mercy/);
    await showsTotalOf(page, 'mercy');
    // the box is in the layout: it keeps the focus through the navigation
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
    await markDocument(page);
    await page.locator('#site-search').pressSequentially(' of', { delay: 40 });
    await page.waitForURL(/keyword=mercy\+of/);
    await showsTotalOf(page, 'mercy of');
    expect(await sameDocument(page)).toBe(true);
    // the page's own box follows the URL
    expect(await page.inputValue('#search-keyword')).toBe('mercy of');
    await page.context().close();
  });

  it('text entered without key events (paste, input method, dictation) searches, in every box', async () => {
    // The page's box: filled (one `input` event, no key), then text inserted as an input method does.
    const page = await open('/en/search');
    await markDocument(page);
    await page.fill('#search-keyword', 'mercy');
    await page.waitForURL(/keyword=mercy/);
    await showsTotalOf(page, 'mercy');
    await page.locator('#search-keyword').fill('');
    await page.locator('#search-keyword').focus();
    await page.keyboard.insertText('patience');
    await page.waitForURL(/keyword=patience/);
    await showsTotalOf(page, 'patience');
    // the advanced search's box
    await page.click('.pg-adv-open');
    await page.fill('#adv-keyword', 'prayer');
    await page.waitForURL(/keyword=prayer/);
    await showsTotalOf(page, 'prayer');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
    // The header's box, from another page.
    const other = await open('/en/about');
    await other.fill('#site-search', 'mercy');
    await other.waitForURL(/\/en\/search\?keyword=mercy/);
    await showsTotalOf(other, 'mercy');
    await other.context().close();
  });

  it('a phrase typed into the header box, with a pause after its first word, is searched whole', async () => {
    const page = await open('/en/about');
    const box = page.locator('#site-search');
    await box.pressSequentially('mercy', { delay: 60 });
    // the search page is opened for the first word; the reader goes on typing meanwhile
    await page.waitForTimeout(400);
    await box.pressSequentially(' of god', { delay: 60 });
    await page.waitForURL(/\/en\/search/);
    await page.waitForTimeout(1500);
    await page.waitForURL(/keyword=mercy(\+|%20)of(\+|%20)god/);
    await showsTotalOf(page, 'mercy of god');
    expect(await box.inputValue()).toBe('mercy of god');
    expect(await page.locator('h1').innerText()).toContain('mercy of god');
    await page.context().close();
  });

  it('a page of results past the last one is a 404, the last one is not', async () => {
    const total = await apiTotal('mercy');
    const last = Math.ceil(total / 20);
    const status = async (page: number) =>
      (await fetch(`${site.webUrl}/en/search?keyword=mercy&page=${page}`)).status;
    expect([await status(last), await status(last + 1), await status(9999)]).toEqual([200, 404, 404]);
  });

  it('a key that edits nothing in a search box (Tab into it, Shift, an arrow) keeps the search and its page', async () => {
    const url = '/en/search?keyword=mercy&page=2';
    const page = await open(url);
    await showsTotalOf(page, 'mercy');
    // the header's box is empty on the search page; the page's box holds the keyword
    for (const box of ['#site-search', '#search-keyword']) {
      await page.locator(box).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab'); // its key release in the box
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(box.slice(1));
      await page.keyboard.press('Shift');
      await page.keyboard.press('ArrowLeft');
    }
    await page.waitForTimeout(800); // longer than the typing pause
    expect(page.url()).toBe(`${site.webUrl}${url}`);
    // an edit made without a key (a paste from the context menu) searches
    await page.locator('#search-keyword').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'patience');
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    });
    await page.waitForURL(/keyword=patience/);
    await showsTotalOf(page, 'patience');
    await page.context().close();
  });

  it('without JavaScript the plain form searches', async () => {
    const page = await open('/en/search', { js: false });
    await page.fill('#search-keyword', 'mercy');
    await Promise.all([page.waitForURL(/keyword=mercy/), page.click('.pg-searchbar button[type=submit]')]);
    expect(await shownTotal(page)).toBe(await apiTotal('mercy'));
    await page.context().close();
  });

  it('without JavaScript the advanced search is a plain form: categories and centuries narrow the search', async () => {
    const keyword = 'الصلاة';
    const q = encodeURIComponent(keyword);
    const total = async (extra: string) =>
      (
        (await (await fetch(`${site.apiUrl}/api/v1/search?lang=en&keyword=${q}${extra}`)).json()) as {
          total: number;
        }
      ).total;
    const page = await open(`/en/search?keyword=${q}`, { js: false });
    expect(await page.isVisible('.pg-adv-open')).toBe(false);
    await page.click('.pg-adv-plain > summary');
    const boxes = page.locator('.pg-adv-plain input[name=century_categories]');
    const values = await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(values.length).toBeGreaterThan(3);
    // two centuries with commentaries holding the word: the form sends one parameter per box
    const chosen: string[] = [];
    for (const v of values)
      if (chosen.length < 2 && (await total(`&century_categories=${v}`)) > 0) chosen.push(v);
    expect(chosen).toHaveLength(2);
    for (const v of chosen) await page.check(`.pg-adv-plain input[name=century_categories][value="${v}"]`);
    await Promise.all([
      page.waitForURL(/century_categories=/),
      page.click('.pg-adv-plain button[type=submit]'),
    ]);
    const expected = await total(`&century_categories=${chosen.join(',')}`);
    expect(await shownTotal(page)).toBe(expected);
    expect(expected).toBeLessThan(await total(''));
    // the chips of the active filters name both
    expect(await page.locator('.pg-chips li').count()).toBe(2);
    await page.context().close();
  });
});

/** The root of the word shown in the popover, letters joined (the page spaces them out). */
const shownRoot = async (page: Page) =>
  (await page.locator('.word-study-pop [data-testid=word-root]').first().innerText()).replace(/\s/g, '');

describe('tap a word of a verse (reading and compare pages)', () => {
  it('1:1 on the reading page: root and lemma of a word, and its root searched', async () => {
    const words = (await (await fetch(`${site.apiUrl}/api/v1/words/1/1`)).json()) as {
      data: Array<{ root: string | null; lemma: string | null; root_search: string | null }>;
      attribution: string;
    };
    const rahman = words.data[2]!;
    for (const width of [1280, 390]) {
      const page = await open('/en?sura=1&aya=1', { width });
      const word = page.locator('#v1-1 .word-study-word').nth(2);
      await word.click();
      const pop = page.locator('.word-study-pop');
      await pop.locator('[data-testid=word-lemma]').waitFor();
      expect(await shownRoot(page)).toBe(rahman.root);
      expect(await pop.locator('[data-testid=word-lemma]').innerText()).toBe(rahman.lemma);
      expect(await pop.locator('[data-testid=word-source]').innerText()).toContain(words.attribution);
      expect(await pop.getAttribute('role')).toBe('dialog');
      // inside the viewport, on a phone too
      const box = (await pop.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
      await page.screenshot({ path: `${ARTIFACTS}/word-study-read-${width}.png` });
      expect(await seriousAxe(page)).toEqual([]);
      // Escape closes it and the focus returns to the word
      await page.keyboard.press('Escape');
      await pop.waitFor({ state: 'hidden' });
      expect(await word.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.context().close();
    }

    // the keyboard: one tab stop for the words, arrows between them, Enter opens
    const page = await open('/en?sura=1&aya=1');
    await page.locator('#v1-1 .word-study-word').first().focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.locator('.word-study-pop [data-testid=word-lemma]').waitFor();
    expect(await shownRoot(page)).toBe(rahman.root);
    // the root's search finds the verses of that root
    await Promise.all([
      page.waitForURL(/\/en\/search\?keyword=root/),
      page.locator('.word-study-pop [data-testid=word-root-search]').click(),
    ]);
    await page.waitForSelector('[data-testid=search-count]');
    const total = await apiTotal(rahman.root_search!);
    expect(total).toBeGreaterThan(100);
    expect(await shownTotal(page)).toBe(total);
    // each verse found marks a word of that root; 1:1 is among them
    expect(await page.locator('[data-testid=results-quran] mark').count()).toBeGreaterThan(0);
    expect(
      await page.locator('[data-testid=results-quran] a[href$="/browse-aya/1:1"]').count(),
    ).toBeGreaterThan(0);
    await page.context().close();
  });

  it('keeps the letters of each word together and the verse text whole', async () => {
    const page = await open('/en?sura=1&aya=1');
    const verse = await page.locator('#v1-1 [role=toolbar]').innerText();
    const words = await page.locator('#v1-1 .word-study-word').allInnerTexts();
    // one button per word of 1:1, each a whole word, the spaces between them as in the text
    expect(words).toHaveLength(4);
    for (const w of words) expect(w).toMatch(/^\S+$/);
    expect(words.join(' ')).toBe(verse);
    await page.context().close();
    // without JavaScript the verse is plain text, the same text
    const plain = await open('/en?sura=1&aya=1', { js: false });
    expect(await plain.locator('#v1-1 [role=button]').count()).toBe(0);
    expect(await plain.locator('#v1-1').innerText()).toContain(verse);
    await plain.context().close();
  });

  it('in Arabic the arrows move between the words, not to the next page', async () => {
    const page = await open('/ar?sura=1&aya=1');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    expect(errors, 'hydration').toEqual([]);
    const words = page.locator('#v1-1 .word-study-word');
    await words.first().focus();
    await page.keyboard.press('ArrowLeft'); // in rtl the left arrow also turns the page, elsewhere
    await page.waitForTimeout(500);
    expect(await words.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toContain('sura=1&aya=1');
    await page.context().close();
  });

  it('other riwayat keep their verses as links (the morphology is the Hafs text)', async () => {
    const page = await open('/en?sura=1&aya=2&rewaya_id=20');
    expect(await page.locator('.word-study-word').count()).toBe(0);
    await page.context().close();
  });

  it('the compare page at 390 px: a word of 2:255 opens its analysis', async () => {
    const page = await open('/en/browse-aya/2:255', { width: 390 });
    const words = page.locator('.pg-verse .word-study-word');
    expect(await words.count()).toBe(50);
    await words.nth(5).click(); // ٱلۡحَيُّ
    await page.locator('.word-study-pop [data-testid=word-lemma]').waitFor();
    expect(await shownRoot(page)).toBe('حيي');
    await page.screenshot({ path: `${ARTIFACTS}/word-study-compare-390.png` });
    await page.context().close();
  });
});

describe('scripts the site ships a font for', () => {
  it('te: Telugu text is drawn with the shipped Noto Sans Telugu (loaded from the site, not the system)', async () => {
    const page = await open('/te/about', { js: true });
    const fontFiles: string[] = [];
    page.on('response', (r) => {
      if (/noto-sans-telugu-telugu-[47]00-normal.*\.woff2/.test(r.url()) && r.ok()) fontFiles.push(r.url());
    });
    await page.reload({ waitUntil: 'load' });
    const h1 = page.locator('main h1');
    expect(await h1.innerText()).toMatch(/[\u0C00-\u0C7F]/);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const text = document.querySelector('main h1')!.textContent!;
      return {
        family: getComputedStyle(document.querySelector('main h1')!).fontFamily,
        // the Telugu faces (their unicode-range holds U+0C00–0C7F) that the page's text made the browser load
        loaded: [...document.fonts]
          .filter(
            (f) =>
              f.family.replace(/["']/g, '') === 'Noto Sans Telugu' &&
              /U\+C00/i.test(f.unicodeRange) &&
              f.status === 'loaded',
          )
          .map((f) => f.weight),
        telugu: /[\u0C00-\u0C7F]/.test(text),
      };
    });
    expect(faces.family).toContain('Noto Sans Telugu');
    expect(faces.loaded.length).toBeGreaterThan(0);
    expect(faces.telugu).toBe(true);
    // served by the site itself (same origin), as the other shipped fonts
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const url of fontFiles) expect(new URL(url).origin).toBe(new URL(site.webUrl).origin);
    await page.context().close();
  });
});

describe('one number and unit format per locale', () => {
  it('ar: file sizes and the font size in Arabic digits and Arabic unit names, never "MB" or Latin digits', async () => {
    // at least one built book (built before the run by e2e/run.mjs), so that sizes are shown
    expect((await fetch(`${site.apiUrl}/api/v1/download/1.json`, { method: 'HEAD' })).status).toBe(200);
    const page = await open('/ar/download-enterpretations', { js: false });
    const sizes = await page.locator('.pg-size').allInnerTexts();
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) {
      expect(size).toMatch(/[٠-٩]/);
      expect(size).not.toMatch(/[0-9]|MB|KB|kB/);
    }
    await page.context().close();
    const reading = await open('/ar');
    const value = reading.locator('[data-testid=font-size-value]').first();
    await value.waitFor({ state: 'attached' });
    expect(await value.textContent()).toBe('١٤ بكسل');
    await reading.context().close();
  });
});
