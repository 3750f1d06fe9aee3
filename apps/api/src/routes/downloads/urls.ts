import { downloadPath } from '@tafsir/exporter';

/**
 * The spec §3 Book download fields of a book: `db_url` is the standalone SQLite file (served by
 * GET /api/v1/download/{id}.sqlite); no PDF is generated (no Arabic-shaping PDF tool on this stack yet).
 * The path is fixed per book; it answers 404 until `npm run export-books` has generated the file.
 */
export function bookDownloadUrls(bookId: number): { pdf_url: null; pdf_print_url: null; db_url: string } {
  return { pdf_url: null, pdf_print_url: null, db_url: downloadPath(bookId, 'sqlite') };
}
