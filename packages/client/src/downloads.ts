import type { CallOptions, ClientOptions } from './client.js';
import { send, type Fetch } from './http.js';

/** Downloadable formats of a book (issue 8). */
export type DownloadFormat = 'epub' | 'sqlite' | 'json' | 'pdf';
export const DOWNLOAD_FORMATS: readonly DownloadFormat[] = ['epub', 'sqlite', 'json', 'pdf'];

/** One file of GET /api/v1/books/{id}/downloads. */
export interface DownloadFile {
  format: DownloadFormat;
  file_name: string;
  content_type: string;
  bytes: number;
  /** Bytes on the wire when gzip is accepted (json only), else null. */
  gzip_bytes: number | null;
  sha256: string;
  /** Path on the API origin; fetching it counts a download. */
  url: string;
  description: string;
}

/** One file a reader can download now (built on its first request unless `built`). */
export interface AvailableFile {
  format: DownloadFormat;
  file_name: string;
  content_type: string;
  /** Path on the API origin; fetching it builds the file when needed and counts a download. */
  url: string;
  description: string;
  /** True when the file is built from the current content (its size is known). */
  built: boolean;
  bytes: number | null;
  gzip_bytes: number | null;
}

export interface BookDownloadsAnswer {
  book_id: number;
  slug: string;
  content_version: string;
  generated: boolean;
  up_to_date: boolean;
  generated_at: string | null;
  entry_count: number;
  /** The files built so far (from older content when `up_to_date` is false). */
  formats: DownloadFile[];
  /** Every file downloadable now: EPUB, SQLite, JSON always (built on first request), the PDF once printed. */
  available: AvailableFile[];
  /** Downloads counted so far: all time, and in the current month (UTC). */
  downloads: { total: number; month: number };
  /** The printable PDF's path once it has been printed (`export-books --pdf`), else null. */
  pdf_url: string | null;
}

/** One entry of the JSON download: stored text with `{[n]}` markers, footnotes `{n, text}`. */
export interface OfflineEntry {
  id: number;
  sura: number;
  aya_from: number;
  aya_to: number;
  text: string;
  footnotes: { n: number; text: string }[];
}

/** Book metadata of the JSON download. */
export interface OfflineBookInfo {
  id: number;
  slug: string;
  type: 'tafsir' | 'translation';
  language: string;
  direction: 'rtl' | 'ltr';
  title: string;
  title_ar: string | null;
  author_id: number | null;
  author_name: string | null;
  author_name_ar: string | null;
  author_death_hijri: number | null;
  author_death_ce: number | null;
  category: string | null;
  attribution: { name: string; url: string } | null;
  rights: string | null;
  content_version: string;
  entry_count: number;
  verses_covered: number;
  imported_at: string;
}

/** GET /api/v1/download/{id}.json: a whole book, what "keep this book offline" stores. */
export interface OfflineBook {
  format: 'tafsir-compendium-book';
  format_version: number;
  book: OfflineBookInfo;
  entries: OfflineEntry[];
}

export const DOWNLOAD_ROUTES = {
  allDownloads: { method: 'GET', path: '/api/v1/downloads' },
  bookDownloads: { method: 'GET', path: '/api/v1/books/{id}/downloads' },
  download: { method: 'GET', path: '/api/v1/download/{file}' },
} as const;

export interface OfflineBookOptions extends CallOptions {
  /** Called as the body arrives: bytes read so far (decoded) and the expected total when known. */
  onProgress?: (loaded: number, total: number | undefined) => void;
  /** Expected decoded size (DownloadFile.bytes of the json file), for the progress total. */
  expectedBytes?: number;
}

export interface DownloadsClient {
  /** Every book's formats with sizes (the download page), in book id order. */
  allDownloads(options?: CallOptions): Promise<{ data: BookDownloadsAnswer[] }>;
  /** The formats of a book with sizes and URLs (empty `formats` until the files are generated). */
  bookDownloads(id: number, options?: CallOptions): Promise<BookDownloadsAnswer>;
  /** Absolute URL of a download (for links; the browser's own download counts it). */
  downloadUrl(id: number, format: DownloadFormat): string;
  /** The whole book as JSON (counted as a json download), with progress for an offline-copy progress bar. */
  offlineBook(id: number, options?: OfflineBookOptions): Promise<OfflineBook>;
}

export function createDownloadsClient(options: ClientOptions): DownloadsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const request = (url: string, callOptions: CallOptions | undefined): Promise<Response> =>
    send(doFetch, url, {
      ...callOptions?.init,
      method: 'GET',
      headers: { accept: 'application/json', ...options.headers, ...callOptions?.headers },
      ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
    });

  const downloadUrl = (id: number, format: DownloadFormat) => `${base}/api/v1/download/${id}.${format}`;

  return {
    async allDownloads(callOptions) {
      const url = `${base}${DOWNLOAD_ROUTES.allDownloads.path}`;
      return (await (await request(url, callOptions)).json()) as { data: BookDownloadsAnswer[] };
    },
    async bookDownloads(id, callOptions) {
      const url = `${base}${DOWNLOAD_ROUTES.bookDownloads.path.replace('{id}', encodeURIComponent(String(id)))}`;
      return (await (await request(url, callOptions)).json()) as BookDownloadsAnswer;
    },
    downloadUrl,
    async offlineBook(id, callOptions) {
      const response = await request(downloadUrl(id, 'json'), callOptions);
      const onProgress = callOptions?.onProgress;
      if (!onProgress || !response.body) return (await response.json()) as OfflineBook;
      // Content-Length is the gzip size when the answer is compressed: prefer the known decoded size.
      const header = Number(response.headers.get('content-length'));
      const total =
        callOptions.expectedBytes ??
        (response.headers.get('content-encoding') ? undefined : header || undefined);
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let loaded = 0;
      onProgress(0, total);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        loaded += value.byteLength;
        onProgress(loaded, total);
      }
      const bytes = new Uint8Array(loaded);
      let offset = 0;
      for (const c of chunks) {
        bytes.set(c, offset);
        offset += c.byteLength;
      }
      return JSON.parse(new TextDecoder().decode(bytes)) as OfflineBook;
    },
  };
}
