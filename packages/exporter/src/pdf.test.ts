import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SURAS } from '@tafsir/core';
import { createRepositories, type Repositories, type TafsirDatabase } from '@tafsir/db';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason, fixtureTargets, inCI } from '../../../test/fixture.js';
import {
  bookDownloadDir,
  exportBook,
  pdfUnavailableReason,
  readManifest,
  type ExportResult,
} from './index.js';

/**
 * The printable PDF of a real Arabic tafsir (al-Jalalayn, every verse). Printed on the SQLite fixture
 * only: the PDF is fed the same entry stream as the EPUB/SQLite/JSON files, which are tested on both
 * databases. Text is read back with poppler's pdftotext (Chromium's PDFs carry ToUnicode maps).
 */
const SLUG = 'jalalayn';

function toolsSkipReason(): string | undefined {
  const missing = [
    pdfUnavailableReason(),
    spawnSync('pdftotext', ['-v']).error ? 'pdftotext (Debian poppler-utils) is not installed' : null,
  ].filter(Boolean);
  if (!missing.length) return undefined;
  if (inCI()) throw new Error(`CI=true but PDF tests cannot run: ${missing.join('; ')}`);
  return missing.join('; ');
}

/** pdftotext of some pages, with bidi controls removed (keys are printed as LTR runs inside RTL text). */
function pdfText(file: string, first?: number, last?: number): string {
  const args = [...(first ? ['-f', String(first)] : []), ...(last ? ['-l', String(last)] : []), file, '-'];
  const out = execFileSync('pdftotext', args, { maxBuffer: 512 * 1024 * 1024 }).toString('utf8');
  return out.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

function outlineTitles(doc: PDFDocument): { title: string; page: number }[] {
  const pages = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i + 1]));
  const root = doc.context.lookup(doc.catalog.get(PDFName.of('Outlines')), PDFDict);
  const out: { title: string; page: number }[] = [];
  let item: PDFDict | undefined = root.lookup(PDFName.of('First'), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of('Title'));
    const dest = item.lookup(PDFName.of('Dest'), PDFArray);
    out.push({
      title: title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : '',
      page: pages.get(dest.get(0).toString()) ?? -1,
    });
    item = item.get(PDFName.of('Next')) ? item.lookup(PDFName.of('Next'), PDFDict) : undefined;
  }
  return out;
}

const sqlite = fixtureTargets().find((t) => t.name === 'sqlite')!;
const skip = corpusSkipReason() ?? toolsSkipReason();

describe.skipIf(!!skip)(`printable PDF of ${SLUG}${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let handle: TafsirDatabase;
  let repos: Repositories;
  let dir: string;
  let result: ExportResult;
  let file: string;
  let doc: PDFDocument;
  const keys = new Set<string>();
  const suras = new Set<number>();

  beforeAll(async () => {
    handle = await sqlite.open();
    repos = createRepositories(handle.db);
    dir = mkdtempSync(join(tmpdir(), 'tafsir-pdf-'));
    const book = (await repos.books.list()).find((b) => b.slug === SLUG)!;
    for await (const batch of repos.books.entriesOfBook(book.id)) {
      for (const e of batch) {
        keys.add(e.aya_to > e.aya_from ? `${e.sura}:${e.aya_from}–${e.aya_to}` : `${e.sura}:${e.aya_from}`);
        suras.add(e.sura);
      }
    }
    result = await exportBook(repos, book.id, { dir, pdf: true });
    const pdf = readManifest(dir, book.id)!.files.pdf!;
    file = join(bookDownloadDir(dir, book.id), pdf.file);
    doc = await PDFDocument.load(readFileSync(file));
  }, 300_000);
  afterAll(async () => {
    await handle?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is an A4 PDF with the book metadata, recorded in the manifest with its size and hash', () => {
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const entry = result.manifest!.files.pdf!;
    expect(entry.file).toBe(`${SLUG}.pdf`);
    expect(entry.bytes).toBe(bytes.length);
    expect(doc.getTitle()).toBe('تفسير الجلالين');
    expect(String(doc.catalog.lookup(PDFName.of('Lang')))).toContain('ar');
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
  });

  it('has a bookmark for the title page, the contents and every sura, in Quran order', () => {
    const outline = outlineTitles(doc);
    const expected = [...suras].sort((a, b) => a - b).map((n) => `${n}. سورة ${SURAS[n - 1]!.nameAr}`);
    expect(outline.length).toBe(expected.length + 2);
    expect(outline.slice(2).map((o) => o.title)).toEqual(expected);
    const pages = outline.map((o) => o.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(pages[0]).toBe(1);
  });

  it('holds every entry of the book: each verse key is printed', () => {
    const printed = new Set(pdfText(file).match(/\d{1,3}:\d{1,3}(?:–\d{1,3})?/g));
    const missing = [...keys].filter((k) => !printed.has(k));
    expect(missing).toEqual([]);
  });

  it('its contents pages give the page each sura starts on, and the pages are numbered', () => {
    const outline = outlineTitles(doc);
    // Two columns of "title … page": pdftotext does not keep the pairs in order, so compare the sets.
    const contents = pdfText(file, outline[1]!.page, outline[2]!.page - 1);
    const listed = new Set(contents.match(/(?<![\d.:])\d{1,4}(?![\d.:])/g)?.map(Number));
    for (const mark of outline.slice(2)) expect(listed.has(mark.page), mark.title).toBe(true);
    for (const sura of [1, 2, 18, 114]) {
      const mark = outline.find((o) => o.title.startsWith(`${sura}. `))!;
      // The sura's page shows its heading, its first verse key, and the page number at its foot.
      const page = pdfText(file, mark.page, mark.page);
      expect(page).toContain(`سورة ${SURAS[sura - 1]!.nameAr}`);
      expect(page).toContain(`${sura}:1`);
      expect(page.trimEnd().split(/\s+/).at(-1)).toBe(String(mark.page));
    }
  });

  it('keeps the PDF when the other formats are regenerated from the same content', async () => {
    const again = await exportBook(repos, result.bookId, { dir, force: true });
    expect(again.manifest!.files.pdf).toEqual(result.manifest!.files.pdf);
    expect((await exportBook(repos, result.bookId, { dir, pdf: true })).status).toBe('unchanged');
  });
});
