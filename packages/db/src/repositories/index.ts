import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { AuthorsRepository } from './authors.js';
import { BooksRepository } from './books.js';
import { CatalogueRepository } from './catalogue.js';
import { QuranRepository } from './quran.js';
import { StatisticsRepository } from './statistics.js';
import { SearchRepository } from '../search/repository.js';

export interface Repositories {
  quran: QuranRepository;
  books: BooksRepository;
  authors: AuthorsRepository;
  catalogue: CatalogueRepository;
  statistics: StatisticsRepository;
  search: SearchRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    quran: new QuranRepository(db),
    books: new BooksRepository(db),
    authors: new AuthorsRepository(db),
    catalogue: new CatalogueRepository(db),
    statistics: new StatisticsRepository(db),
    search: new SearchRepository(db),
  };
}
