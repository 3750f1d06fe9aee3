/**
 * Issue 32, items 5 and 6: the reading page's layout menu on a phone offers no "3 columns" (spec §2:
 * hidden on mobile), and the back-to-top button shows only once the page is scrolled and never
 * covers text (a gutter of its own), at 390×844 and 1280×800.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from './hydrated';
import { ARTIFACTS, useSite } from './site';

const site = useSite();
const READ = '/en?sura=2&aya=255&books=1,5,9';

async function openAt(path: string, width: number, height: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${site.webUrl}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  return page;
}

describe('layout menu (issue 32, item 6)', () => {
  it('a phone (390×844) is not offered "3 columns"; a desktop is', async () => {
    const phone = await openAt(READ, 390, 844);
    await phone.click('.layout-menu > summary');
    await phone.locator('.layout-option-2').waitFor({ state: 'visible' });
    expect(await phone.isVisible('.layout-option-3')).toBe(false);
    for (const layout of ['1', '2', '4', '5'])
      expect(await phone.isVisible(`.layout-option-${layout}`)).toBe(true);
    await phone.screenshot({ path: `${ARTIFACTS}/layout-menu-390.png` });
    await phone.context().close();

    const desktop = await openAt(READ, 1280, 800);
    await desktop.click('.layout-menu > summary');
    await desktop.locator('.layout-option-3').waitFor({ state: 'visible' });
    await desktop.context().close();
  });
});

/** Text boxes (of text nodes shown on the page) that the back-to-top button overlaps. */
async function textUnderButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.back-to-top')!.getBoundingClientRect();
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('.back-to-top, script, style')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        if (r.right > button.left && r.left < button.right && r.bottom > button.top && r.top < button.bottom)
          hits.push(`${parent.tagName}.${parent.className}: ${node.textContent.trim().slice(0, 40)}`);
      }
    }
    return hits;
  });
}

describe('back to top (issue 32, item 5)', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`${width}×${height}: hidden at the top, shown after scrolling, never over text`, async () => {
      const page = await openAt(READ, width, height);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.waitForTimeout(200);
      expect(await page.isVisible('.back-to-top')).toBe(false);
      const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(max).toBeGreaterThan(300);
      const overlaps: string[] = [];
      for (const f of [0.25, 0.5, 0.75, 1]) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.round(max * f));
        await page.waitForTimeout(150);
        expect(await page.isVisible('.back-to-top')).toBe(true);
        // it is what the reader would tap there
        const hit = await page.evaluate(() => {
          const r = document.querySelector('.back-to-top')!.getBoundingClientRect();
          return (
            document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('.back-to-top') !== null
          );
        });
        expect(hit).toBe(true);
        overlaps.push(...(await textUnderButton(page)));
      }
      await page.screenshot({ path: `${ARTIFACTS}/back-to-top-${width}.png` });
      expect(overlaps).toEqual([]);
      // and it goes back to the top
      await page.click('.back-to-top');
      await page.waitForFunction(() => document.querySelector('#main')!.getBoundingClientRect().top > -2);
      await page.context().close();
    });
  }
});
