/**
 * Issue 32, item 3: the reader keeps their place. What the reader acted on stays in view — the
 * commentary panel after "Next verse" / "Previous verse" tapped in it and after choosing books — and
 * the newly highlighted verse is brought into view where that moves nothing the reader is using (the
 * Quran column's own scroll box on a phone, the page beside the sticky commentary on a desktop).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from './hydrated';
import { ARTIFACTS, useSite } from './site';

const site = useSite();

async function openAt(path: string, width: number, height: number): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width, height },
    ...(width < 600 ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${site.webUrl}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  return page;
}

/** The element's box against the viewport: wholly in it, partly, or not at all. */
const inViewport = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    if (r.top >= -1 && r.bottom <= window.innerHeight + 1) return 'whole';
    return r.bottom > 0 && r.top < window.innerHeight ? 'part' : 'none';
  });

const NEXT = '.commentary-panel .verse-nav a[rel=next]:has(.verse-key)';
const PREV = '.commentary-panel .verse-nav a[rel=prev]:has(.verse-key)';

describe("keeping one's place (issue 32, item 3)", () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`${width}×${height}: next and previous verse tapped in the commentary keep the commentary in view, the new verse shown`, async () => {
      const page = await openAt('/en?sura=2&aya=255&books=1,5', width, height);
      // The reader has scrolled down to the commentary's own "Next verse".
      const next = page.locator(NEXT).first();
      await next.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(await inViewport(page, NEXT)).toBe('whole');
      await next.click();
      await page.waitForURL((u) => u.searchParams.get('aya') === '256');
      await page.locator('#v2-256[aria-current="true"]').waitFor();
      await page.waitForTimeout(600);
      expect(await inViewport(page, NEXT)).toBe('whole');
      expect(await inViewport(page, '.commentary-heading')).not.toBe('none');
      // The highlighted verse is in view: in the Quran box that scrolls on its own, on the page beside.
      const verseShown = await page.$eval('#v2-256', (v) => {
        const r = v.getBoundingClientRect();
        const box = v.closest('.quran-scroll')!;
        const scrolls =
          box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible';
        const b = scrolls ? box.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
        return r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
      });
      expect(verseShown).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS}/reading-place-next-${width}.png` });
      // and back
      await page.locator(PREV).first().click();
      await page.waitForURL((u) => u.searchParams.get('aya') === '255');
      await page.locator('#v2-255[aria-current="true"]').waitFor();
      await page.waitForTimeout(600);
      expect(await inViewport(page, PREV)).toBe('whole');
      await page.context().close();
    });
  }

  it('390×844: after choosing books the commentary is in view', async () => {
    const page = await openAt('/en?sura=2&aya=255', 390, 844);
    await page.tap('.reader-toolbar .panel-open[aria-haspopup="dialog"]');
    const dialog = 'dialog.picker-dialog[open]';
    await page.waitForSelector(`${dialog} .picker-option`);
    const ids = await page.$$eval(`${dialog} .picker-option input`, (els) =>
      els.slice(0, 2).map((e) => (e as HTMLInputElement).value),
    );
    for (const id of ids) await page.tap(`${dialog} .picker-option input[value="${id}"]`);
    await page.tap(`${dialog} .picker-actions button[type="submit"]`);
    await page.waitForURL((u) => u.searchParams.get('books') !== null);
    await page.waitForFunction(() => document.querySelectorAll('article.commentary').length === 2);
    await page.waitForTimeout(600);
    expect(await inViewport(page, '.commentary-heading')).toBe('whole');
    expect(await inViewport(page, 'article.commentary')).not.toBe('none');
    await page.screenshot({ path: `${ARTIFACTS}/reading-place-books-390.png` });
    await page.context().close();
  });
});
