import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Repositories } from '@tafsir/db';
import { toExportBook, type ExportBook } from './book.js';
import { EpubSink } from './epub.js';
import { CORE_FORMATS, downloadFileName, type DownloadFormat } from './formats.js';
import { JsonSink } from './json.js';
import {
  EXPORT_FORMAT_VERSION,
  bookDownloadDir,
  isUpToDate,
  readManifest,
  resolveDownloadsDir,
  writeManifest,
  type DownloadManifest,
  type ManifestFile,
} from './manifest.js';
import { PdfSink, type PdfOptions } from './pdf.js';
import type { EntrySink } from './sink.js';
import { SqliteSink } from './sqlite.js';

export interface ExportOptions {
  /** Root of the downloads folder (default: resolveDownloadsDir()). */
  dir?: string | undefined;
  /** Regenerate even when the files match the book's content_version. */
  force?: boolean;
  /** Also print the PDF (needs Chromium; minutes for a large tafsir). */
  pdf?: boolean | PdfOptions;
}

export type ExportStatus = 'generated' | 'unchanged' | 'missing' | 'failed';

export interface ExportResult {
  bookId: number;
  slug: string;
  status: ExportStatus;
  seconds: number;
  entries: number;
  manifest?: DownloadManifest;
  /** Why a book failed (its previous files, if any, are left as they were). */
  error?: string;
}

function sha256File(path: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolvePromise(hash.digest('hex')));
  });
}

async function describe(dir: string, file: string): Promise<{ file: string; bytes: number; sha256: string }> {
  const path = join(dir, file);
  return { file, bytes: statSync(path).size, sha256: await sha256File(path) };
}

/**
 * Generates a book's downloads (EPUB, SQLite, JSON + its gzip copy, and the PDF when asked for) from the
 * database in one pass over its entries, into `<dir>/<book-id>/` under temporary names; they replace the
 * old files only once all are complete, and the manifest is written last. Skipped when the manifest
 * already matches the book's content_version (unless `force`). A PDF printed earlier from the same
 * content is kept when this run does not print one.
 */
export async function exportBook(
  repositories: Repositories,
  bookId: number,
  options: ExportOptions = {},
): Promise<ExportResult> {
  const started = performance.now();
  const root = resolveDownloadsDir(options.dir);
  const row = await repositories.books.get(bookId);
  if (!row) return { bookId, slug: '', status: 'missing', seconds: 0, entries: 0 };
  const book: ExportBook = toExportBook(row);
  const formats: DownloadFormat[] = [...CORE_FORMATS, ...(options.pdf ? (['pdf'] as const) : [])];
  const previous = readManifest(root, bookId);
  if (!options.force && isUpToDate(root, previous, book.content_version, formats)) {
    return {
      bookId,
      slug: book.slug,
      status: 'unchanged',
      seconds: 0,
      entries: previous!.entry_count,
      manifest: previous!,
    };
  }

  const dir = bookDownloadDir(root, bookId);
  mkdirSync(dir, { recursive: true });
  const tag = `.tmp-${process.pid}-${Date.now()}`;
  const names = new Map<DownloadFormat, string>(formats.map((f) => [f, downloadFileName(book.slug, f)]));
  const gzName = `${names.get('json')!}.gz`;
  const written = [...names.values(), gzName];
  const tmp = (name: string) => join(dir, name + tag);
  const sinks: EntrySink[] = [];
  let entries = 0;
  try {
    sinks.push(new EpubSink(book, tmp(names.get('epub')!)));
    sinks.push(new SqliteSink(book, tmp(names.get('sqlite')!)));
    sinks.push(new JsonSink(book, tmp(names.get('json')!), tmp(gzName)));
    if (options.pdf) {
      const pdfOptions = typeof options.pdf === 'object' ? options.pdf : {};
      sinks.push(new PdfSink(book, tmp(names.get('pdf')!), pdfOptions));
    }
    for await (const batch of repositories.books.entriesOfBook(bookId)) {
      for (const entry of batch) {
        for (const sink of sinks) await sink.add(entry);
        entries++;
      }
    }
    for (const sink of sinks) await sink.finish();
  } catch (error) {
    for (const sink of sinks) await sink.abort().catch(() => undefined);
    for (const name of written) rmSync(tmp(name), { force: true });
    throw error;
  }

  for (const name of written) renameSync(tmp(name), join(dir, name));
  const files: Partial<Record<DownloadFormat, ManifestFile>> = {};
  for (const [format, name] of names) files[format] = await describe(dir, name);
  files.json!.gzip = await describe(dir, gzName);
  const keptPdf = previous?.files.pdf;
  if (
    !files.pdf &&
    keptPdf &&
    previous.content_version === book.content_version &&
    existsSync(join(dir, keptPdf.file))
  ) {
    files.pdf = keptPdf;
  }
  const manifest: DownloadManifest = {
    book_id: bookId,
    slug: book.slug,
    content_version: book.content_version,
    format_version: EXPORT_FORMAT_VERSION,
    generated_at: new Date().toISOString(),
    entry_count: entries,
    files,
  };
  writeManifest(root, manifest);
  // Files of an older slug (a renamed book), of older content (a stale PDF) or of an interrupted run
  // are left behind otherwise.
  const keep = new Set([...Object.values(files).map((f) => f.file), gzName, 'manifest.json']);
  for (const name of readdirSync(dir))
    if (!keep.has(name) && !name.includes('.tmp-')) rmSync(join(dir, name), { force: true });
  return {
    bookId,
    slug: book.slug,
    status: 'generated',
    seconds: (performance.now() - started) / 1000,
    entries,
    manifest,
  };
}

export interface ExportAllOptions extends ExportOptions {
  /** Only these book ids or slugs (all books when absent). */
  books?: readonly (number | string)[];
  onBook?: (result: ExportResult) => void;
}

/** Exports every book (or the chosen ones), one after the other; returns one result per book. */
export async function exportAll(
  repositories: Repositories,
  options: ExportAllOptions = {},
): Promise<ExportResult[]> {
  const all = await repositories.books.list();
  const wanted = options.books ? new Set(options.books.map(String)) : undefined;
  const chosen = wanted ? all.filter((b) => wanted.has(String(b.id)) || wanted.has(b.slug)) : all;
  const results: ExportResult[] = [];
  if (!wanted) pruneRemovedBooks(resolveDownloadsDir(options.dir), new Set(all.map((b) => b.id)));
  for (const book of chosen) {
    let result: ExportResult;
    try {
      result = await exportBook(repositories, book.id, options);
    } catch (error) {
      // One bad book must not keep the others from being generated.
      result = {
        bookId: book.id,
        slug: book.slug,
        status: 'failed',
        seconds: 0,
        entries: 0,
        error: (error as Error).message,
      };
    }
    options.onBook?.(result);
    results.push(result);
  }
  return results;
}

/** Removes the folders of books no longer in the database (a book dropped from the catalogue). */
export function pruneRemovedBooks(root: string, ids: ReadonlySet<number>): number[] {
  if (!existsSync(root)) return [];
  const removed: number[] = [];
  for (const name of readdirSync(root)) {
    if (!/^\d+$/.test(name) || ids.has(Number(name))) continue;
    rmSync(join(root, name), { recursive: true, force: true });
    removed.push(Number(name));
  }
  return removed;
}
