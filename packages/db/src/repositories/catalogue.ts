import type { CategoryTable, CenturyCategoryTable, LanguageTable } from '../schema.js';
import type { DB } from './types.js';

/** Small reference lists: languages, categories, centuries, and the content version. */
export class CatalogueRepository {
  constructor(private readonly db: DB) {}

  languages(): Promise<LanguageTable[]> {
    return this.db.selectFrom('languages').selectAll().orderBy('id').execute();
  }

  categories(): Promise<CategoryTable[]> {
    return this.db.selectFrom('categories').selectAll().orderBy('id').execute();
  }

  centuryCategories(): Promise<CenturyCategoryTable[]> {
    return this.db.selectFrom('century_categories').selectAll().orderBy('id').execute();
  }

  async getMeta(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  /** Changes whenever an import changes content; the API derives ETags from it. */
  async contentVersion(): Promise<string> {
    return (await this.getMeta('content_version')) ?? 'empty';
  }
}
