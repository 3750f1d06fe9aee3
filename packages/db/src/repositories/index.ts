import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { AuthorsRepository } from './authors.js';
import { BooksRepository } from './books.js';
import { CatalogueRepository } from './catalogue.js';
import { QuranRepository } from './quran.js';
import { StatisticsRepository, type CounterBatching } from './statistics.js';
import { DevelopersRepository } from './developers.js';
import { MessagesRepository } from './messages.js';
import { SearchRepository, type SearchService } from '../search/repository.js';
import { MorphologyRepository } from '../search/words.js';

export interface Repositories {
  quran: QuranRepository;
  books: BooksRepository;
  authors: AuthorsRepository;
  catalogue: CatalogueRepository;
  statistics: StatisticsRepository;
  search: SearchService;
  morphology: MorphologyRepository;
  developers: DevelopersRepository;
  messages: MessagesRepository;
}

export interface RepositoryOptions {
  /** Batching of the counter writes (see StatisticsRepository). */
  counters?: Partial<CounterBatching>;
  /** What answers searches; default a SearchRepository in this thread (the API's SQLite: SearchThreads). */
  search?: SearchService;
}

export function createRepositories(db: Kysely<Database>, options: RepositoryOptions = {}): Repositories {
  return {
    quran: new QuranRepository(db),
    books: new BooksRepository(db),
    authors: new AuthorsRepository(db),
    catalogue: new CatalogueRepository(db),
    statistics: new StatisticsRepository(db, options.counters),
    search: options.search ?? new SearchRepository(db),
    morphology: new MorphologyRepository(db),
    developers: new DevelopersRepository(db),
    messages: new MessagesRepository(db),
  };
}
