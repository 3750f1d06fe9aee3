import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '@tafsir/db';
import { CORE_FORMATS, type DownloadFormat } from './formats.js';

/**
 * Bumped when the generated files change shape for the same content (a new format, a fix in the EPUB),
 * so that every book is regenerated once although its content_version did not change.
 */
export const EXPORT_FORMAT_VERSION = 2; // 2: attribution and rights replace the raw source/licence notes

export interface ManifestFile {
  /** File name inside the book's folder, also the download's file name: `<slug>.<ext>`. */
  file: string;
  bytes: number;
  sha256: string;
  /** A gzip copy (JSON only), served when the client accepts gzip. */
  gzip?: { file: string; bytes: number; sha256: string };
}

/** `data/downloads/<book-id>/manifest.json`: written last, so a manifest always describes complete files. */
export interface DownloadManifest {
  book_id: number;
  slug: string;
  /** The book's content_version the files were generated from. */
  content_version: string;
  format_version: number;
  generated_at: string;
  entry_count: number;
  files: Partial<Record<DownloadFormat, ManifestFile>>;
}

/** The downloads folder: `DOWNLOADS_DIR`, else data/downloads at the repository root (git-ignored). */
export function resolveDownloadsDir(dir?: string): string {
  return resolve(dir ?? process.env.DOWNLOADS_DIR ?? join(REPO_ROOT, 'data/downloads'));
}

export function bookDownloadDir(root: string, bookId: number): string {
  return join(root, String(bookId));
}

export function manifestPath(root: string, bookId: number): string {
  return join(bookDownloadDir(root, bookId), 'manifest.json');
}

/** The manifest of a book's files, or undefined when none was generated (or it is unreadable). */
export function readManifest(root: string, bookId: number): DownloadManifest | undefined {
  const path = manifestPath(root, bookId);
  if (!existsSync(path)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as DownloadManifest;
    return parsed && parsed.book_id === bookId && parsed.files ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeManifest(root: string, manifest: DownloadManifest): void {
  const path = manifestPath(root, manifest.book_id);
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, JSON.stringify(manifest, null, 2) + '\n');
  renameSync(tmp, path);
}

/**
 * True when the manifest describes each of `formats` (default: the core formats, not the optional PDF)
 * for this content version and the files exist.
 */
export function isUpToDate(
  root: string,
  manifest: DownloadManifest | undefined,
  contentVersion: string,
  formats: readonly DownloadFormat[] = CORE_FORMATS,
): boolean {
  if (!manifest) return false;
  if (manifest.content_version !== contentVersion || manifest.format_version !== EXPORT_FORMAT_VERSION)
    return false;
  const dir = bookDownloadDir(root, manifest.book_id);
  return formats.every((f) => {
    const file = manifest.files[f];
    return (
      !!file && existsSync(join(dir, file.file)) && (!file.gzip || existsSync(join(dir, file.gzip.file)))
    );
  });
}
