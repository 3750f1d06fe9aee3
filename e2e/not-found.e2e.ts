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
