import { bookDownloadDir, downloadPath, readManifest, resolveDownloadsDir } from '@tafsir/exporter';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The path of a book's printable PDF when `export-books -- --pdf` has printed it, else null. */
export function pdfUrlOf(bookId: number): string | null {
  const root = resolveDownloadsDir();
  const pdf = readManifest(root, bookId)?.files.pdf;
  return pdf && existsSync(join(bookDownloadDir(root, bookId), pdf.file))
    ? downloadPath(bookId, 'pdf')
    : null;
}

/**
 * The spec §3 Book download fields of a book: `db_url` is the standalone SQLite file (served by
 * GET /api/v1/download/{id}.sqlite; its path is fixed per book, and the file is built on its first
 * request); `pdf_url` the A4 printable PDF once `export-books -- --pdf` has printed it; `pdf_print_url` stays null (the one PDF is the print edition).
 */
export function bookDownloadUrls(bookId: number): {
  pdf_url: string | null;
  pdf_print_url: null;
  db_url: string;
} {
  return { pdf_url: pdfUrlOf(bookId), pdf_print_url: null, db_url: downloadPath(bookId, 'sqlite') };
}
