export {
  runImport,
  type ImportOptions,
  type ImportSummary,
  type BookSummary,
  type RiwayaSummary,
} from './import.js';
export { createReporter, type Reporter } from './reporter.js';
export { formatSummary } from './summary.js';
export { defaultContentDir } from './content-dir.js';
export { ContentFolder, readBookEntries } from './sources/content-folder.js';
