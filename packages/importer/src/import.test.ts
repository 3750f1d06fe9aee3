import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORD_ANALYSIS_VERSION } from '@tafsir/core';
import { createRepositories, type TafsirDatabase } from '@tafsir/db';
import { sql } from 'kysely';
import { corpusSkipReason, fixtureTargets, sharedContentDir } from '../../../test/fixture.js';
import { createReporter } from './reporter.js';
import { runImport } from './import.js';
import { createBookPreparer } from './book-preparer.js';

const quiet = createReporter({ quiet: true });
const noCorpus = corpusSkipReason();

/** The first `n` real lines of a shared-corpus book. */
function realLines(slug: string, n: number): string[] {
  const text = gunzipSync(readFileSync(join(sharedContentDir()!, 'books', `${slug}.jsonl.gz`))).toString(
    'utf8',
  );
  return text.split('\n').slice(0, n);
}

function writeFolder(dir: string, books: Record<string, string[]>): void {
  mkdirSync(join(dir, 'books'), { recursive: true });
  const shared = sharedContentDir()!;
  const catalog = JSON.parse(readFileSync(join(shared, 'books/catalog.json'), 'utf8')) as Array<{
    slug: string;
  }>;
  writeFileSync(join(dir, 'books/catalog.json'), JSON.stringify(catalog.filter((b) => b.slug in books)));
  writeFileSync(join(dir, 'authors.json'), readFileSync(join(shared, 'authors.json')));
  for (const [slug, lines] of Object.entries(books)) {
    writeFileSync(join(dir, 'books', `${slug}.jsonl.gz`), gzipSync(lines.join('\n') + '\n'));
  }
}

for (const target of fixtureTargets()) {
  const skip = target.skipReason ?? noCorpus;
  describe.skipIf(!!skip)(`importer on ${target.name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let handle: TafsirDatabase;
    let dir: string;
    beforeAll(async () => {
      handle = await target.scratch();
      dir = mkdtempSync(join(tmpdir(), 'tafsir-content-'));
    });
    afterAll(async () => {
      await handle?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('imports the npm default: Hafs text with quran-meta pages and the quran-json translations', async () => {
      const summary = await runImport({ database: handle, reporter: quiet });
      expect(summary.riwayat).toEqual([
        { id: 10, slug: 'hafs', verses: 6236, pages: 604, status: 'imported' },
      ]);
      expect(summary.books.filter((b) => b.status === 'imported')).toHaveLength(10);
      const repos = createRepositories(handle.db);
      const page42 = await repos.quran.versesOnPage(10, 42);
      expect(page42.map((v) => `${v.sura}:${v.aya}`)).toContain('2:255');
      const [en] = await repos.books.list({ language: 'en', type: 'translation' });
      const [entry] = await repos.books.entriesForRange([en!.id], 1, 2, 2);
      expect(entry?.text).toContain('Lord of the worlds');
    });

    it('skips a book with a bad record (naming file and line) and imports the others', async () => {
      const good = realLines('en-saheeh', 20);
      const badJson = [...realLines('en-pickthall', 3), '{"sura": 1, "aya": 4, "text": '];
      const badAya = [...realLines('en-yusufali', 2), '{"sura": 1, "aya": 8, "text": "beyond the Fatiha"}'];
      const empty = ['{"sura": 2, "aya": 1, "text": "   "}'];
      writeFolder(dir, {
        'en-saheeh': good,
        'en-pickthall': badJson,
        'en-yusufali': badAya,
        'es-cortes': empty,
      });
      const summary = await runImport({ database: handle, contentDir: dir, reporter: quiet });
      const bySlug = new Map(summary.books.map((b) => [b.slug, b]));
      expect(bySlug.get('en-saheeh')).toMatchObject({ status: 'imported', entries: 20 });
      expect(bySlug.get('en-pickthall')?.status).toBe('skipped');
      expect(bySlug.get('en-pickthall')?.reason).toMatch(/en-pickthall\.jsonl\.gz:4: bad JSON/);
      expect(bySlug.get('en-yusufali')?.reason).toMatch(/en-yusufali\.jsonl\.gz:3: unknown aya 1:8/);
      expect(bySlug.get('es-cortes')?.reason).toMatch(/es-cortes\.jsonl\.gz:1: empty text/);
      // The folder translates into English, so the npm English translation gives way; Bengali stays.
      expect(bySlug.get('quran-json-en')?.status).toBe('removed');
      expect(bySlug.get('quran-json-bn')?.status).toBe('unchanged');
      const repos = createRepositories(handle.db);
      const saheeh = (await repos.books.list({ language: 'en' })).find((b) => b.slug === 'en-saheeh')!;
      const [first] = await repos.books.entriesForRange([saheeh.id], 1, 1, 1);
      expect(first?.footnotes.map((f) => f.n)).toEqual([1, 2]);
      expect(first?.text).toContain('{[1]}');
      expect(await repos.books.list({ keyword: 'pickthall' })).toEqual([]);
    });

    it('imports the same content and search index with worker threads as in one thread', async () => {
      // Real lines of an Arabic tafsir, an English translation with footnotes and a Chinese one (bigrams).
      const folder = mkdtempSync(join(tmpdir(), 'tafsir-content-workers-'));
      writeFolder(folder, {
        baghawi: realLines('baghawi', 150),
        'en-saheeh': realLines('en-saheeh', 150),
        'zh-majian': realLines('zh-majian', 150),
      });
      // The pool runs the compiled worker (npm test builds with tsc -b first).
      const pool = createBookPreparer(1);
      expect(pool.workers).toBe(1);
      await pool.close();
      const threadedDb = await target.scratch();
      const singleDb = await target.scratch();
      try {
        const threaded = await runImport({
          database: threadedDb,
          contentDir: folder,
          workers: 1,
          reporter: quiet,
        });
        const single = await runImport({
          database: singleDb,
          contentDir: folder,
          workers: 0,
          reporter: quiet,
        });
        expect(threaded.contentVersion).toBe(single.contentVersion);
        const strip = (b: { seconds: number }) => ({ ...b, seconds: 0 });
        expect(threaded.books.map(strip)).toEqual(single.books.map(strip));
        expect(threaded.books.filter((b) => b.status === 'imported').map((b) => b.slug)).toEqual(
          expect.arrayContaining(['baghawi', 'en-saheeh', 'zh-majian']),
        );
        for (const keyword of ['الله', 'merciful', '至仁至慈', 'believe']) {
          const search = { keyword, filter: 'enterpretation' } as const;
          const a = await createRepositories(threadedDb.db).search.search(search);
          const b = await createRepositories(singleDb.db).search.search(search);
          expect(a.entryTotal, keyword).toBeGreaterThan(0);
          expect(a.entryTotal, keyword).toBe(b.entryTotal);
          expect(a.hits.map((h) => JSON.stringify(h))).toEqual(b.hits.map((h) => JSON.stringify(h)));
        }
      } finally {
        await threadedDb.close();
        await singleDb.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('is idempotent: an unchanged book is skipped, a changed one replaced whole', async () => {
      const again = await runImport({ database: handle, contentDir: dir, reporter: quiet });
      expect(again.books.find((b) => b.slug === 'en-saheeh')?.status).toBe('unchanged');

      const changed = realLines('en-saheeh', 5);
      writeFolder(dir, { 'en-saheeh': changed });
      const third = await runImport({ database: handle, contentDir: dir, reporter: quiet });
      expect(third.books.find((b) => b.slug === 'en-saheeh')).toMatchObject({
        status: 'imported',
        entries: 5,
      });
      const repos = createRepositories(handle.db);
      const saheeh = (await repos.books.list({ language: 'en' })).find((b) => b.slug === 'en-saheeh')!;
      expect(saheeh.entry_count).toBe(5);
      expect(await repos.books.entriesForRange([saheeh.id], 1, 1, 286)).toHaveLength(5);
      expect(third.contentVersion).not.toBe(again.contentVersion);
    });

    it("stores each book's reader-facing credits (attribution, rights) from the catalogue, also for an unchanged book", async () => {
      const catalog = JSON.parse(readFileSync(join(dir, 'books/catalog.json'), 'utf8')) as Array<{
        slug: string;
        attribution: { name: string; url: string };
        rights: string;
      }>;
      const record = catalog.find((b) => b.slug === 'en-saheeh')!;
      const stored = async () =>
        (await createRepositories(handle.db).books.list({ language: 'en' })).find(
          (b) => b.slug === 'en-saheeh',
        )!;
      expect(await stored()).toMatchObject({
        attribution_name: record.attribution.name,
        attribution_url: record.attribution.url,
        rights: record.rights,
      });
      expect(await stored()).not.toHaveProperty('source');
      // a database imported before the credits existed: the next run fills them although the book is unchanged
      await handle.db
        .updateTable('books')
        .set({ attribution_name: null, attribution_url: null, rights: null })
        .execute();
      const again = await runImport({ database: handle, contentDir: dir, reporter: quiet });
      expect(again.books.find((b) => b.slug === 'en-saheeh')?.status).toBe('unchanged');
      expect(await stored()).toMatchObject({
        attribution_name: record.attribution.name,
        attribution_url: record.attribution.url,
        rights: record.rights,
      });
      // the npm default's translations (no content folder) carry QuranEnc's credit
      const npm = (await createRepositories(handle.db).books.list({ type: 'translation' })).filter(
        (b) => b.slug !== 'en-saheeh',
      );
      expect(npm.length).toBeGreaterThan(0);
      for (const b of npm) expect(b.attribution_url).toBe('https://quranenc.com');
    });

    it('rebuilds the whole search index when the word analysis changed (meta search_analysis)', async () => {
      const repos = createRepositories(handle.db);
      const before = await repos.search.search({ keyword: 'Lord of the worlds', filter: 'enterpretation' });
      expect(before.entryTotal).toBeGreaterThan(0);
      // an index built by older rules: emptied here, and its recorded analysis version is not ours
      await sql`DELETE FROM search_entries`.execute(handle.db);
      await handle.db.updateTable('meta').set({ value: '0' }).where('key', '=', 'search_analysis').execute();
      expect(
        (await repos.search.search({ keyword: 'Lord of the worlds', filter: 'enterpretation' })).entryTotal,
      ).toBe(0);
      const summary = await runImport({ database: handle, contentDir: dir, reporter: quiet });
      expect(summary.books.every((b) => b.status !== 'imported')).toBe(true); // no book re-read
      const after = await repos.search.search({ keyword: 'Lord of the worlds', filter: 'enterpretation' });
      expect(after.entryTotal).toBe(before.entryTotal);
      const meta = await handle.db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'search_analysis')
        .executeTakeFirst();
      expect(meta?.value).toBe(String(WORD_ANALYSIS_VERSION));
    });
  });
}
