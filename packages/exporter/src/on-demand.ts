import type { Repositories } from '@tafsir/db';
import { exportBook, type ExportResult } from './export.js';
import { isUpToDate, readManifest, resolveDownloadsDir, type DownloadManifest } from './manifest.js';

/** Builds in progress in this process, by downloads folder and book id. */
const building = new Map<string, Promise<ExportResult>>();
/** Builds started by this process so far. */
let started = 0;

/**
 * The kept downloads of a book (EPUB, SQLite, JSON + gzip), built on the first request (issue 21):
 * - files generated from the book's current `contentVersion` are returned as they are;
 * - otherwise (never built, or a new import changed the book's content version) the book is exported,
 *   once: concurrent callers in this process wait for the same build instead of starting another.
 *
 * Another process exporting the same book at the same time (`npm run export-books` beside the API)
 * cannot corrupt the files: each export writes under temporary names, renames complete files into
 * place and writes the manifest last; at worst the book is built twice.
 *
 * `contentVersion` is the caller's view of the book's content version (the API's cached catalogue);
 * the build itself reads the book from the database.
 */
export async function keptBookDownloads(
  repositories: Repositories,
  bookId: number,
  contentVersion: string,
  options: { dir?: string | undefined } = {},
): Promise<DownloadManifest | undefined> {
  const root = resolveDownloadsDir(options.dir);
  const manifest = readManifest(root, bookId);
  if (isUpToDate(root, manifest, contentVersion)) return manifest;
  const key = `${root}\0${bookId}`;
  let pending = building.get(key);
  if (!pending) {
    pending = exportBook(repositories, bookId, { dir: root }).finally(() => building.delete(key));
    building.set(key, pending);
    started++;
  }
  return (await pending).manifest;
}

/** Number of book builds this process has started on demand (for tests and metrics). */
export function onDemandBuilds(): number {
  return started;
}
