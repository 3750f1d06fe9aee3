import type { BookTable, BookType, AuthorTable } from '../schema.js';
import { parseFootnotes, type DB, type Footnote } from './types.js';

/** A book with the author fields every listing needs for historical ordering. */
export interface BookWithAuthor extends Omit<BookTable, 'footnotes' | 'intro' | 'source' | 'license'> {
  author_name: string | null;
  author_name_ar: string | null;
  author_death_hijri: number | null;
  author_death_ce: number | null;
  category_slug: string | null;
}

export interface BookIntro {
  book_id: number;
  intro: string | null;
  footnotes: Footnote[];
}

export interface EntryRow {
  id: number;
  book_id: number;
  sura: number;
  aya_from: number;
  aya_to: number;
  text: string;
  footnotes: Footnote[];
}

export interface BookFilter {
  type?: BookType | undefined;
  language?: string | undefined;
  /** Matches the title (any script), case-insensitively. */
  keyword?: string | undefined;
  authorId?: number | undefined;
}

export class BooksRepository {
  constructor(private readonly db: DB) {}

  private base() {
    return this.db
      .selectFrom('books')
      .leftJoin('authors', 'authors.id', 'books.author_id')
      .leftJoin('categories', 'categories.id', 'books.category_id')
      .select([
        'books.id',
        'books.slug',
        'books.type',
        'books.language_code',
        'books.title',
        'books.title_ar',
        'books.author_id',
        'books.category_id',
        'books.attribution_name',
        'books.attribution_url',
        'books.rights',
        'books.content_version',
        'books.entry_count',
        'books.verses_covered',
        'books.imported_at',
        'authors.name as author_name',
        'authors.name_ar as author_name_ar',
        'authors.death_hijri as author_death_hijri',
        'authors.death_ce as author_death_ce',
        'categories.slug as category_slug',
      ]);
  }

  async list(filter: BookFilter = {}): Promise<BookWithAuthor[]> {
    let q = this.base();
    if (filter.type) q = q.where('books.type', '=', filter.type);
    if (filter.language) q = q.where('books.language_code', '=', filter.language);
    if (filter.authorId !== undefined) q = q.where('books.author_id', '=', filter.authorId);
    if (filter.keyword) {
      const like = `%${filter.keyword.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['books.title']), 'like', like),
          eb(eb.fn('lower', [eb.fn.coalesce('books.title_ar', eb.val(''))]), 'like', like),
        ]),
      );
    }
    return q.orderBy('books.id').execute();
  }

  async byIds(ids: readonly number[]): Promise<BookWithAuthor[]> {
    if (ids.length === 0) return [];
    return this.base()
      .where('books.id', 'in', [...ids])
      .orderBy('books.id')
      .execute();
  }

  async get(id: number): Promise<BookWithAuthor | undefined> {
    return this.base().where('books.id', '=', id).executeTakeFirst();
  }

  async intros(ids: readonly number[]): Promise<BookIntro[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('books')
      .select(['id', 'intro', 'footnotes'])
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({ book_id: r.id, intro: r.intro, footnotes: parseFootnotes(r.footnotes) }));
  }

  /**
   * Entries of the given books that cover any verse of sura `sura` between `ayaFrom` and `ayaTo`
   * (Hafs numbering). A passage stored once with aya_from..aya_to is returned for every verse it covers.
   */
  async entriesForRange(
    bookIds: readonly number[],
    sura: number,
    ayaFrom: number,
    ayaTo: number,
  ): Promise<EntryRow[]> {
    if (bookIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('book_entries')
      .select(['id', 'book_id', 'sura', 'aya_from', 'aya_to', 'text', 'footnotes'])
      .where('book_id', 'in', [...bookIds])
      .where('sura', '=', sura)
      .where('aya_from', '<=', ayaTo)
      .where('aya_to', '>=', ayaFrom)
      .orderBy('book_id')
      .orderBy('aya_from')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, footnotes: parseFootnotes(r.footnotes) }));
  }

  /** Every entry of one book in Quran order (downloads, offline copies). */
  async *entriesOfBook(bookId: number, batch = 2000): AsyncGenerator<EntryRow[]> {
    let lastId = 0;
    for (;;) {
      const rows = await this.db
        .selectFrom('book_entries')
        .select(['id', 'book_id', 'sura', 'aya_from', 'aya_to', 'text', 'footnotes'])
        .where('book_id', '=', bookId)
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(batch)
        .execute();
      if (rows.length === 0) return;
      lastId = rows[rows.length - 1]!.id;
      yield rows.map((r) => ({ ...r, footnotes: parseFootnotes(r.footnotes) }));
    }
  }
}

export type AuthorRow = Omit<AuthorTable, 'search_text'>;
