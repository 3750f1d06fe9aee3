import { MODERN_DEATH_YEAR_CE, MODERN_DEATH_YEAR_HIJRI, nameSearchWords } from '@tafsir/core';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../schema.js';
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

/**
 * `absent` when the author's death year counts as absent, else `present`. This mirrors
 * @tafsir/core's effectiveDeathHijri in SQL, with its constants: a CE year of MODERN_DEATH_YEAR_CE
 * (2000) or later, or, without a CE year, a Hijri year of MODERN_DEATH_YEAR_HIJRI (1421) or later,
 * counts as absent, as does an unknown year. One difference: core estimates a Hijri year from a
 * CE-only year, here such an author sorts with the unknown (the corpus has none).
 */
function deathOrderKey<A, P>(eb: ExpressionBuilder<Database, 'authors'>, absent: A, present: P) {
  return eb
    .case()
    .when('authors.death_hijri', 'is', null)
    .then(absent)
    .when('authors.death_ce', '>=', MODERN_DEATH_YEAR_CE)
    .then(absent)
    .when(
      eb.and([eb('authors.death_ce', 'is', null), eb('authors.death_hijri', '>=', MODERN_DEATH_YEAR_HIJRI)]),
    )
    .then(absent)
    .else(present)
    .end();
}

export class AuthorsRepository {
  constructor(private readonly db: DB) {}

  /**
   * Authors in historical order (death year; unknown last), optionally filtered by a keyword that is
   * normalised like the names (so "طبري", "الطبرى" and "tabari" all match al-Tabari), its words in any
   * order ("ابن كثير" matches إسماعيل بن عمر بن كثير).
   */
  async list(options: { page: number; perPage: number; keyword?: string | undefined }): Promise<AuthorPage> {
    let q = this.db.selectFrom('authors');
    // every word of the keyword somewhere in the names, in any order (ابن read as بن: core)
    for (const word of nameSearchWords(options.keyword ?? '')) {
      const like = `%${word.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
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
      // Historical order as @tafsir/core's sortByDeathYear, in SQL because the database pages it:
      // known years ascending, then unknown and modern years (effectiveDeathHijri's rule, see
      // deathOrderKey), ties by id.
      .orderBy((eb) => deathOrderKey(eb, eb.lit(1), eb.lit(0)))
      .orderBy((eb) => deathOrderKey(eb, eb.lit(0), eb.ref('authors.death_hijri')))
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
