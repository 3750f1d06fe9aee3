import { DOWNLOAD_FORMATS } from '@tafsir/exporter';
import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable, StringEnum } from '../../schemas/common.js';

export const DownloadFormatSchema = StringEnum(DOWNLOAD_FORMATS, {
  description:
    'epub (EPUB 3 e-book), sqlite (standalone database: the spec db_url), json (the whole book), pdf (A4 printable, when printed)',
});

export const DownloadFile = Type.Object({
  format: DownloadFormatSchema,
  file_name: Type.String({ description: 'File name of the download: <slug>.<ext>' }),
  content_type: Type.String(),
  bytes: Type.Integer({ description: 'Size of the file' }),
  gzip_bytes: Nullable(
    Type.Integer({ description: 'Size on the wire when the client accepts gzip (json only; else null)' }),
  ),
  sha256: Type.String({ description: 'SHA-256 of the file (hex)' }),
  url: Type.String({ description: 'Path of the download on this API (counted as a download when fetched)' }),
  description: Type.String(),
});
export type DownloadFile = Static<typeof DownloadFile>;

export const AvailableFile = Type.Object({
  format: DownloadFormatSchema,
  file_name: Type.String({ description: 'File name of the download: <slug>.<ext>' }),
  content_type: Type.String(),
  url: Type.String({ description: 'Path of the download on this API (counted as a download when fetched)' }),
  description: Type.String(),
  built: Type.Boolean({
    description:
      'True when the file is built from the current content; else the first request builds it (seconds for a large book)',
  }),
  bytes: Nullable(Type.Integer({ description: 'Size of the file once built, else null' })),
  gzip_bytes: Nullable(
    Type.Integer({
      description: 'Size on the wire when the client accepts gzip (json, once built); else null',
    }),
  ),
});
export type AvailableFile = Static<typeof AvailableFile>;

export const BookDownloadsAnswer = Type.Object({
  book_id: Type.Integer(),
  slug: Type.String(),
  content_version: Type.String({ description: "The book's current content version in the database" }),
  generated: Type.Boolean({ description: 'False when no file of this book has been built yet' }),
  up_to_date: Type.Boolean({
    description: 'True when the files were generated from the current content version',
  }),
  generated_at: Nullable(Type.String({ description: 'When the files were generated (ISO 8601)' })),
  entry_count: Type.Integer({ description: 'Entries in the files' }),
  formats: Type.Array(DownloadFile, {
    description: 'The files built so far (possibly from older content when up_to_date is false)',
  }),
  available: Type.Array(AvailableFile, {
    description:
      'Every file a reader can download now: EPUB, SQLite and JSON always (built on their first request), the PDF once printed',
  }),
  downloads: Type.Object(
    { total: Type.Integer(), month: Type.Integer() },
    { description: 'Downloads of this book counted so far: all time, and in the current month (UTC)' },
  ),
  pdf_url: Nullable(
    Type.String({
      description: 'Path of the printable PDF once `export-books -- --pdf` has printed it, else null',
    }),
  ),
});
export type BookDownloadsAnswer = Static<typeof BookDownloadsAnswer>;

export const AllDownloadsAnswer = Type.Object({ data: Type.Array(BookDownloadsAnswer) });

export const BookIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const DownloadParams = Type.Object({
  file: Type.String({
    maxLength: 64,
    description: '<book-id>.<format>, e.g. 7.epub, 7.sqlite, 7.json, 7.pdf',
    examples: ['7.epub'],
  }),
});

const binary = { schema: { type: 'string', format: 'binary' } };

/** The download answers: the file (binary, or the JSON book), or an error body. */
export const downloadResponses = {
  200: {
    description: 'The file, as an attachment (Range requests are answered with 206)',
    content: {
      'application/epub+zip': binary,
      'application/vnd.sqlite3': binary,
      'application/pdf': binary,
      'application/json': {
        schema: {
          type: 'object',
          description:
            '{ format: "tafsir-compendium-book", format_version, book, entries: [{id, sura, aya_from, aya_to, text, footnotes}] }',
          additionalProperties: true,
        },
      },
    },
  },
  206: {
    description:
      'One byte range of the file (Range: bytes=a-b; several ranges are answered with the whole file)',
    content: {
      'application/epub+zip': binary,
      'application/vnd.sqlite3': binary,
      'application/pdf': binary,
      'application/json': binary,
    },
  },
  304: { description: 'Not modified (If-None-Match, If-Modified-Since)', type: 'null' },
  412: ErrorBody,
  404: ErrorBody,
  416: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};
