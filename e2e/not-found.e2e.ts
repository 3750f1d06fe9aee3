/**
 * Issue 32, item 8: the general 404 page (paths no route matches, reading addresses the proxy
 * refuses) is drawn in the site's frame — header with the home link and the search box, footer, the
 * site's fonts — and offers a way on: the valid verse nearest to a refused one. Without JavaScript too.
 */
import { describe, expect, it } from 'vitest';
import { useSite } from './site';

const site = useSite();

const CASES: Array<{ path: string; near: string | null }> = [
  { path: '/ar/%ff', near: null },
  { path: '/ar?sura=115&aya=1', near: '/ar?sura=114&aya=1' },
  { path: '/en?sura=2&aya=999', near: '/en?sura=2&aya=286' },
  { path: '/en/read/1/2-999/x', near: '/en?sura=2&aya=286' },
];

describe('the general 404 page (issue 32, item 8)', () => {
  for (const { path, near } of CASES)
    it(`${path}: 404 in the site's frame, with search, home${near ? ' and the nearest verse' : ''}, without JavaScript`, async () => {
      expect((await fetch(`${site.webUrl}${path}`)).status).toBe(404);
      const page = await site.open(path, { js: false, width: 390 });
      const locale = path.slice(1, 3);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      for (const part of ['.site-header', '.site-header a.brand', '#site-search', '.site-footer', 'main h1'])
        expect(await page.locator(part).count(), part).toBeGreaterThan(0);
      expect(await page.locator('.site-header a.brand').getAttribute('href')).toBe(`/${locale}`);
      if (near) expect(await page.locator('[data-testid=nearest-verse]').getAttribute('href')).toBe(near);
      else expect(await page.locator('[data-testid=nearest-verse]').count()).toBe(0);
      // the site's font, not the browser's fallback: the same as a page of the site
      const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const home = await site.open(`/${locale}/about`, { js: false, width: 390 });
      expect(font).toBe(await home.evaluate(() => getComputedStyle(document.body).fontFamily));
      await home.context().close();
      // the search box is a plain GET form
      await page.fill('#site-search', 'mercy');
      await Promise.all([page.waitForURL(/\/search\?keyword=mercy/), page.press('#site-search', 'Enter')]);
      await page.context().close();
    });
});

/**
 * Issue 33 item 5 (what was left of issue 21): an author or book id the catalogue does not hold gets
 * the 404 page from the proxy, its text rendered on the server: readers without JavaScript see it.
 */
describe('unknown authors and books, without JavaScript', () => {
  const CASES = [
    { path: '/en/author/987654', h1: 'Author Details Does Not Exist', back: '/en/author' },
    { path: '/ar/author/987654', h1: 'بيانات المؤلف غير موجودة', back: '/ar/author' },
    { path: '/en/book/987654', h1: 'This page could not be found', back: null },
  ];
  for (const { path, h1, back } of CASES)
    it(`${path}: 404 with "${h1}" in the HTML`, async () => {
      const res = await fetch(`${site.webUrl}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(h1);
      const page = await site.open(path, { js: false });
      expect(await page.locator('main h1').innerText()).toBe(h1);
      if (back) expect(await page.locator(`main a[href="${back}"]`).count()).toBe(1);
      await page.context().close();
    });

  it('a known author and book are still their pages', async () => {
    const books = (await (await fetch(`${site.apiUrl}/api/v1/books`)).json()) as {
      enterpretation: Array<{ id: number; author_id: number | null }>;
    };
    const book = books.enterpretation.find((b) => b.author_id !== null)!;
    for (const path of [`/en/book/${book.id}`, `/en/author/${book.author_id}`])
      expect((await fetch(`${site.webUrl}${path}`)).status, path).toBe(200);
  });
});
