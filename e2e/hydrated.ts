import type { Page } from 'playwright-core';

/**
 * Waits until a page's scripts have run and React has hydrated it: Next's runtime is there and the
 * main thread has been idle once (React hydrates in scheduler tasks). A test that uses a control
 * needing JavaScript right after `load` waits here.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => 'next' in window, undefined, { timeout: 20_000 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}
