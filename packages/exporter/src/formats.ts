/** The downloadable formats of a book: file extension, media type, and the counter name. */
export const DOWNLOAD_FORMATS = ['epub', 'sqlite', 'json', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/**
 * The formats every export writes. The PDF is printed by Chromium (minutes for a large tafsir), so it
 * is generated only when asked for (`export-books --pdf`) and is not needed for a book to be up to date.
 */
export const CORE_FORMATS = ['epub', 'sqlite', 'json'] as const satisfies readonly DownloadFormat[];

export interface FormatInfo {
  format: DownloadFormat;
  extension: string;
  contentType: string;
  description: string;
}

export const FORMAT_INFO: Readonly<Record<DownloadFormat, FormatInfo>> = {
  epub: {
    format: 'epub',
    extension: 'epub',
    contentType: 'application/epub+zip',
    description: 'EPUB 3 e-book: one chapter per sura, footnotes as notes',
  },
  sqlite: {
    format: 'sqlite',
    extension: 'sqlite',
    contentType: 'application/vnd.sqlite3',
    description: 'Standalone SQLite database: tables book, suras, entries',
  },
  json: {
    format: 'json',
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    description: 'JSON: book metadata and every entry (what the web keeps for offline reading)',
  },
  pdf: {
    format: 'pdf',
    extension: 'pdf',
    contentType: 'application/pdf',
    description: 'Printable PDF (A4): title page, contents, one part per sura, page numbers, bookmarks',
  },
};

export function isDownloadFormat(value: unknown): value is DownloadFormat {
  return typeof value === 'string' && (DOWNLOAD_FORMATS as readonly string[]).includes(value);
}

/** File name of a book's download: `<slug>.<ext>` (slugs are [a-z0-9-]; anything else is replaced). */
export function downloadFileName(slug: string, format: DownloadFormat): string {
  const safe =
    slug
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '') || 'book';
  return `${safe}.${FORMAT_INFO[format].extension}`;
}

/** Public path of a download, as the API serves it (relative to the API origin). */
export function downloadPath(bookId: number, format: DownloadFormat): string {
  return `/api/v1/download/${bookId}.${FORMAT_INFO[format].extension}`;
}
