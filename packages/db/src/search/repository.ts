import type { Kysely } from 'kysely';
import type { BookType, Database } from '../schema.js';
import { dialectOf, searchIndexFor, type EntryScope, type SearchIndex } from './dialects.js';
import { buildSnippet, SNIPPET_LENGTH, type Snippet } from './highlight.js';
import { centuryOfYear, parseSearchQuery, type ParsedQuery } from './text.js';

/** Spec §9. */
export const SEARCH_MIN_KEYWORD_LENGTH = 3;
export const SEARCH_DEFAULT_PER_PAGE = 20;
export const SEARCH_MAX_PER_PAGE = 50;
export const SEARCH_DEFAULT_RIWAYA = 10;
export { SEARCH_RANK_BUDGET } from './dialects.js';
export type SearchScope = 'all' | 'aya' | 'enterpretation';

export interface SearchParams {
  keyword: string;
  /** all (verses first, then books) | aya (Quran only) | enterpretation (books only). Default all. */
  filter?: SearchScope | undefined;
  /** Riwaya whose verses are searched (default 10, Hafs). */
  riwayaId?: number | undefined;
  /** Book category ids (categories table). */
  categoryIds?: readonly number[] | undefined;
  /** Hijri centuries of the author's death (century_categories ids); authors without a year match none. */
  centuries?: readonly number[] | undefined;
  /** Language codes of the books' texts (absent: every language). */
  bookLanguages?: readonly string[] | undefined;
  /** Only these books. */
  bookIds?: readonly number[] | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
  snippetLength?: number | undefined;
}

export interface SearchBook {
  id: number;
  slug: string;
  type: BookType;
  language_code: string;
  title: string;
  title_ar: string | null;
  category_id: number | null;
  author_id: number | null;
  author_name: string | null;
  author_name_ar: string | null;
  death_hijri: number | null;
  death_ce: number | null;
}

export type SearchHit =
  | { kind: 'aya'; riwayaId: number; sura: number; aya: number; text: string; snippet: Snippet }
  | {
      kind: 'entry';
      entryId: number;
      book: SearchBook;
      sura: number;
      ayaFrom: number;
      ayaTo: number;
      snippet: Snippet;
    };

export interface SearchResult {
  hits: SearchHit[];
  /** verseTotal + entryTotal. */
  total: number;
  verseTotal: number;
  entryTotal: number;
  page: number;
  perPage: number;
  /** Zero-based position of the first hit of the page in the whole result list. */
  offset: number;
  /** Whether the book entries are in relevance order (false: book order, see SEARCH_RANK_BUDGET). */
  ranked: boolean;
}

/** Thrown for a keyword shorter than the minimum (the API answers 400 before asking). */
export class SearchKeywordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchKeywordError';
  }
}

/**
 * Search over the Quran text and every book (issue 4). Ranking: bm25 (SQLite) / ts_rank (PostgreSQL),
 * ties by position; under `all` the verses come first, then the book entries. Paging ranks only the
 * matching rows of the index and keeps a bounded top-k, so page 500 costs what page 1 does.
 */
export class SearchRepository {
  private readonly index: SearchIndex;

  constructor(private readonly db: Kysely<Database>) {
    this.index = searchIndexFor(dialectOf(db));
  }

  async search(params: SearchParams): Promise<SearchResult> {
    const keyword = params.keyword.trim();
    if (Array.from(keyword).length < SEARCH_MIN_KEYWORD_LENGTH) {
      throw new SearchKeywordError(`keyword: at least ${SEARCH_MIN_KEYWORD_LENGTH} characters are required`);
    }
    const page = Math.max(1, Math.trunc(params.page ?? 1));
    const perPage = Math.min(
      SEARCH_MAX_PER_PAGE,
      Math.max(1, Math.trunc(params.perPage ?? SEARCH_DEFAULT_PER_PAGE)),
    );
    const offset = (page - 1) * perPage;
    const filter = params.filter ?? 'all';
    const riwayaId = params.riwayaId ?? SEARCH_DEFAULT_RIWAYA;
    const query = parseSearchQuery(keyword);
    const empty: SearchResult = {
      hits: [],
      total: 0,
      verseTotal: 0,
      entryTotal: 0,
      page,
      perPage,
      offset,
      ranked: true,
    };
    if (!query.clauses.length) return empty;

    const bookFilters =
      !!params.categoryIds?.length ||
      !!params.centuries?.length ||
      !!params.bookLanguages?.length ||
      !!params.bookIds?.length;
    // Verses have no category, century or language: a book filter leaves them out, except under `aya`.
    const withVerses = filter === 'aya' || (filter === 'all' && !bookFilters);
    const withEntries = filter !== 'aya';
    const books = withEntries ? await this.books() : new Map<number, SearchBook>();
    const scope =
      withEntries && bookFilters ? await this.scope(this.selectBooks(books, params), books) : undefined;

    const verseTotal = withVerses ? await this.index.countVerses(this.db, query, riwayaId) : 0;
    const entryTotal = withEntries ? await this.index.countEntries(this.db, query, scope) : 0;
    const ranked = entryTotal * query.clauses.length <= this.index.rankBudget;
    const hits: SearchHit[] = [];
    const snippetLength = params.snippetLength ?? SNIPPET_LENGTH;
    if (offset < verseTotal) {
      const verses = await this.index.verses(
        this.db,
        query,
        riwayaId,
        Math.min(perPage, verseTotal - offset),
        offset,
      );
      for (const v of verses) {
        hits.push({
          kind: 'aya',
          riwayaId,
          sura: v.sura,
          aya: v.aya,
          text: v.text,
          snippet: buildSnippet(v.text, query, snippetLength),
        });
      }
    }
    const remaining = perPage - hits.length;
    const entryOffset = Math.max(0, offset - verseTotal);
    if (remaining > 0 && entryOffset < entryTotal) {
      const entries = await this.index.entries(this.db, query, scope, remaining, entryOffset, ranked);
      for (const e of entries) {
        const book = books.get(Number(e.book_id));
        if (!book) continue;
        hits.push({
          kind: 'entry',
          entryId: Number(e.id),
          book,
          sura: e.sura,
          ayaFrom: e.aya_from,
          ayaTo: e.aya_to,
          snippet: buildSnippet(e.text, query, snippetLength),
        });
      }
    }
    return { hits, total: verseTotal + entryTotal, verseTotal, entryTotal, page, perPage, offset, ranked };
  }

  /** The parsed form of a keyword (exposed for the API's documentation and the tests). */
  parse(keyword: string): ParsedQuery {
    return parseSearchQuery(keyword);
  }

  private selectBooks(books: Map<number, SearchBook>, params: SearchParams): number[] {
    const categories = params.categoryIds?.length ? new Set(params.categoryIds) : undefined;
    const centuries = params.centuries?.length ? new Set(params.centuries) : undefined;
    const languages = params.bookLanguages?.length ? new Set(params.bookLanguages) : undefined;
    const only = params.bookIds?.length ? new Set(params.bookIds) : undefined;
    return [...books.values()]
      .filter((b) => {
        if (categories && (b.category_id === null || !categories.has(b.category_id))) return false;
        if (centuries) {
          const century = centuryOfYear(b.death_hijri);
          if (century === null || !centuries.has(century)) return false;
        }
        if (languages && !languages.has(b.language_code)) return false;
        if (only && !only.has(b.id)) return false;
        return true;
      })
      .map((b) => b.id);
  }

  private rangeCache: { key: string; ranges: Map<number, readonly [number, number] | null> } | undefined;

  /** The books as entry-id ranges (adjacent books merged), cached until a book's content changes. */
  private async scope(
    bookIds: number[],
    books: Map<number, SearchBook & { content_version?: string }>,
  ): Promise<EntryScope> {
    const key = [...books.values()].map((b) => `${b.id}:${b.content_version ?? ''}`).join(',');
    if (this.rangeCache?.key !== key) {
      const rows = await this.db
        .selectFrom('book_entries')
        .select([
          'book_id',
          (eb) => eb.fn.min('id').as('lo'),
          (eb) => eb.fn.max('id').as('hi'),
          (eb) => eb.fn.countAll().as('n'),
        ])
        .groupBy('book_id')
        .execute();
      const ranges = new Map<number, readonly [number, number] | null>();
      for (const r of rows) {
        const lo = Number(r.lo);
        const hi = Number(r.hi);
        ranges.set(Number(r.book_id), hi - lo + 1 === Number(r.n) ? [lo, hi] : null);
      }
      this.rangeCache = { key, ranges };
    }
    const all = this.rangeCache.ranges;
    const parts: Array<[number, number]> = [];
    let contiguous = true;
    for (const id of bookIds) {
      if (!all.has(id)) continue; // a book without entries
      const range = all.get(id);
      if (!range) contiguous = false;
      else parts.push([range[0], range[1]]);
    }
    parts.sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const p of parts) {
      const last = merged[merged.length - 1];
      if (last && p[0] <= last[1] + 1) last[1] = Math.max(last[1], p[1]);
      else merged.push([p[0], p[1]]);
    }
    return { bookIds, ranges: contiguous ? merged : null };
  }

  private async books(): Promise<Map<number, SearchBook>> {
    const rows = await this.db
      .selectFrom('books as b')
      .leftJoin('authors as a', 'a.id', 'b.author_id')
      .select([
        'b.id',
        'b.slug',
        'b.type',
        'b.language_code',
        'b.title',
        'b.title_ar',
        'b.category_id',
        'b.author_id',
        'a.name as author_name',
        'a.name_ar as author_name_ar',
        'a.death_hijri',
        'a.death_ce',
        'b.content_version',
      ])
      .execute();
    return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
  }
}
