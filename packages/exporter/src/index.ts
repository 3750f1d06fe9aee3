export {
  DOWNLOAD_FORMATS,
  CORE_FORMATS,
  FORMAT_INFO,
  isDownloadFormat,
  downloadFileName,
  downloadPath,
  type DownloadFormat,
  type FormatInfo,
} from './formats.js';
export {
  EXPORT_FORMAT_VERSION,
  resolveDownloadsDir,
  bookDownloadDir,
  manifestPath,
  readManifest,
  isUpToDate,
  type DownloadManifest,
  type ManifestFile,
} from './manifest.js';
export { toExportBook, verseKey, type ExportBook } from './book.js';
export { EpubSink, EPUB_MIMETYPE, renderEntry } from './epub.js';
export { PdfSink, PDF_CONTENT_TYPE, pdfUnavailableReason, type PdfOptions } from './pdf.js';
export { SqliteSink, SQLITE_SCHEMA } from './sqlite.js';
export { JsonSink, JSON_FORMAT, JSON_FORMAT_VERSION, type JsonBook, type JsonEntry } from './json.js';
export {
  exportBook,
  exportAll,
  pruneRemovedBooks,
  type ExportOptions,
  type ExportAllOptions,
  type ExportResult,
  type ExportStatus,
} from './export.js';
export { keptBookDownloads, onDemandBuilds } from './on-demand.js';
