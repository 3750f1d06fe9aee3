import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { hydrated } from './hydrated';
import { REPO_ROOT, startApi, startWeb, type ApiServer, type WebServer } from './server';

export const ARTIFACTS = `${REPO_ROOT}e2e/artifacts`;
/** The database the API serves to the specs: the one e2e/run.mjs imports the corpus into. */
export const SQLITE_FILE = process.env.E2E_SQLITE_FILE ?? `${REPO_ROOT}data/e2e/corpus.sqlite`;

/** The built site, the API over E2E_SQLITE_FILE and a browser, for one spec file (see useSite). */
export interface Site {
  readonly webUrl: string;
  readonly apiUrl: string;
  readonly browser: Browser;
  /** A page of the site in a new browser context (1280 px wide unless said), hydrated unless `js: false`. */
  open(path: string, options?: { width?: number; js?: boolean }): Promise<Page>;
}

/**
 * Starts the site for the spec file that calls it (at its top level): apps/api on a free port against
 * SQLITE_FILE (E2E_SQLITE_FILE, default data/e2e/corpus.sqlite), the built web app, and Debian's chromium;
 * all stopped after the file's tests.
 */
export function useSite(): Site {
  let web: WebServer | undefined;
  let api: ApiServer | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the site is not started yet (use it inside a test)');
    return value;
  };
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    api = await startApi(SQLITE_FILE);
    process.env.E2E_API_URL = api.url;
    [web, browser] = await Promise.all([startWeb(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await api?.stop();
  });
  return {
    get webUrl() {
      return started(web).url;
    },
    get apiUrl() {
      return started(api).url;
    },
    get browser() {
      return started(browser);
    },
    async open(path, options = {}) {
      const context = await started(browser).newContext({
        viewport: { width: options.width ?? 1280, height: 900 },
        javaScriptEnabled: options.js ?? true,
      });
      const page = await context.newPage();
      await page.goto(`${started(web).url}${path}`, { waitUntil: 'load' });
      if (options.js ?? true) await hydrated(page);
      return page;
    },
  };
}
