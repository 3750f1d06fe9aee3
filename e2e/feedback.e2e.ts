/**
 * Issue 21: notes on a text and bug reports sent from the site (with and without JavaScript), and the
 * visitor / page-hit counters the pages send (never with Do Not Track or Global Privacy Control on).
 * Against the real API over the whole corpus (e2e/run.mjs); what was stored is read back from that
 * API's SQLite file (E2E_SQLITE_FILE, default data/e2e/corpus.sqlite, the file run.mjs serves).
 */
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { hydrated } from './hydrated';
import { startApi, startWeb, type ApiServer, type WebServer } from './server';
import { ARTIFACTS, SQLITE_FILE, useSite } from './site';

const site = useSite();

/** Rows the API stored, read from its database file (read-only, beside the running API: WAL). */
function stored<T>(query: string, ...params: unknown[]): T[] {
  const db = new SQLite(SQLITE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

async function waitFor<T>(read: () => T[], timeoutMs = 10_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = read();
    if (rows.length || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function open(
  path: string,
  options: { js?: boolean; width?: number; init?: () => void; userAgent?: string } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.js ?? true,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  await page.goto(`${site.webUrl}${path}`, { waitUntil: 'load' });
  if (options.js ?? true) await hydrated(page);
  return { page, context };
}

/**
 * Submits a form and waits for the outcome `expected` (with or without JavaScript: a plain post loads
 * the page anew); returns the outcome shown, whatever it is, once that one came or 30 s passed.
 */
async function submit(page: Page, form: string, expected: string): Promise<string> {
  await page.locator(`[data-testid=${form}-form] button[type=submit]`).click();
  await page
    .locator(`[data-testid=${form}-status][data-status=${expected}]`)
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  return (await page.locator(`[data-testid=${form}-status]`).getAttribute('data-status')) ?? '';
}

interface NoteRow {
  book_id: number;
  sura: number;
  aya: number;
  proposed_text: string;
  original_text: string;
  email: string;
  locale: string;
}

describe('a note on a commentary passage', () => {
  it('without JavaScript: from the reading page, refused fields marked, then sent and stored', async () => {
    // Al-Tabari (book 1) beside 2:255: the passage's "note on this text" link.
    const { page, context } = await open('/en?sura=2&aya=255&books=1', { js: false });
    const link = page.locator('article[data-book="1"] [data-testid=note-link]').first();
    expect(await link.getAttribute('href')).toBe('/en/note?book_id=1&sura=2&aya=255&rewaya_id=10');
    await Promise.all([page.waitForURL(/\/en\/note\?/), link.click()]);

    // The book and verse are shown; both texts start as the passage (cut to the API's 8,000 characters).
    expect(await page.locator('[data-testid=note-place]').innerText()).toContain('Sura 2, verse 255');
    const proposed = await page.locator('#note-proposed_text').inputValue();
    expect(proposed.length).toBeGreaterThan(200);
    expect(proposed.length).toBeLessThanOrEqual(8000);
    expect(await page.locator('#note-original_text').inputValue()).toBe(proposed);

    // Unchanged text, no name, a bad email: each field says why, next to it.
    await page.fill('#note-email', 'not-an-email');
    expect(await submit(page, 'note', 'invalid')).toBe('invalid');
    expect(await page.locator('#note-proposed_text-error').innerText()).toBe(
      'The proposed text is the same as the original',
    );
    expect(await page.locator('#note-name-error').innerText()).toBe('This field is required');
    expect(await page.locator('#note-email-error').innerText()).toContain('email address');
    expect(await page.locator('#note-email').getAttribute('aria-describedby')).toBe('note-email-error');
    await page.screenshot({ path: `${ARTIFACTS}/note-invalid-nojs.png`, fullPage: true });

    const name = `e2e-note-${randomUUID()}`;
    await page.fill('#note-proposed_text', `${proposed.slice(0, 300)} [corrected]`);
    await page.fill('#note-original_text', proposed.slice(0, 300));
    await page.fill('#note-name', name);
    await page.fill('#note-email', 'reader@example.org');
    expect(await submit(page, 'note', 'sent')).toBe('sent');
    expect(await page.locator('[data-testid=note-status]').innerText()).toBe(
      'Your note has been sent. Thank you for helping to correct the texts.',
    );
    const rows = await waitFor(() =>
      stored<NoteRow>("SELECT * FROM messages WHERE kind = 'note' AND name = ?", name),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      book_id: 1,
      sura: 2,
      aya: 255,
      email: 'reader@example.org',
      locale: 'en',
    });
    expect(rows[0]!.proposed_text.endsWith('[corrected]')).toBe(true);
    await context.close();
  });

  it('with JavaScript: refused and sent in place, without reloading the page', async () => {
    const { page, context } = await open('/ar/note?book_id=1&sura=1&aya=1&rewaya_id=10');
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
    await page.fill('#note-proposed_text', 'نص مقترح');
    await page.fill('#note-original_text', 'نص أصلي');
    expect(await submit(page, 'note', 'invalid')).toBe('invalid');
    expect(await page.locator('#note-name-error').isVisible()).toBe(true);
    expect(await page.locator('#note-proposed_text').inputValue()).toBe('نص مقترح');

    const name = `e2e-note-js-${randomUUID()}`;
    await page.fill('#note-name', name);
    await page.fill('#note-email', 'qari@example.org');
    expect(await submit(page, 'note', 'sent')).toBe('sent');
    expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}/note-sent-ar.png`, fullPage: true });
    const rows = await waitFor(() =>
      stored<NoteRow>("SELECT * FROM messages WHERE kind = 'note' AND name = ?", name),
    );
    expect(rows[0]).toMatchObject({ book_id: 1, sura: 1, aya: 1, original_text: 'نص أصلي', locale: 'ar' });
    await context.close();
  });

  it('the compare page offers the same note on each passage, its book and verse attached', async () => {
    const { page, context } = await open('/en/browse-aya/2:255', { js: false });
    const link = page.locator('article[data-book="1"] [data-testid=note-link]');
    expect(await link.getAttribute('href')).toBe('/en/note?book_id=1&sura=2&aya=255&rewaya_id=10');
    // A passage the dataset lacks offers no note (there is no text to correct).
    const missing = page.locator('article[data-missing="true"]');
    for (const article of await missing.all())
      expect(await article.locator('[data-testid=note-link]').count()).toBe(0);
    await Promise.all([page.waitForURL(/\/en\/note\?/), link.click()]);
    expect(await page.locator('[data-testid=note-place]').innerText()).toContain('Sura 2, verse 255');
    expect((await page.locator('#note-proposed_text').inputValue()).length).toBeGreaterThan(200);
    await context.close();
  });

  it('a note page for a verse that does not exist is the 404 page, rendered on the server with its report link', async () => {
    const paths = ['book_id=1&sura=2&aya=400', 'book_id=x&sura=1&aya=1', 'sura=1&aya=1'].map(
      (q) => `/en/note?${q}`,
    );
    // So are author and book pages whose id is not one (refused by the proxy before any render).
    for (const path of [...paths, '/en/author/abc', '/en/book/0', '/en/book/1x']) {
      const res = await fetch(`${site.webUrl}${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('This page could not be found');
      expect(html, path).toContain('/en/report-bug');
    }
  });
});

describe('a bug report', () => {
  it('from the footer without JavaScript: the page is attached, the report stored', async () => {
    const { page, context } = await open('/en/author', { js: false });
    await Promise.all([
      page.waitForURL(/\/en\/report-bug/),
      page.locator('[data-testid=report-link]').click(),
    ]);
    expect(await page.locator('#bug-page_url').inputValue()).toBe('/en/author');
    expect(await submit(page, 'bug', 'invalid')).toBe('invalid');
    expect(await page.locator('#bug-description-error').innerText()).toBe('This field is required');
    expect(await page.locator('#bug-description').getAttribute('aria-invalid')).toBe('true');

    const description = `e2e bug ${randomUUID()}: the list does not scroll`;
    await page.fill('#bug-description', description);
    expect(await submit(page, 'bug', 'sent')).toBe('sent');
    const rows = await waitFor(() =>
      stored<{ page_url: string; email: string | null }>(
        "SELECT * FROM messages WHERE kind = 'bug' AND message = ?",
        description,
      ),
    );
    expect(rows).toEqual([expect.objectContaining({ page_url: '/en/author', email: null })]);
    await context.close();
  });

  it('from the 404 page with JavaScript: sent in place with the 404 address', async () => {
    const { page, context } = await open('/fr/no-such-page');
    await Promise.all([
      page.waitForURL(/\/fr\/report-bug/),
      page.locator('[data-testid=error-report-link]').click(),
    ]);
    await hydrated(page);
    expect(await page.locator('#bug-page_url').inputValue()).toBe('/fr/no-such-page');
    const description = `e2e 404 ${randomUUID()}`;
    await page.fill('#bug-description', description);
    await page.fill('#bug-email', 'lecteur@example.org');
    expect(await submit(page, 'bug', 'sent')).toBe('sent');
    expect(await page.locator('[data-testid=bug-status]').innerText()).toBe(
      'Votre signalement a été envoyé. Merci.',
    );
    await page.screenshot({ path: `${ARTIFACTS}/bug-sent-fr.png`, fullPage: true });
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    const rows = await waitFor(() =>
      stored<{ page_url: string }>("SELECT * FROM messages WHERE kind = 'bug' AND message = ?", description),
    );
    expect(rows).toEqual([expect.objectContaining({ page_url: '/fr/no-such-page' })]);
    await context.close();
  });
});

describe('form answers on a phone (390×844)', () => {
  /** Whether the form's answer is within the viewport and has the focus. */
  const answerShown = (page: Page, form: string) =>
    page.locator(`[data-testid=${form}-status]`).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {
        inView: r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight,
        focused: document.activeElement === el,
      };
    });

  it('a bug report: the refusal, then the confirmation, come into view and take the focus', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.webUrl}/en/author`, { waitUntil: 'load' });
    await Promise.all([
      page.waitForURL(/\/en\/report-bug/),
      page.locator('[data-testid=report-link]').click(),
    ]);
    await hydrated(page);
    expect(await submit(page, 'bug', 'invalid')).toBe('invalid');
    expect(await answerShown(page, 'bug')).toEqual({ inView: true, focused: true });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.fill('#bug-description', `e2e phone ${randomUUID()}`);
    await page.fill('#bug-email', 'reader@example.org');
    expect(await submit(page, 'bug', 'sent')).toBe('sent');
    expect(await answerShown(page, 'bug')).toEqual({ inView: true, focused: true });
    await page.screenshot({ path: `${ARTIFACTS}/bug-sent-390.png` });
    await context.close();
  });

  it('the contact form: its refusal comes into view and takes the focus', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.webUrl}/en/contact-us`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await submit(page, 'contact', 'invalid')).toBe('invalid');
    expect(await answerShown(page, 'contact')).toEqual({ inView: true, focused: true });
    await context.close();
  });
});

describe('visitor and page-hit counters', () => {
  const month = () => new Date().toISOString().slice(0, 7);
  const hits = (page: string, id: string) =>
    stored<{ count: number }>(
      'SELECT count FROM page_hits WHERE page = ? AND ref_id = ? AND month = ?',
      page,
      id,
      month(),
    )[0]?.count ?? 0;
  const statistics = async () =>
    (await (await fetch(`${site.apiUrl}/api/v1/statistics`)).json()) as {
      totalVisitors: number;
      cmv: number;
    };

  it('a page view counts a page hit and a new visitor: the statistics move', async () => {
    const before = { stats: await statistics(), hits: hits('author', '') };
    // A user agent never seen: the API counts a visitor once a day per address and user agent.
    const context = await site.browser.newContext({ userAgent: `e2e-counter-${randomUUID()}` });
    const page = await context.newPage();
    const sent = page.waitForResponse((r) => r.url().includes('/api/v2/record-page-hits'), {
      timeout: 15_000,
    });
    const visitor = page.waitForResponse((r) => r.url().includes('/api/v2/record-visitor'), {
      timeout: 15_000,
    });
    await page.goto(`${site.webUrl}/en/author`, { waitUntil: 'load' });
    expect((await sent).status()).toBe(200);
    expect((await visitor).status()).toBe(200);
    // The same tab's next page: a page hit, no second visitor record.
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const again = page.waitForResponse((r) => r.url().includes('/api/v2/record-page-hits'), {
      timeout: 15_000,
    });
    await page.goto(`${site.webUrl}/en/author`, { waitUntil: 'load' });
    await again;
    expect(requests.filter((u) => u.includes('/api/v2/record-visitor'))).toEqual([]);
    const after = await statistics();
    expect(after.totalVisitors).toBe(before.stats.totalVisitors + 1);
    expect(after.cmv).toBe(before.stats.cmv + 1);
    expect(hits('author', '')).toBe(before.hits + 2);
    await context.close();
  });

  it('a 404 page (an unknown author) counts the visit but no page hit', async () => {
    const context = await site.browser.newContext({ userAgent: `e2e-counter-${randomUUID()}` });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const visitor = page.waitForResponse((r) => r.url().includes('/api/v2/record-visitor'), {
      timeout: 15_000,
    });
    await page.goto(`${site.webUrl}/en/author/99999999`, { waitUntil: 'load' });
    await hydrated(page);
    expect((await visitor).status()).toBe(200);
    await page.waitForTimeout(1000);
    expect(requests.filter((u) => u.includes('/api/v2/record-page-hits'))).toEqual([]);
    await context.close();
  });

  it('each reading state is a page view: a client navigation to the next verse counts again', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const homeHit = () =>
      page.waitForResponse(
        (r) => r.url().includes('/api/v2/record-page-hits') && r.url().includes('page=home'),
        {
          timeout: 15_000,
        },
      );
    const first = homeHit();
    await page.goto(`${site.webUrl}/en?sura=1&aya=1`, { waitUntil: 'load' });
    expect((await first).status()).toBe(200);
    await hydrated(page);
    const second = homeHit();
    await page.locator('.verse-nav a[rel=next]').first().click();
    await page.waitForURL(/aya=2/);
    expect((await second).status()).toBe(200);
    await context.close();
  });

  for (const [signal, init] of [
    [
      'Do Not Track',
      () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }),
    ],
    [
      'Global Privacy Control',
      () =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
          get: () => true,
          configurable: true,
        }),
    ],
  ] as const) {
    it(`with ${signal} on, nothing is sent`, async () => {
      const before = hits('author', '');
      const requests: string[] = [];
      const context = await site.browser.newContext();
      await context.addInitScript(init);
      const page = await context.newPage();
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${site.webUrl}/en/author`, { waitUntil: 'load' });
      await hydrated(page);
      await page.waitForTimeout(2000);
      expect(requests.filter((u) => u.includes('/api/v2/'))).toEqual([]);
      expect(hits('author', '')).toBe(before);
      await context.close();
    });
  }
});

describe('notes are limited per reader, through the web server', () => {
  const secret = `e2e-web-secret-${randomUUID()}`;
  let ownApi: ApiServer | null = null;
  let ownWeb: WebServer | null = null;

  beforeAll(async () => {
    // Two messages an hour per reader, no loopback exemption: the web server on this machine names each
    // reader with X-Reader-Address + X-Web-Server-Secret (SECURITY.md), so the API limits readers, not it.
    ownApi = await startApi(SQLITE_FILE, {
      own: true,
      env: { WEB_SERVER_SECRET: secret, MESSAGE_RATE_LIMIT_MAX: '2', RATE_LIMIT_ALLOW_LIST: '' },
    });
    const previous = process.env.WEB_SERVER_SECRET;
    process.env.WEB_SERVER_SECRET = secret;
    try {
      ownWeb = await startWeb({ apiUrl: ownApi.url });
    } finally {
      if (previous === undefined) delete process.env.WEB_SERVER_SECRET;
      else process.env.WEB_SERVER_SECRET = previous;
    }
  });

  afterAll(async () => {
    await ownWeb?.stop();
    await ownApi?.stop();
  });

  /** A reader as nginx names it to the web server (X-Real-IP), sending one note; returns the outcome. */
  async function noteFrom(address: string): Promise<string> {
    const context = await site.browser.newContext({ extraHTTPHeaders: { 'X-Real-IP': address } });
    const page = await context.newPage();
    await page.goto(`${ownWeb!.url}/en/note?book_id=1&sura=1&aya=2`, { waitUntil: 'load' });
    await hydrated(page);
    await page.fill('#note-proposed_text', 'proposed');
    await page.fill('#note-original_text', 'original');
    await page.fill('#note-name', `e2e-limit-${address}`);
    await page.fill('#note-email', 'reader@example.org');
    await page.locator('[data-testid=note-form] button[type=submit]').click();
    const status = page.locator('[data-testid=note-status]:not([data-status=idle])');
    await status.waitFor({ timeout: 30_000 });
    const outcome = (await status.getAttribute('data-status')) ?? '';
    if (outcome === 'limited') {
      expect(await status.innerText()).toBe('Too many messages were sent from here. Please try again later.');
      await page.screenshot({ path: `${ARTIFACTS}/note-limited.png` });
    }
    await context.close();
    return outcome;
  }

  it('a reader past the limit is told so; another reader still sends', async () => {
    const a = `198.51.100.${1 + Math.floor(Math.random() * 200)}`;
    expect([await noteFrom(a), await noteFrom(a), await noteFrom(a)]).toEqual(['sent', 'sent', 'limited']);
    expect(await noteFrom('203.0.113.9')).toBe('sent');
  });
});
