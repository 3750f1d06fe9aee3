import type { Page } from 'playwright-core';
import { DEFERRED_TYPE } from '../apps/web/server/src/defer-scripts';

/**
 * Waits until a page's scripts have run and React has hydrated it. The web server starts the
 * scripts only after the first contentful paint (apps/web/server/src/defer-scripts.ts), so the
 * `load` event can come before them: a test that uses a control needing JavaScript waits here.
 * Resolves once Next's runtime is there, no held-back script is left and the main thread has been
 * idle once (React hydrates in scheduler tasks).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (type) => 'next' in window && !document.querySelector(`script[type="${type}"]`),
    DEFERRED_TYPE,
    { timeout: 20_000 },
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}
