/**
 * The files of a book a reader can download, as links: the downloads page and the book page list the
 * same ones with the same addresses. A file's URL is a path on the API (`/api/v1/download/6.sqlite`),
 * served from the API's public origin (publicApiBase): the site's own (a path, `/api/…`, which nginx
 * or proxy.ts hands to the API) unless PUBLIC_API_URL names another.
 */
import type { Book, BookDownloadsAnswer, DownloadFormat } from '@tafsir/client';

/** The spec's download fields of a book (§3), the labels the site gives them. */
export type LegacyFile = 'pdf' | 'pdfPrint' | 'database';

export interface BookFile {
  href: string;
  /** A format of GET /api/v1/books/{id}/downloads; null for a spec field of the book. */
  format: DownloadFormat | null;
  /** The spec field it comes from when the API lists no file (an API without the downloads route). */
  legacy: LegacyFile | null;
  /** The name to save it under, when known. */
  fileName: string | null;
  /** Its size once built, else null. */
  bytes: number | null;
}

/** `path` on the API's public origin; an absolute URL (a file hosted elsewhere) stays as it is. */
export function apiFileUrl(path: string, publicBase: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${publicBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Every file downloadable now (the API's `available`: EPUB, SQLite, JSON, the PDF once printed); for a
 * book the API lists none of, the book's own `pdf_url`, `pdf_print_url` and `db_url`.
 */
export function bookFiles(
  book: Pick<Book, 'pdf_url' | 'pdf_print_url' | 'db_url'>,
  downloads: BookDownloadsAnswer | null,
  publicBase: string,
): BookFile[] {
  if (downloads && downloads.available.length > 0)
    return downloads.available.map((f) => ({
      href: apiFileUrl(f.url, publicBase),
      format: f.format,
      legacy: null,
      fileName: f.file_name,
      bytes: f.bytes,
    }));
  const legacy: Array<[LegacyFile, string | null]> = [
    ['pdf', book.pdf_url],
    ['pdfPrint', book.pdf_print_url],
    ['database', book.db_url],
  ];
  return legacy
    .filter((f): f is [LegacyFile, string] => !!f[1])
    .map(([legacyName, url]) => ({
      href: apiFileUrl(url, publicBase),
      format: null,
      legacy: legacyName,
      fileName: null,
      bytes: null,
    }));
}
