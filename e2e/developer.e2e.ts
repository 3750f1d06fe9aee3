/**
 * Issue 7, the developer page in Debian's chromium (en and ar): register an app and see its key and
 * header once, log in again for a new key, a wrong password shows the server's error, a typed key shows
 * the header format (spec §6), an app name of 3 characters shows the spec §5 message. Registration
 * writes to the database: with E2E_API_URL unset the spec starts apps/api (built: `npx tsc -b apps/api`)
 * on a fresh SQLite file in the temp directory, so no real database is touched.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchChromium } from './browser';
import { hydrated } from './hydrated';
import { REPO_ROOT, startApi, startWeb, type ApiServer, type WebServer } from './server';

const ARTIFACTS = `${REPO_ROOT}e2e/artifacts`;
let web: WebServer;
let browser: Browser;
let api: ApiServer | null = null;
let tempDir = '';

type Tree = { [key: string]: string | Tree };
const messages = (locale: string) =>
  (
    JSON.parse(readFileSync(`${REPO_ROOT}apps/web/messages/developer/${locale}.json`, 'utf8')) as {
      developer: Tree;
    }
  ).developer;
const msg = (locale: string, path: string): string =>
  path.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, messages(locale)) as string;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  tempDir = mkdtempSync(join(tmpdir(), 'tafsir-dev-e2e-'));
  api = await startApi(join(tempDir, 'developer.sqlite'));
  [web, browser] = await Promise.all([startWeb({ apiUrl: api.url }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await api?.stop();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

async function open(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${web.url}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  // Hydrated: the client-side check and the typed-key field answer only then.
  await page.waitForFunction(() => document.querySelector('#dev-typed-key') !== null);
  await page.waitForTimeout(300);
  return page;
}

/** Waits until the form's status changes from `before`, then returns it. */
async function statusAfter(page: Page, kind: 'register' | 'login', submit: () => Promise<void>) {
  const sel = `[data-testid=${kind}-status]`;
  const before = await page
    .locator(sel)
    .evaluate((el) => `${el.getAttribute('data-status')}|${el.textContent}`);
  await submit();
  await page.waitForFunction(
    ([s, b]) => {
      const el = document.querySelector(s!);
      return el && `${el.getAttribute('data-status')}|${el.textContent}` !== b;
    },
    [sel, before],
    { timeout: 30_000 },
  );
  return page.locator(sel).evaluate((el) => ({
    status: el.getAttribute('data-status'),
    error: el.getAttribute('data-error'),
    text: el.textContent ?? '',
  }));
}

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('developer page (spec §2 Register, Login, endpoints; §5; §6)', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`${locale}: register → key and header once; login → a new key; wrong password → the error`, async () => {
      const page = await open(`/${locale}/developer`);
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('h1').innerText()).toBe(msg(locale, 'title'));
      for (const h of [
        'register.title',
        'login.title',
        'quran.title',
        'books.title',
        'content.title',
        'rewaya.title',
      ])
        expect(await page.getByRole('heading', { name: msg(locale, h), exact: true }).count(), h).toBe(1);
      expect(await page.locator('[data-testid=openapi-link]').getAttribute('href')).toMatch(/\/api\/docs$/);
      expect(await page.locator('[data-testid=curl-quranText]').innerText()).toContain(
        "curl -H 'Authorization: Bearer YOUR_API_KEY'",
      );
      // every curl line calls the API on the origin the visitor reached the site at, never the server's
      // own address of the API (filled in by the browser: the cached page is the same for everyone)
      for (const line of await page.locator('[data-testid^=curl-]').allInnerTexts()) {
        expect(line).toContain(` '${web.url}/api/`);
        expect(line).not.toContain(api.url);
      }

      const appName = `E2E app ${locale} ${runId}`;
      const password = `pw-${runId}`;
      await page.fill('#register-app_name', appName);
      await page.fill('#register-password', password);
      await page.fill('#register-website', 'https://example.org');
      await page.fill('#register-phone', '+212 600 000000');
      await page.fill('#register-country', 'Morocco');
      await page.fill('#register-email', `dev-${locale}-${runId}@example.org`);
      const registered = await statusAfter(page, 'register', () =>
        page.locator('[data-testid=register-form] button[type=submit]').click(),
      );
      expect(registered.status, registered.text).toBe('ok');
      const key = (await page.locator('[data-testid=register-key-value]').innerText()).trim();
      expect(key).toMatch(/^tc_\S{20,}$/);
      expect((await page.locator('[data-testid=register-key-header]').innerText()).trim()).toBe(
        `Authorization: Bearer ${key}`,
      );
      // The new key fills the typed-key field: the header format and the curl lines use it.
      expect((await page.locator('[data-testid=typed-header]').innerText()).trim()).toBe(
        `Authorization: Bearer ${key}`,
      );
      expect(await page.locator('[data-testid=curl-rewayaList]').innerText()).toContain(`Bearer ${key}`);
      await page.screenshot({ path: `${ARTIFACTS}/developer-registered-${locale}.png`, fullPage: true });

      // The key is shown once: a reload shows no key.
      await page.reload({ waitUntil: 'load' });
      expect(await page.locator('[data-testid=register-key]').count()).toBe(0);
      await page.waitForFunction(() => document.querySelector('#dev-typed-key') !== null);
      await page.waitForTimeout(300);

      // Wrong password: the server's message, no key.
      await page.fill('#login-login', appName);
      await page.fill('#login-password', 'wrong-password');
      const refused = await statusAfter(page, 'login', () =>
        page.locator('[data-testid=login-form] button[type=submit]').click(),
      );
      expect(refused.status).toBe('error');
      expect(refused.text).toBe('Wrong app name, email or password');
      expect(await page.locator('[data-testid=login-key]').count()).toBe(0);

      // Right password: a new key, different from the first one.
      await page.fill('#login-login', appName);
      await page.fill('#login-password', password);
      const loggedIn = await statusAfter(page, 'login', () =>
        page.locator('[data-testid=login-form] button[type=submit]').click(),
      );
      expect(loggedIn.status, loggedIn.text).toBe('ok');
      const second = (await page.locator('[data-testid=login-key-value]').innerText()).trim();
      expect(second).toMatch(/^tc_\S{20,}$/);
      expect(second).not.toBe(key);
      expect((await page.locator('[data-testid=login-key-header]').innerText()).trim()).toBe(
        `Authorization: Bearer ${second}`,
      );
      await page.context().close();
    });

    it(`${locale}: a typed key shows the header format; an app name of 3 characters shows the spec message`, async () => {
      const page = await open(`/${locale}/developer`);
      expect(await page.locator('[data-testid=typed-header]').count()).toBe(0);
      await page.fill('#dev-typed-key', '  tc_typedExampleKey123  ');
      expect((await page.locator('[data-testid=typed-header]').innerText()).trim()).toBe(
        'Authorization: Bearer tc_typedExampleKey123',
      );
      expect(await page.locator('[data-testid=curl-bookList]').innerText()).toContain(
        "Authorization: Bearer tc_typedExampleKey123'",
      );

      await page.fill('#register-app_name', 'abc');
      await page.fill('#register-password', 'secret');
      await page.fill('#register-website', 'https://example.org');
      await page.fill('#register-phone', '123456');
      await page.fill('#register-country', 'Morocco');
      await page.fill('#register-email', 'dev@example.org');
      const invalid = await statusAfter(page, 'register', () =>
        page.locator('[data-testid=register-form] button[type=submit]').click(),
      );
      expect(invalid).toEqual({ status: 'invalid', error: 'appName', text: msg(locale, 'errors.appName') });
      expect(await page.locator('#register-app_name').getAttribute('aria-invalid')).toBe('true');

      // Empty login: spec §5 "fill all the fields".
      const empty = await statusAfter(page, 'login', () =>
        page.locator('[data-testid=login-form] button[type=submit]').click(),
      );
      expect(empty.text).toBe(msg(locale, 'errors.fillAll'));
      await page.screenshot({ path: `${ARTIFACTS}/developer-invalid-${locale}.png` });
      expect(await seriousAxeViolations(page, 'main')).toEqual([]);
      await page.context().close();
    });
  }

  it('at 390×844 a refused password (too common) is told in view, focused; the hint says common ones are refused', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${web.url}/en/developer`, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('#dev-typed-key') !== null);
    await page.waitForTimeout(300);
    expect(await page.locator('#register-password-hint').innerText()).toBe(
      msg('en', 'register.passwordHint'),
    );
    expect(msg('en', 'register.passwordHint')).toMatch(/common/);
    await page.fill('#register-app_name', `E2E common ${runId}`);
    await page.fill('#register-password', 'password');
    await page.fill('#register-website', 'https://example.org');
    await page.fill('#register-phone', '+212 600 000000');
    await page.fill('#register-country', 'Morocco');
    await page.fill('#register-email', `common-${runId}@example.org`);
    const refused = await statusAfter(page, 'register', () =>
      page.locator('[data-testid=register-form] button[type=submit]').click(),
    );
    expect(refused.status).toBe('error');
    expect(refused.text).toMatch(/too common/);
    const shown = await page.locator('[data-testid=register-status]').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { inView: r.top >= 0 && r.bottom <= window.innerHeight, focused: document.activeElement === el };
    });
    expect(shown).toEqual({ inView: true, focused: true });
    await page.screenshot({ path: `${ARTIFACTS}/developer-common-password-390.png` });
    await context.close();
  });

  it('fits a 390 px screen in rtl and ltr (screenshots)', async () => {
    for (const locale of ['ar', 'en']) {
      const page = await open(`/${locale}/developer`, 390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `${ARTIFACTS}/developer-${locale}-390.png`, fullPage: true });
      await page.context().close();
    }
  });

  it('without JavaScript the server checks the form too (spec §5 message)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${web.url}/en/developer`, { waitUntil: 'load' });
    await page.fill('#register-app_name', 'abc');
    await page.fill('#register-password', 'secret');
    await page.fill('#register-website', 'https://example.org');
    await page.fill('#register-phone', '123456');
    await page.fill('#register-country', 'Morocco');
    await page.fill('#register-email', 'dev@example.org');
    await Promise.all([
      page.waitForLoadState('load'),
      page.locator('[data-testid=register-form] button[type=submit]').click(),
    ]);
    await page.waitForSelector('[data-testid=register-status][data-status=invalid]', { timeout: 30_000 });
    expect(await page.locator('[data-testid=register-status]').innerText()).toBe(msg('en', 'errors.appName'));
    await context.close();
  });
});
