export * from './schema.js';
export * from './connection.js';
export { migrateToLatest, dropPostgresSchema } from './migrations.js';
export { ContentWriter } from './writer.js';
export { QuranRepository, type RiwayaRow, type SuraRow, type VerseRow } from './repositories/quran.js';
export {
  BooksRepository,
  type BookWithAuthor,
  type BookIntro,
  type EntryRow,
  type BookFilter,
  type AuthorRow,
} from './repositories/books.js';
export { AuthorsRepository, type AuthorPage } from './repositories/authors.js';
export { CatalogueRepository } from './repositories/catalogue.js';
export { StatisticsRepository, type Statistics, monthKey } from './repositories/statistics.js';
export { parseFootnotes, type Footnote } from './repositories/types.js';
export { createRepositories, type Repositories } from './repositories/index.js';
export * from './search/index.js';
