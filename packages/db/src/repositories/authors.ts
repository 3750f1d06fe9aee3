import { normalizeSearchText } from '@tafsir/core';
import type { AuthorRow } from './books.js';
import type { DB } from './types.js';

export interface AuthorPage {
  data: Array<AuthorRow & { book_count: number }>;
  total: number;
  page: number;
  perPage: number;
}

const authorColumns = [
  'authors.id',
  'authors.name',
  'authors.name_ar',
  'authors.death_hijri',
  'authors.death_ce',
  'authors.bio',
  'authors.bio_lang',
  'authors.death_filled_by_hand',
] as const;

export class AuthorsRepository {
  constructor(private readonly db: DB) {}

  /**
   * Authors in historical order (death year; unknown last), optionally filtered by a keyword that is
   * normalised like the names (so "طبري", "الطبرى" and "tabari" all match al-Tabari).
   */
  async list(options: { page: number; perPage: number; keyword?: string | undefined }): Promise<AuthorPage> {
    const keyword = options.keyword ? normalizeSearchText(options.keyword).trim() : '';
    let q = this.db.selectFrom('authors');
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      q = q.where('authors.search_text', 'like', like);
    }
    const countRow = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const total = Number(countRow?.n ?? 0);
    const rows = await q
      .select([
        ...authorColumns,
        (eb) =>
          eb
            .selectFrom('books')
            .select((eb2) => eb2.fn.countAll<number>().as('c'))
            .whereRef('books.author_id', '=', 'authors.id')
            .as('book_count'),
      ])
      // Unknown death years (and CE ≥ 2000, spec §5) sort last.
      .orderBy((eb) =>
        eb
          .case()
          .when('authors.death_hijri', 'is', null)
          .then(1)
          .when('authors.death_ce', '>=', 2000)
          .then(1)
          .else(0)
          .end(),
      )
      .orderBy('authors.death_hijri')
      .orderBy('authors.id')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute();
    return {
      data: rows.map((r) => ({ ...r, book_count: Number(r.book_count ?? 0) })),
      total,
      page: options.page,
      perPage: options.perPage,
    };
  }

  get(id: number): Promise<AuthorRow | undefined> {
    return this.db
      .selectFrom('authors')
      .select(authorColumns)
      .where('authors.id', '=', id)
      .executeTakeFirst();
  }
}
