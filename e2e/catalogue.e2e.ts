/**
 * Issue 21, the localised catalogue and the riwaya switch, in Debian's chromium against the real API
 * over the whole corpus (`node e2e/run.mjs e2e/catalogue.e2e.ts`): category names and "About this
 * edition" on a book page in Persian, a labelled biography on /ar, sura names without mixed scripts
 * (English, Urdu), switching riwaya on 2:255 with and without JavaScript, and `/` following the
 * locale cookie (spec §4).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Book, BooksAnswer, ReadingAnswer } from '@tafsir/client';
import { REPO_ROOT } from './server';
import { ARTIFACTS, useSite } from './site';

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const LATIN = /[A-Za-z]/;
const CONTENT = process.env.CONTENT_DIR
  ? resolve(process.env.CONTENT_DIR)
  : resolve(REPO_ROOT, '../shared/data');
const site = useSite();
const open = site.open;

const apiJson = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${site.apiUrl}${path}`)).json()) as T;
const catalogueMessages = (code: string) => {
  const messages = JSON.parse(
    readFileSync(`${REPO_ROOT}apps/web/messages/catalogue/${code}.json`, 'utf8'),
  ) as { category: Record<string, string>; catalogue: { aboutEdition: string } };
  return { category: messages.category, aboutEdition: messages.catalogue.aboutEdition };
};

describe("the catalogue in the reader's language", () => {
  it('/fa and /ar book pages: "About this edition" credits the digital text (linked) and its rights, never the raw source/licence notes', async () => {
    // the catalogue's maintainers' notes (data/README.md: never shown to readers)
    const catalogue = JSON.parse(readFileSync(join(CONTENT, 'books', 'catalog.json'), 'utf8')) as Array<{
      id: number;
      source: string;
      license: string;
      attribution: { name: string; url: string };
      rights: string;
    }>;
    const books = await apiJson<BooksAnswer>('/api/v1/books?lang=fa');
    const book = books.enterpretation.find((b: Book) => b.id === 1 && b.category)!;
    const raw = catalogue.find((r) => r.id === book.id)!;
    expect(book.attribution).toEqual(raw.attribution);
    expect(book.rights).toBe(raw.rights);
    expect(book).not.toHaveProperty('source');
    expect(book).not.toHaveProperty('license');
    for (const locale of ['fa', 'ar']) {
      const messages = catalogueMessages(locale);
      const pages = JSON.parse(
        readFileSync(`${REPO_ROOT}apps/web/messages/pages/${locale}.json`, 'utf8'),
      ) as {
        books: { digitalText: string; rights: string };
      };
      const page = await open(`/${locale}/book/${book.id}`, { width: 390, js: false });
      if (locale === 'fa')
        expect(await page.textContent('[data-testid=book-category]')).toBe(messages.category[book.category!]);
      const sections = await page.$$eval('.pg-wrap > section', (ss) =>
        ss.map((s) => s.getAttribute('data-testid')),
      );
      expect(sections.at(-1)).toBe('about-edition');
      const edition = page.locator('[data-testid=about-edition]');
      expect(await edition.locator('h2').textContent()).toBe(messages.aboutEdition);
      expect(await edition.locator('dt').allTextContents()).toEqual([
        pages.books.digitalText,
        pages.books.rights,
      ]);
      const link = edition.locator('[data-testid=attribution]');
      expect(await link.textContent()).toBe(raw.attribution.name);
      expect(await link.getAttribute('href')).toBe(raw.attribution.url);
      expect(await edition.textContent()).toContain(raw.rights);
      const body = (await page.textContent('body')) ?? '';
      for (const note of [raw.source, raw.license]) expect(body).not.toContain(note.slice(0, 40));
      expect(body).not.toContain('verify redistribution rights');
      await page.screenshot({ path: `${ARTIFACTS}/book-${locale}.png`, fullPage: true });
      await page.context().close();
    }
  });

  it('/ar author page: the biography in Arabic, or the one there is labelled with its language', async () => {
    const authors = await apiJson<{
      data: Array<{ id: number; bio: string | null; bio_lang: string | null; name_ar: string | null }>;
    }>('/api/v1/author?lang=ar&per_page=100');
    const a = authors.data.find((x) => x.bio && x.name_ar)!;
    const page = await open(`/ar/author/${a.id}`, { js: false });
    expect(await page.textContent('h1')).toBe(a.name_ar);
    const bio = page.locator('section[aria-labelledby=bio-title] p.pg-prose');
    expect(await bio.textContent()).toBe(a.bio);
    expect(await bio.getAttribute('lang')).toBe(a.bio_lang);
    if (a.bio_lang === 'ar') {
      expect(await page.locator('[data-testid=bio-language]').count()).toBe(0);
    } else {
      const label = new Intl.DisplayNames(['ar'], { type: 'language' }).of(a.bio_lang!)!;
      expect(await page.textContent('[data-testid=bio-language]')).toContain(label);
    }
    await page.context().close();
  });

  it("an edition's language code at the end of a title reads as the language's name (book page, API)", async () => {
    const answer = await apiJson<BooksAnswer>('/api/v1/books?lang=fr');
    const coded = [...answer.enterpretation, ...answer.translation].find(
      (b: Book) => b.language === 'es' && b.title_en.endsWith('(es)'),
    );
    expect(coded, 'a Spanish edition marked (es) in the data').toBeDefined();
    expect(coded!.title).toMatch(/\(espagnol\)$/);
    for (const [locale, name] of [
      ['en', 'Spanish'],
      ['ar', 'الإسبانية'],
    ]) {
      const page = await open(`/${locale}/book/${coded!.id}`, { js: false });
      const h1 = (await page.textContent('h1')) ?? '';
      expect(h1, locale).toContain(`(${name})`);
      expect(h1, locale).not.toContain('(es)');
      await page.context().close();
    }
  });

  it('/fa list of authors: each biography not in Persian says which language it is in', async () => {
    const authors = await apiJson<{ data: Array<{ bio: string | null; bio_lang: string | null }> }>(
      '/api/v1/author?lang=fa&per_page=12',
    );
    const foreign = authors.data.filter((a) => a.bio && a.bio_lang && a.bio_lang !== 'fa');
    expect(foreign.length).toBeGreaterThan(0);
    const page = await open('/fa/author', { js: false });
    const cards = page.locator('[data-testid=author-list] article');
    expect(await cards.count()).toBe(authors.data.length);
    const labels = page.locator('[data-testid=author-list] [data-testid=bio-language]');
    expect(await labels.count()).toBe(foreign.length);
    const english = new Intl.DisplayNames(['fa'], { type: 'language' }).of('en')!;
    if (foreign.some((a) => a.bio_lang === 'en'))
      expect(await labels.first().textContent()).toContain(english);
    await page.context().close();
  });

  it('/fa, /ur: an Arabic book and its author read in Arabic, not in Latin transliteration', async () => {
    const [tabari] = (await apiJson<BooksAnswer>('/api/v1/books?lang=ar')).enterpretation.filter(
      (b: Book) => b.id === 1,
    );
    const reading = await open('/fa?sura=2&aya=255&books=1', { js: false });
    expect(await reading.textContent('#book-1')).toBe(tabari!.title_ar);
    expect(await reading.textContent('article[data-book="1"] .commentary-author')).toContain(
      tabari!.author_name_ar,
    );
    await reading.context().close();
    const author = await open(`/ur/author/${tabari!.author_id}`, { js: false });
    expect(await author.textContent('h1')).toBe(tabari!.author_name_ar);
    await author.context().close();
    const books = await open('/fa/books', { js: false });
    const row = books.locator('[data-testid=book-list] .pg-book-row[data-book="1"]');
    expect(await row.locator('.pg-book-title').textContent()).toBe(tabari!.title_ar);
    expect(await row.locator('.pg-meta').textContent()).toContain(tabari!.author_name_ar);
    await books.context().close();
  });

  it('a title or name is marked with the language it is written in: a transliteration is not marked Arabic', async () => {
    /** Elements marked lang="ar" whose own text (links included) has Latin letters and no Arabic ones. */
    const latinMarkedArabic = (page: Page) =>
      page.$$eval('[lang="ar"]', (els) =>
        els
          .map((el) =>
            [...el.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE || (n as Element).tagName === 'A')
              .map((n) => n.textContent ?? '')
              .join('')
              .trim(),
          )
          .filter((text) => /[A-Za-z]/.test(text) && !/\p{Script=Arabic}/u.test(text)),
      );
    const en = await open('/en?sura=2&aya=255&books=1,6', { js: false });
    expect(await en.textContent('#book-1')).toMatch(LATIN);
    expect(await en.getAttribute('#book-1', 'lang')).toBeNull();
    expect(await latinMarkedArabic(en)).toEqual([]);
    await en.context().close();
    const ar = await open('/ar?sura=2&aya=255&books=1,6', { js: false });
    expect(await ar.getAttribute('#book-1', 'lang')).toBe('ar');
    await ar.context().close();
    const compare = await open('/en/browse-aya/2:255', { js: false });
    expect(await latinMarkedArabic(compare)).toEqual([]);
    await compare.context().close();
    // A title in its own language's script is marked with it (an Urdu translation on an English page).
    const books = await apiJson<BooksAnswer>('/api/v1/books?lang=en');
    const urdu = books.translation.find((b: Book) => b.language === 'ur' && ARABIC.test(b.title))!;
    const list = await open('/en/books', { js: false });
    expect(await list.getAttribute(`.pg-book-row[data-book="${urdu.id}"] .pg-book-title`, 'lang')).toBe('ur');
    await list.context().close();
  });

  it('sura names: no Arabic script in the English headers, no Latin one in the Urdu headers and list', async () => {
    const en = await open('/en?sura=1&aya=1', { js: false });
    for (const heading of ['#quran-heading', '#commentary-heading']) {
      const text = (await en.textContent(heading)) ?? '';
      expect(text, heading).not.toMatch(ARABIC);
    }
    expect(await en.textContent('#quran-heading')).toContain('Al-Fatihah');
    await en.screenshot({ path: `${ARTIFACTS}/reading-en-header.png` });
    await en.context().close();

    const ur = await open('/ur?sura=1&aya=1', { js: false });
    for (const heading of ['#quran-heading', '#commentary-heading']) {
      const text = (await ur.textContent(heading)) ?? '';
      expect(text, heading).not.toMatch(LATIN);
    }
    expect(await ur.textContent('#quran-heading')).toContain('الفاتحة');
    await ur.screenshot({ path: `${ARTIFACTS}/reading-ur-header.png` });
    const names = await ur.$$eval('#sura-panel li[data-n] .sura-names', (ns) =>
      ns.map((n) => n.textContent ?? ''),
    );
    expect(names).toHaveLength(114);
    // The juz and hizb lists (their page, without JavaScript) name the sura each starts in too.
    await Promise.all([ur.waitForNavigation(), ur.click('#tabpanel-juz a.divisions-link')]);
    const all = await ur.$$eval('.divisions-page .sura-list', (ls) => ls.map((l) => l.textContent ?? ''));
    expect(all).toHaveLength(2);
    expect([...names, ...all].filter((n) => LATIN.test(n))).toEqual([]);
    await ur.context().close();
  });
});

describe('switching riwaya keeps the place', () => {
  const from = '/en?sura=2&aya=255&books=1';

  async function warshPlace() {
    const r = await apiJson<ReadingAnswer>('/api/v1/reading?sura=2&aya=255');
    const w = r.same_verse.find((v) => v.rewaya_id === 20)!;
    // Ayat al-Kursi is split in two verses in the Madani count: Warsh numbers it differently.
    expect(w.aya).not.toBe(255);
    return w;
  }

  async function expectWarshAt(page: Page, w: { sura: number; aya: number }) {
    const url = new URL(page.url());
    expect(url.searchParams.get('rewaya_id')).toBe('20');
    expect(`${url.searchParams.get('sura')}:${url.searchParams.get('aya')}`).toBe(`${w.sura}:${w.aya}`);
    expect(url.searchParams.get('books')).toBe('1');
    expect(await page.getAttribute(`#v${w.sura}-${w.aya}`, 'aria-current')).toBe('true');
    expect(await page.getAttribute('.rewaya-menu a[data-rewaya="20"]', 'aria-current')).toBe('true');
  }

  it('from 2:255 (Hafs) to Warsh with JavaScript', async () => {
    const w = await warshPlace();
    const page = await open(from);
    await page.click('.rewaya-menu summary');
    await page.click('.rewaya-menu a[data-rewaya="20"]');
    await page.waitForURL((u) => u.searchParams.get('rewaya_id') === '20');
    await page.waitForSelector(`#v${w.sura}-${w.aya}[aria-current=true]`);
    await expectWarshAt(page, w);
    // And back: Warsh's verse opens Hafs 2:255 again.
    await page.click('.rewaya-menu summary');
    await page.click('.rewaya-menu a[data-rewaya="10"]');
    await page.waitForURL((u) => !u.searchParams.has('rewaya_id'));
    expect(new URL(page.url()).searchParams.get('aya')).toBe('255');
    await page.context().close();
  });

  it('shows the current riwaya by name on a 390 px phone too', async () => {
    const page = await open('/ar?sura=2&aya=253&rewaya_id=20', { width: 390 });
    const name = page.locator('.rewaya-menu summary .summary-text');
    expect(await name.isVisible()).toBe(true);
    expect(await name.innerText()).toContain('ورش');
    await page.context().close();
  });

  it('the sura list counts the verses of the riwaya read (Al-Baqarah: 286 in Hafs, 285 in Warsh)', async () => {
    const warsh = await open('/en?sura=2&aya=1&rewaya_id=20', { js: false });
    expect(await warsh.textContent('#sura-row-2 .sura-meta')).toContain('285');
    await warsh.context().close();
    const hafs = await open('/en?sura=2&aya=1', { js: false });
    expect(await hafs.textContent('#sura-row-2 .sura-meta')).toContain('286');
    await hafs.context().close();
  });

  it('from 2:255 (Hafs) to Warsh without JavaScript', async () => {
    const w = await warshPlace();
    const page = await open(from, { js: false });
    await page.click('.rewaya-menu summary');
    await Promise.all([
      page.waitForURL((u) => u.searchParams.get('rewaya_id') === '20'),
      page.click('.rewaya-menu a[data-rewaya="20"]'),
    ]);
    await expectWarshAt(page, w);
    await page.context().close();
  });
});

describe('/ chooses the locale: route prefix, then cookie, then default (spec §4)', () => {
  const home = (cookie?: string) =>
    fetch(`${site.webUrl}/`, { redirect: 'manual', headers: cookie ? { cookie } : {} }).then((r) => ({
      status: r.status,
      location: new URL(r.headers.get('location') ?? '', site.webUrl).pathname,
    }));

  it('follows the NEXT_LOCALE cookie, and falls back to Arabic without one or with an unknown one', async () => {
    for (const code of ['fr', 'ur', 'en']) {
      const r = await home(`NEXT_LOCALE=${code}`);
      expect(r.status, code).toBeGreaterThanOrEqual(300);
      expect(r.status, code).toBeLessThan(400);
      expect(r.location, code).toBe(`/${code}`);
    }
    expect((await home()).location).toBe('/ar');
    expect((await home('NEXT_LOCALE=xx')).location).toBe('/ar');
    // A prefixed address wins over the cookie.
    const prefixed = await fetch(`${site.webUrl}/en`, {
      redirect: 'manual',
      headers: { cookie: 'NEXT_LOCALE=fr' },
    });
    expect(prefixed.status).toBe(200);
  });
});
