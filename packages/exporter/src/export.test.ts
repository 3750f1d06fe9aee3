import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ContentWriter, createRepositories, type Repositories, type TafsirDatabase } from '@tafsir/db';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason, fixtureTargets } from '../../../test/fixture.js';
import {
  bookDownloadDir,
  exportAll,
  exportBook,
  readManifest,
  type ExportResult,
  type JsonBook,
} from './index.js';
import { checkEpub } from './test/epub-check.js';

/** Real books of the fixture: a translation with footnotes (ltr), two Arabic tafsirs (rtl). */
const SLUGS = ['en-saheeh', 'jalalayn', 'baghawi'];

interface Truth {
  id: number;
  entries: number;
  suras: number[];
  footnotes: number;
}

async function truthOf(repos: Repositories, id: number): Promise<Truth> {
  let entries = 0;
  let footnotes = 0;
  const suras = new Set<number>();
  for await (const batch of repos.books.entriesOfBook(id)) {
    for (const e of batch) {
      entries++;
      footnotes += e.footnotes.length;
      suras.add(e.sura);
    }
  }
  return { id, entries, suras: [...suras].sort((a, b) => a - b), footnotes };
}

function files(dir: string, result: ExportResult) {
  const m = result.manifest!;
  const base = bookDownloadDir(dir, result.bookId);
  return {
    epub: join(base, m.files.epub!.file),
    sqlite: join(base, m.files.sqlite!.file),
    json: join(base, m.files.json!.file),
    gzip: join(base, m.files.json!.gzip!.file),
  };
}

for (const target of fixtureTargets()) {
  const skip = target.skipReason ?? corpusSkipReason();
  describe.skipIf(!!skip)(
    `book downloads generated from ${target.name}${skip ? ` (skipped: ${skip})` : ''}`,
    () => {
      let handle: TafsirDatabase;
      let repos: Repositories;
      let dir: string;
      const results = new Map<string, ExportResult>();
      const truth = new Map<string, Truth>();

      beforeAll(async () => {
        handle = await target.open();
        repos = createRepositories(handle.db);
        dir = mkdtempSync(join(tmpdir(), 'tafsir-downloads-'));
        for (const r of await exportAll(repos, { dir, books: SLUGS })) results.set(r.slug, r);
        for (const slug of SLUGS) truth.set(slug, await truthOf(repos, results.get(slug)!.bookId));
      });
      afterAll(async () => {
        await handle?.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      });

      it('generates every format of each book, with a manifest of sizes and hashes', () => {
        expect([...results.keys()].sort()).toEqual([...SLUGS].sort());
        for (const [slug, r] of results) {
          expect(r.status).toBe('generated');
          expect(r.entries).toBe(truth.get(slug)!.entries);
          const m = readManifest(dir, r.bookId)!;
          expect(m.slug).toBe(slug);
          expect(Object.keys(m.files).sort()).toEqual(['epub', 'json', 'sqlite']);
          expect(m.files.epub!.file).toBe(`${slug}.epub`);
          const f = files(dir, r);
          expect(m.files.epub!.bytes).toBe(statSync(f.epub).size);
          expect(m.files.sqlite!.bytes).toBe(statSync(f.sqlite).size);
          expect(m.files.json!.sha256).toMatch(/^[0-9a-f]{64}$/);
        }
      });

      it('each EPUB is structurally valid and holds every entry of its book, one chapter per sura', async () => {
        for (const slug of SLUGS) {
          const t = truth.get(slug)!;
          const report = await checkEpub(files(dir, results.get(slug)!).epub);
          expect(report.problems, slug).toEqual([]);
          const chapters = report.spine.filter((h) => /^sura-\d{3}\.xhtml$/.test(h));
          expect(chapters, slug).toEqual(t.suras.map((s) => `sura-${String(s).padStart(3, '0')}.xhtml`));
          expect(report.spine[0]).toBe('title.xhtml');
          let sections = 0;
          for (const href of chapters) {
            const xhtml = report.entries.get(`OEBPS/${href}`)!;
            sections += xhtml.match(/<section class="entry"/g)?.length ?? 0;
          }
          expect(sections, slug).toBe(t.entries);
        }
      });

      it('sets right-to-left for an Arabic book and left-to-right for an English one', async () => {
        const ar = await checkEpub(files(dir, results.get('jalalayn')!).epub);
        expect(ar.pageProgression).toBe('rtl');
        expect(ar.metadata['dc:language']).toBe('ar');
        const chapter = ar.entries.get('OEBPS/sura-002.xhtml')!;
        expect(chapter).toMatch(/<html [^>]*xml:lang="ar"[^>]*dir="rtl"/);
        expect(chapter).toContain('سورة البقرة');
        // a range entry is headed by its range
        const en = await checkEpub(files(dir, results.get('en-saheeh')!).epub);
        expect(en.pageProgression).toBe('ltr');
        expect(en.entries.get('OEBPS/sura-001.xhtml')).toMatch(/<html [^>]*xml:lang="en"[^>]*dir="ltr"/);
        expect(en.entries.get('OEBPS/sura-001.xhtml')).toContain('<span dir="ltr">1:1</span>');
      });

      it('turns footnotes into EPUB notes: one footnote aside per footnote, referenced by noterefs', async () => {
        const t = truth.get('en-saheeh')!;
        expect(t.footnotes).toBeGreaterThan(100);
        const report = await checkEpub(files(dir, results.get('en-saheeh')!).epub);
        let asides = 0;
        let refs = 0;
        for (const [name, text] of report.entries) {
          if (!name.endsWith('.xhtml')) continue;
          asides += text.match(/<aside epub:type="footnote"/g)?.length ?? 0;
          refs += text.match(/epub:type="noteref"/g)?.length ?? 0;
          expect(text).not.toMatch(/\{\[\d+\]\}/); // no placeholder left as text
        }
        expect(asides).toBe(t.footnotes);
        expect(refs).toBeGreaterThanOrEqual(t.footnotes * 0.95);
      });

      it("has a title page with author, death year, the digital text's credit and rights, never the raw source notes", async () => {
        for (const slug of SLUGS) {
          const report = await checkEpub(files(dir, results.get(slug)!).epub);
          const title = report.entries.get('OEBPS/title.xhtml')!;
          const opf = report.entries.get('OEBPS/content.opf')!;
          const book = (await repos.books.get(results.get(slug)!.bookId))!;
          const raw = (await handle.db
            .selectFrom('books')
            .select(['source', 'license'])
            .where('id', '=', book.id)
            .executeTakeFirstOrThrow()) as { source: string; license: string };
          expect(raw.source && raw.license, "the catalogue has maintainers' notes").toBeTruthy();
          if (slug === 'baghawi') {
            expect(title).toContain(book.title_ar!);
            expect(title).toContain(book.author_name_ar!);
            expect(title).toContain(`${book.author_death_hijri} هـ`);
            expect(title).toContain('<dt>النص الرقمي</dt>');
          }
          expect(book.attribution_name && book.attribution_url && book.rights).toBeTruthy();
          const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');
          expect(title).toContain(
            `<a href="${esc(book.attribution_url!)}" dir="ltr">${esc(book.attribution_name!)}</a>`,
          );
          expect(title).toContain(esc(book.rights!).slice(0, 30));
          expect(opf).toContain(`<dc:rights>${esc(book.rights!)}</dc:rights>`);
          expect(opf).toContain(`<dc:source>${esc(book.attribution_url!)}</dc:source>`);
          for (const text of [title, opf]) {
            expect(text).not.toContain(esc(raw.source).slice(0, 30));
            expect(text).not.toContain(esc(raw.license).slice(0, 30));
          }
          expect(report.metadata['dc:creator']).toBeTruthy();
        }
      });

      it('the SQLite file opens on its own and has every entry', async () => {
        for (const slug of SLUGS) {
          const t = truth.get(slug)!;
          const db = new SQLite(files(dir, results.get(slug)!).sqlite, {
            readonly: true,
            fileMustExist: true,
          });
          try {
            expect(db.prepare('SELECT count(*) AS n FROM entries').get()).toEqual({ n: t.entries });
            expect(db.prepare('SELECT count(*) AS n FROM suras').get()).toEqual({ n: 114 });
            const book = db.prepare('SELECT * FROM book').get() as Record<string, unknown>;
            expect(book).toMatchObject({ id: t.id, slug, direction: slug.startsWith('en-') ? 'ltr' : 'rtl' });
            const stored = (await repos.books.get(t.id))!;
            expect(book).toMatchObject({
              attribution_name: stored.attribution_name,
              attribution_url: stored.attribution_url,
              rights: stored.rights,
            });
            expect(book.rights).toBeTruthy();
            expect(book).not.toHaveProperty('source');
            expect(book).not.toHaveProperty('license');
            expect(db.pragma('user_version', { simple: true })).toBe(2);
            const first = (await repos.books.entriesOfBook(t.id, 1).next()).value![0]!;
            const row = db.prepare('SELECT * FROM entries WHERE id = ?').get(first.id) as Record<
              string,
              unknown
            >;
            expect(row).toMatchObject({
              sura: first.sura,
              aya_from: first.aya_from,
              aya_to: first.aya_to,
              text: first.text,
            });
            expect(row.footnotes === null ? [] : JSON.parse(row.footnotes as string)).toEqual(
              first.footnotes,
            );
            expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          } finally {
            db.close();
          }
        }
      });

      it('the JSON (and its gzip copy) has the book and every entry', () => {
        for (const slug of SLUGS) {
          const t = truth.get(slug)!;
          const f = files(dir, results.get(slug)!);
          const raw = readFileSync(f.json);
          expect(gunzipSync(readFileSync(f.gzip)).equals(raw)).toBe(true);
          const doc = JSON.parse(raw.toString('utf8')) as JsonBook;
          expect(doc.format).toBe('tafsir-compendium-book');
          expect(doc.format_version).toBe(2);
          expect(doc.book).toMatchObject({ id: t.id, slug });
          expect(doc.book.attribution?.url).toMatch(/^https:\/\//);
          expect(doc.book.rights).toBeTruthy();
          expect(doc.book).not.toHaveProperty('source');
          expect(doc.book).not.toHaveProperty('license');
          expect(doc.entries.length).toBe(t.entries);
          expect(doc.entries.reduce((n, e) => n + e.footnotes.length, 0)).toBe(t.footnotes);
        }
      });

      it('skips a book whose files match its content_version, and regenerates on force', async () => {
        const r = results.get('en-saheeh')!;
        const again = await exportBook(repos, r.bookId, { dir });
        expect(again.status).toBe('unchanged');
        const forced = await exportBook(repos, r.bookId, { dir, force: true });
        expect(forced.status).toBe('generated');
        // Same content → byte-identical files (fixed timestamps inside the EPUB).
        expect(forced.manifest!.files.epub!.sha256).toBe(r.manifest!.files.epub!.sha256);
        expect(forced.manifest!.files.sqlite!.bytes).toBeGreaterThan(0);
        expect((await exportBook(repos, 999_999, { dir })).status).toBe('missing');
      });
    },
  );
}

for (const target of fixtureTargets()) {
  describe.skipIf(!!target.skipReason)(
    `book downloads of a re-imported book on ${target.name}${target.skipReason ? ` (skipped: ${target.skipReason})` : ''}`,
    () => {
      let handle: TafsirDatabase;
      let dir: string;
      beforeAll(async () => {
        handle = await target.scratch();
        dir = mkdtempSync(join(tmpdir(), 'tafsir-downloads-'));
      });
      afterAll(async () => {
        await handle?.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      });

      const book = (version: string, count: number) => ({
        id: 9001,
        slug: 'test-book',
        type: 'tafsir' as const,
        language_code: 'ar',
        title: 'Test <book> & co',
        title_ar: 'كتاب <اختبار>',
        author_id: null,
        category_id: null,
        intro: null,
        footnotes: null,
        source: 'a "source" <b>',
        license: 'CC BY & more',
        attribution_name: 'A "site" <b>',
        attribution_url: 'https://example.org/?a=1&b=2',
        rights: 'Rights & more',
        content_version: version,
        entry_count: count,
        verses_covered: count,
        imported_at: '2026-01-02T03:04:05.678Z',
      });

      it('escapes content, renders ranges and footnotes, and regenerates when content_version changes', async () => {
        const writer = new ContentWriter(handle.db);
        await writer.upsertSuras([
          {
            number: 1,
            name_ar: 'الفاتحة',
            name_translit: 'Al-Fatihah',
            name_en: 'The Opening',
            ayas: 7,
            revelation: 'meccan',
          },
          {
            number: 2,
            name_ar: 'البقرة',
            name_translit: 'Al-Baqarah',
            name_en: 'The Cow',
            ayas: 286,
            revelation: 'medinan',
          },
        ]);
        await writer.replaceBook(book('v1', 3), [
          {
            sura: 1,
            aya_from: 1,
            aya_to: 7,
            text: 'نص <script>alert(1)</script> & {[1]} "q"\nفقرة ثانية',
            footnotes: JSON.stringify([{ n: 1, text: 'حاشية <i>x</i>' }]),
          },
          { sura: 2, aya_from: 1, aya_to: 5, text: 'range\u0001 text', footnotes: null },
          { sura: 2, aya_from: 6, aya_to: 6, text: 'single', footnotes: null },
        ]);
        const repos = createRepositories(handle.db);
        const first = await exportBook(repos, 9001, { dir });
        expect(first.status).toBe('generated');
        const f = files(dir, first);
        const report = await checkEpub(f.epub);
        expect(report.problems).toEqual([]);
        const ch1 = report.entries.get('OEBPS/sura-001.xhtml')!;
        expect(ch1).not.toContain('<script');
        expect(ch1).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
        expect(ch1).toContain('<span dir="ltr">1:1–7</span>');
        expect(ch1).toContain('<aside epub:type="footnote"');
        expect(ch1).toContain('حاشية &lt;i&gt;x&lt;/i&gt;');
        expect(ch1.match(/<p>/g)!.length).toBe(3); // two paragraphs + the footnote's
        const ch2 = report.entries.get('OEBPS/sura-002.xhtml')!;
        expect(ch2).toContain('<span dir="ltr">2:1–5</span>');
        expect(ch2).toContain('range text'); // a control character XML forbids is dropped
        const titlePage = report.entries.get('OEBPS/title.xhtml')!;
        expect(titlePage).toContain(
          '<a href="https://example.org/?a=1&amp;b=2" dir="ltr">A &quot;site&quot; &lt;b&gt;</a>',
        );
        expect(titlePage).toContain('Rights &amp; more');
        expect(titlePage).not.toContain('source');
        expect(report.entries.get('OEBPS/content.opf')).toContain(
          '<meta property="dcterms:modified">2026-01-02T03:04:05Z</meta>',
        );

        expect((await exportBook(repos, 9001, { dir })).status).toBe('unchanged');
        await writer.replaceBook(book('v2', 1), [
          { sura: 2, aya_from: 7, aya_to: 7, text: 'new', footnotes: null },
        ]);
        const second = await exportBook(repos, 9001, { dir });
        expect(second.status).toBe('generated');
        expect(second.manifest!.content_version).toBe('v2');
        const doc = JSON.parse(readFileSync(files(dir, second).json, 'utf8')) as JsonBook;
        expect(doc.entries.map((e) => e.text)).toEqual(['new']);
        const spine = (await checkEpub(files(dir, second).epub)).spine;
        expect(spine.filter((h) => h.startsWith('sura-'))).toEqual(['sura-002.xhtml']);

        // A full run removes the files of books no longer in the database.
        mkdirSync(join(dir, '424242'));
        const all = await exportAll(repos, { dir });
        expect(all.map((r) => [r.bookId, r.status])).toEqual([[9001, 'unchanged']]);
        expect(existsSync(join(dir, '424242'))).toBe(false);
        expect(existsSync(join(dir, '9001', 'manifest.json'))).toBe(true);
      });

      it('reports a book it cannot export as failed, leaves no partial file, and goes on with the others', async () => {
        const writer = new ContentWriter(handle.db);
        // Entries out of Quran order (sura 2 stored before sura 1) cannot be split into sura chapters.
        await writer.replaceBook({ ...book('x1', 2), id: 9002, slug: 'bad-order' }, [
          { sura: 2, aya_from: 1, aya_to: 1, text: 'b', footnotes: null },
          { sura: 1, aya_from: 1, aya_to: 1, text: 'a', footnotes: null },
        ]);
        const results = await exportAll(createRepositories(handle.db), { dir });
        const bad = results.find((r) => r.bookId === 9002)!;
        expect(bad.status).toBe('failed');
        expect(bad.error).toMatch(/out of Quran order/);
        expect(results.find((r) => r.bookId === 9001)!.status).toBe('unchanged');
        expect(readdirSync(join(dir, '9002'))).toEqual([]);
      });
    },
  );
}
