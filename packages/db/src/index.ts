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
export {
  StatisticsRepository,
  type Statistics,
  monthKey,
  type RecordOptions,
  type CounterBatching,
  DEFAULT_COUNTER_BATCHING,
} from './repositories/statistics.js';
export {
  DevelopersRepository,
  DuplicateAppError,
  API_KEY_PREFIX,
  hashApiKey,
  hashPassword,
  verifyPassword,
  type NewDeveloperApp,
  type DeveloperApp,
  type IssuedKey,
  type ApiKeyInfo,
  type KeyOwner,
} from './repositories/developers.js';
export {
  MessagesRepository,
  MESSAGE_KINDS,
  type NewMessage,
  type StoredMessage,
  type MessageListOptions,
} from './repositories/messages.js';
export { parseFootnotes, type Footnote } from './repositories/types.js';
export { createRepositories, type Repositories, type RepositoryOptions } from './repositories/index.js';
export * from './search/index.js';
