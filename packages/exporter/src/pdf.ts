import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntryRow } from '@tafsir/db';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  StandardFonts,
  rgb,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { displayAuthor, displayTitle, type ExportBook } from './book.js';
import { exportLabels, renderEntry, suraTitle, titlePageSection } from './epub.js';
import type { EntrySink } from './sink.js';
import { xmlText as x } from './xml.js';

/**
 * Printable PDF (issue 8). Arabic needs contextual shaping, ligatures and bidi, which the pure-JS PDF
 * writers (pdfkit, pdf-lib) do not do; Chromium's print-to-PDF (HarfBuzz + Skia) does, and Debian's
 * chromium is already what the browser tests drive. Each sura is laid out and printed on its own (so a
 * 30-volume tafsir never sits in one page's layout, and each sura's first page is known), then pdf-lib
 * joins the parts, numbers the pages and writes an outline (bookmarks) of the suras.
 */
export const PDF_CONTENT_TYPE = 'application/pdf';

export interface PdfOptions {
  /** Chromium binary (default: $CHROMIUM_PATH, else /usr/bin/chromium). */
  chromiumPath?: string | undefined;
}

export function chromiumPath(options: PdfOptions = {}): string {
  return options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Why PDFs cannot be generated on this machine, or null when they can. */
export function pdfUnavailableReason(options: PdfOptions = {}): string | null {
  const path = chromiumPath(options);
  return existsSync(path)
    ? null
    : `no Chromium at ${path} (install Debian's chromium or set CHROMIUM_PATH) to print PDFs`;
}

// Flags for a headless Chromium on a closed network (no sandbox as root, no background fetches).
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const require = createRequire(import.meta.url);

/** file:// URL of a @fontsource stylesheet (its font files sit beside it), from npm, never a CDN. */
function fontCss(spec: string): string {
  return pathToFileURL(require.resolve(spec)).href;
}

/** Print faces: Amiri (a book naskh with Latin) for Arabic-script and Latin text, Noto Sans SC for CJK. */
function fontLinks(): string {
  return [
    '@fontsource/amiri/400.css',
    '@fontsource/amiri/700.css',
    '@fontsource/noto-sans-sc/400.css',
    '@fontsource/noto-sans-sc/700.css',
  ]
    .map((spec) => `<link rel="stylesheet" href="${fontCss(spec)}">`)
    .join('\n');
}

const PRINT_CSS = `@page { size: A4; margin: 20mm 18mm 22mm; }
html { font-family: Amiri, 'Noto Sans SC', 'DejaVu Serif', serif; font-size: 12.5pt; line-height: 1.75; }
body { margin: 0; }
section.sura + section.sura { break-before: page; }
h1 { font-size: 1.6em; text-align: center; color: #B12A34; margin: 0 0 1em; }
h2.key { font-size: 0.95em; margin: 1.1em 0 0.2em; color: #B12A34; break-after: avoid; }
p { margin: 0 0 0.5em; text-align: justify; orphans: 2; widows: 2; }
.quran { font-weight: bold; }
.ref { font-size: 0.85em; }
.marker { font-weight: bold; color: #B12A34; }
aside.footnote { font-size: 0.82em; border-top: 0.5pt solid #999; margin-top: 0.4em; padding-top: 0.2em; }
aside.footnote p { margin: 0; }
.titlepage { text-align: center; padding-top: 30mm; }
.titlepage h1 { font-size: 2.2em; }
.titlepage dl { text-align: start; margin: 2em auto; max-width: 120mm; }
.titlepage dt { font-weight: bold; margin-top: 0.6em; }
.titlepage dd { margin: 0; }
nav.toc ol { list-style: none; padding: 0; columns: 2; }
nav.toc li { display: flex; gap: 0.5em; break-inside: avoid; }
nav.toc .title { flex: 1; }
nav.toc .page { font-variant-numeric: tabular-nums; }
a { color: inherit; text-decoration: none; }`;

export function printDocument(book: ExportBook, title: string, body: string): string {
  const lang = x(book.language);
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${book.direction}">
<head>
<meta charset="utf-8">
<title>${x(title)}</title>
${fontLinks()}
<style>${PRINT_CSS}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A printed run of whole suras, and the page (0-based, within the run) each sura starts on. */
interface PrintedChunk {
  suras: { sura: number; title: string; firstPage: number }[];
  doc: PDFDocument;
}

/** Suras are printed in runs of about this much HTML: fewer prints, fewer copies of the font subsets. */
const CHUNK_CHARS = 3_000_000;

/**
 * The first page of each top-level outline item (the `<h1>` of each sura, in document order) of a
 * Chromium tagged PDF; null when the outline is missing.
 */
function topLevelOutlinePages(doc: PDFDocument): number[] | null {
  const pages = new Map(doc.getPages().map((page, i) => [page.ref.toString(), i]));
  const root = doc.catalog.get(PDFName.of('Outlines'));
  if (!root) return null;
  const outlines = doc.context.lookup(root, PDFDict);
  const found: number[] = [];
  let item = outlines.get(PDFName.of('First')) ? outlines.lookup(PDFName.of('First'), PDFDict) : undefined;
  while (item) {
    const dest = item.lookup(PDFName.of('Dest'));
    const target = dest instanceof PDFArray ? dest.get(0) : undefined;
    const index = target ? pages.get(target.toString()) : undefined;
    if (index === undefined) return null;
    found.push(index);
    item = item.get(PDFName.of('Next')) ? item.lookup(PDFName.of('Next'), PDFDict) : undefined;
  }
  return found;
}

/** Prints HTML documents to PDF with one headless Chromium, started on first use. */
class Printer {
  private browser: Browser | null = null;
  private page: Page | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'tafsir-pdf-'));
  private count = 0;

  constructor(private readonly options: PdfOptions) {}

  async print(html: string): Promise<Uint8Array> {
    if (!this.page) {
      const { chromium } = await import('playwright-core');
      this.browser = await chromium.launch({
        executablePath: chromiumPath(this.options),
        args: CHROMIUM_FLAGS,
      });
      this.page = await this.browser.newPage();
    }
    // A file:// document, so that its @font-face files (file:// too) may load.
    const file = join(this.dir, `part-${this.count++}.html`);
    writeFileSync(file, html);
    await this.page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: 600_000 });
    // Wait for every web font before printing (a string: this package has no DOM types).
    await this.page.evaluate('document.fonts.ready.then(() => undefined)');
    this.page.setDefaultTimeout(0);
    // Tagged, with an outline: the outline tells on which page each sura starts.
    const pdf = await this.page.pdf({
      preferCSSPageSize: true,
      printBackground: false,
      tagged: true,
      outline: true,
    });
    rmSync(file, { force: true });
    return pdf;
  }

  async close(): Promise<void> {
    await this.browser?.close().catch(() => undefined);
    this.browser = null;
    this.page = null;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Adds a flat outline (one bookmark per part) to the document's catalog. */
function addOutline(doc: PDFDocument, items: { title: string; page: PDFPage }[]): void {
  if (!items.length) return;
  const ctx = doc.context;
  const rootRef = ctx.nextRef();
  const refs: PDFRef[] = items.map(() => ctx.nextRef());
  items.forEach((item, i) => {
    const dict = ctx.obj({}) as PDFDict;
    dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
    dict.set(PDFName.of('Parent'), rootRef);
    if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < items.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!);
    const dest = PDFArray.withContext(ctx);
    dest.push(item.page.ref);
    dest.push(PDFName.of('Fit'));
    dict.set(PDFName.of('Dest'), dest);
    ctx.assign(refs[i]!, dict);
  });
  const root = ctx.obj({}) as PDFDict;
  root.set(PDFName.of('Type'), PDFName.of('Outlines'));
  root.set(PDFName.of('First'), refs[0]!);
  root.set(PDFName.of('Last'), refs[refs.length - 1]!);
  root.set(PDFName.of('Count'), PDFNumber.of(items.length));
  ctx.assign(rootRef, root);
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/**
 * PDF writer: suras are printed in runs of about CHUNK_CHARS of HTML as the entries arrive (memory holds
 * one run's HTML and the printed runs); `finish` prints the title page and a contents page with page
 * numbers, joins everything, numbers every page and adds an outline of the suras.
 */
export class PdfSink implements EntrySink {
  private readonly printer: Printer;
  private readonly chunks: PrintedChunk[] = [];
  private currentSura = 0;
  private entries: string[] = [];
  /** Suras rendered but not printed yet, with their HTML. */
  private pending: { sura: number; title: string; html: string }[] = [];
  private pendingChars = 0;

  constructor(
    private readonly book: ExportBook,
    private readonly file: string,
    options: PdfOptions = {},
  ) {
    this.printer = new Printer(options);
  }

  async add(entry: EntryRow): Promise<void> {
    if (entry.sura !== this.currentSura) {
      if (entry.sura < this.currentSura) {
        throw new Error(
          `book ${this.book.slug}: entry ${entry.id} (sura ${entry.sura}) is out of Quran order`,
        );
      }
      await this.closeSura();
      this.currentSura = entry.sura;
    }
    this.entries.push(renderEntry(entry));
  }

  private async closeSura(): Promise<void> {
    if (!this.currentSura) return;
    const title = suraTitle(this.book, this.currentSura);
    const html = `<section class="sura">\n<h1>${x(title)}</h1>\n${this.entries.join('\n')}\n</section>`;
    this.entries = [];
    this.pending.push({ sura: this.currentSura, title, html });
    this.pendingChars += html.length;
    if (this.pendingChars >= CHUNK_CHARS) await this.printPending();
  }

  private async printPending(): Promise<void> {
    if (!this.pending.length) return;
    const run = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    const body = run.map((s) => s.html).join('\n');
    const doc = await PDFDocument.load(
      await this.printer.print(printDocument(this.book, run[0]!.title, body)),
    );
    const starts = topLevelOutlinePages(doc);
    // Without a usable outline the contents point every sura of the run at the run's first page.
    const usable = starts && starts.length === run.length ? starts : null;
    this.chunks.push({
      doc,
      suras: run.map((s, i) => ({ sura: s.sura, title: s.title, firstPage: usable ? usable[i]! : 0 })),
    });
  }

  private suras() {
    return this.chunks.flatMap((c) => c.suras);
  }

  /** The contents page: each sura with the number of its first page. */
  private contents(pageOf: Map<number, number>): string {
    const l = exportLabels(this.book);
    const items = this.suras()
      .map(
        (s) =>
          `<li><span class="title">${x(s.title)}</span><span class="page">${pageOf.get(s.sura) ?? ''}</span></li>`,
      )
      .join('\n');
    return `<nav class="toc"><h1>${x(l.contents)}</h1><ol>\n${items}\n</ol></nav>`;
  }

  async finish(): Promise<void> {
    try {
      await this.closeSura();
      await this.printPending();
      const title = displayTitle(this.book);
      const titleDoc = await PDFDocument.load(
        await this.printer.print(printDocument(this.book, title, titlePageSection(this.book))),
      );
      // 1-based page number of each sura's first page, once the contents take `contentsPages` pages.
      const pageNumbers = (contentsPages: number) => {
        const map = new Map<number, number>();
        let offset = titleDoc.getPageCount() + contentsPages;
        for (const chunk of this.chunks) {
          for (const s of chunk.suras) map.set(s.sura, offset + s.firstPage + 1);
          offset += chunk.doc.getPageCount();
        }
        return map;
      };
      // The contents' length shifts the sura pages: print it once to count its pages, then for real.
      const printContents = async (pages: number) =>
        PDFDocument.load(
          await this.printer.print(printDocument(this.book, title, this.contents(pageNumbers(pages)))),
        );
      let contentsDoc = await printContents(1);
      if (contentsDoc.getPageCount() !== 1) contentsDoc = await printContents(contentsDoc.getPageCount());

      const out = await PDFDocument.create();
      const outline: { title: string; page: PDFPage }[] = [];
      const append = async (doc: PDFDocument, marks: { title: string; firstPage: number }[]) => {
        const pages = await out.copyPages(doc, doc.getPageIndices());
        for (const page of pages) out.addPage(page);
        for (const m of marks) {
          const page = pages[m.firstPage];
          if (page) outline.push({ title: m.title, page });
        }
      };
      const l = exportLabels(this.book);
      await append(titleDoc, [{ title: l.titlePage, firstPage: 0 }]);
      await append(contentsDoc, [{ title: l.contents, firstPage: 0 }]);
      for (const chunk of this.chunks) await append(chunk.doc, chunk.suras);

      // Page numbers at the foot of every page but the title page.
      const font = await out.embedFont(StandardFonts.Helvetica);
      out.getPages().forEach((page, i) => {
        if (i === 0) return;
        const label = String(i + 1);
        const size = 9;
        const { width } = page.getSize();
        page.drawText(label, {
          x: (width - font.widthOfTextAtSize(label, size)) / 2,
          y: 28,
          size,
          font,
          color: rgb(0.35, 0.35, 0.35),
        });
      });
      addOutline(out, outline);
      out.setTitle(title, { showInWindowTitleBar: true });
      const author = displayAuthor(this.book);
      if (author) out.setAuthor(author);
      out.setLanguage(this.book.language);
      out.setSubject(this.book.type === 'translation' ? 'Quran translation' : 'Quran commentary (tafsir)');
      out.setCreator('Tafsir Compendium');
      out.setProducer('Tafsir Compendium (Chromium print, pdf-lib)');
      // The import time, so the same content gives the same dates.
      const when = new Date(this.book.imported_at);
      if (!Number.isNaN(when.getTime())) {
        out.setCreationDate(when);
        out.setModificationDate(when);
      }
      writeFileSync(this.file, await out.save());
    } finally {
      await this.printer.close();
    }
  }

  async abort(): Promise<void> {
    await this.printer.close();
  }
}
