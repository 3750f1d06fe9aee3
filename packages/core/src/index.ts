// @tafsir/core — pure domain functions shared by the importer, the API and the web app (no I/O).
export * from './types.js';
export * from './locales.js';
export * from './riwayat.js';
export * from './suras.js';
export * from './mushaf.js';
export * from './verse-key.js';
export * from './verse-parse.js';
export * from './normalize.js';
export * from './ordering.js';
export * from './digits.js';
export * from './commentary.js';
export * from './constants.js';
export * from './query-params.js';
export * from './query.js';
export * from './alignment.js';
export * from './pages.js';
export * from './words.js';
