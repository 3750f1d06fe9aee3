import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { historicalBookOrder } from './history.js';
import {
  ENTRY_TOTAL_CAP,
  dialectOf,
  entriesById,
  searchIndexFor,
  type EntryMatch,
  versesByKey,
  type EntryOrder,
  type EntryScope,
  type BookRanges,
  type SearchIndex,
  type VerseMatch,
} from './dialects.js';
import { buildSnippet, SNIPPET_LENGTH, verseSnippet } from './highlight.js';
import { crossVerseMatches, passageOutsideOneVerse, rankPartialMatches, wordQuery } from './matching.js';
import { morphologyVerses } from './morphology.js';
import { centuryOfYear, parseSearchQuery, type ParsedQuery } from './text.js';
import type { SearchBook, SearchHit, SearchParams, SearchResult, SearchService } from './types.js';

/** Spec §9. */
export const SEARCH_MIN_KEYWORD_LENGTH = 3;
export const SEARCH_DEFAULT_PER_PAGE = 20;
export const SEARCH_MAX_PER_PAGE = 50;
export const SEARCH_DEFAULT_RIWAYA = 10;
export { ENTRY_TOTAL_CAP } from './dialects.js';
/** Candidates looked at for best partial matches (verses and entries each). */
export const PARTIAL_CANDIDATES = 100;

export type {
  SearchBook,
  SearchHit,
  SearchParams,
  SearchResult,
  SearchScope,
  SearchService,
  SearchSort,
} from './types.js';

/** Thrown for a keyword shorter than the minimum (the API answers 400 before asking). */
export class SearchKeywordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchKeywordError';
  }
}

/**
 * Search over the Quran text and every book (issues 4 and 19). Words match by surface form or stem
 * (packages/core words.ts); ranking bm25 (SQLite) / ts_rank (PostgreSQL) with the surface weighted
 * above the stem; under `all` the verses come first, then the book entries. When no verse holds every
 * word, the words are looked for across two consecutive verses; when no text holds them all, the best
 * partial matches are answered (SearchResult.partial). `root:`/`lemma:` terms search the morphology.
 */
export class SearchRepository implements SearchService {
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
    const sort = params.sort ?? 'relevance';
    const snippetLength = params.snippetLength ?? SNIPPET_LENGTH;
    const query = parseSearchQuery(keyword);
    const result = (
      hits: SearchHit[],
      verseTotal: number,
      entryTotal: number,
      extra: Partial<SearchResult> = {},
    ) => ({
      hits,
      total: verseTotal + entryTotal,
      verseTotal,
      entryTotal,
      page,
      perPage,
      offset,
      sort,
      entryTotalCapped: false,
      partial: false,
      ...extra,
    });
    const bookFilters =
      !!params.categoryIds?.length ||
      !!params.centuries?.length ||
      !!params.bookLanguages?.length ||
      !!params.bookIds?.length;
    // Verses have no category, century or language: a book filter leaves them out, except under `aya`.
    const withVerses = filter === 'aya' || (filter === 'all' && !bookFilters);
    if (query.roots.length || query.lemmas.length) {
      // Morphology terms search the Hafs verses only (the corpus describes the Hafs text).
      if (!withVerses) return result([], 0, 0);
      const found = await morphologyVerses(this.db, this.index, query, snippetLength, offset, perPage);
      return result(found.hits, found.total, 0, { partial: found.partial });
    }
    if (!query.clauses.length) return result([], 0, 0);

    const withEntries = filter !== 'aya';
    const books = withEntries ? await this.books() : new Map<number, SearchBook>();
    const scope =
      withEntries && bookFilters ? await this.scope(this.selectBooks(books, params), books) : undefined;

    let versePage = withVerses
      ? await this.index.versePage(this.db, query, riwayaId, perPage, offset)
      : { keys: [], total: 0 };
    // No verse holds every word, or the words typed as a passage are a phrase of no verse: they may
    // run across two verses (answered with the first, `continues`), listed before the other verses.
    const across =
      withVerses &&
      (versePage.total === 0 || (await passageOutsideOneVerse(this.db, this.index, query, riwayaId)))
        ? await crossVerseMatches(this.db, this.index, query, riwayaId, snippetLength)
        : [];
    const acrossShown = across.slice(offset, offset + perPage);
    if (across.length && versePage.total > 0) {
      // this page's verses come after the passages (a verse that is both is shown once, as a passage)
      const room = perPage - acrossShown.length;
      const page = room
        ? await this.index.versePage(this.db, query, riwayaId, room, Math.max(0, offset - across.length))
        : { keys: [], total: versePage.total };
      const passages = new Set(across.map((h) => (h.kind === 'aya' ? h.sura * 1000 + h.aya : 0)));
      versePage = { ...page, keys: page.keys.filter((k) => !passages.has(k)) };
    }
    const verseTotal = versePage.total + across.length;
    // The entries of this page (if any) by relevance come with their count, from one scan where the
    // database can (PostgreSQL); otherwise the entries are counted, and listed below if shown.
    const remaining = perPage - versePage.keys.length - acrossShown.length;
    const entryOffset = Math.max(0, offset - verseTotal);
    const entryPage =
      withEntries && sort === 'relevance' && remaining > 0
        ? await this.index.entryPage(
            this.db,
            query,
            scope,
            remaining,
            entryOffset,
            await this.bookRanges(books),
          )
        : undefined;
    const counted =
      entryPage?.total ??
      (withEntries ? await this.index.countEntries(this.db, query, scope, ENTRY_TOTAL_CAP) : 0);
    const entryTotal = Math.min(counted, ENTRY_TOTAL_CAP);
    const entryTotalCapped = counted > ENTRY_TOTAL_CAP;

    if (verseTotal + entryTotal === 0) {
      return this.fallback(query, { withVerses, withEntries, riwayaId, scope, books, snippetLength }, result);
    }

    const hits: SearchHit[] = [...acrossShown];
    if (versePage.keys.length) {
      const verses = await versesByKey(this.db, riwayaId, versePage.keys);
      hits.push(...this.verseHits(verses, riwayaId, query, snippetLength));
    }
    let ids = entryPage?.ids ?? [];
    if (!entryPage && sort === 'history' && remaining > 0 && entryOffset < entryTotal) {
      const order: EntryOrder = {
        by: 'history',
        bookOrder: historicalBookOrder([...books.values()]),
        ranges: await this.bookRanges(books),
      };
      ids = await this.index.entryIds(this.db, query, scope, remaining, entryOffset, order);
    }
    if (ids.length)
      hits.push(...(await this.entryHits(await entriesById(this.db, ids), books, query, snippetLength)));
    // not `partial`: every hit holds every word (a passage across two verses holds them all, its
    // hits marked `continues`); partial matches are answered by fallback() only
    return result(hits, verseTotal, entryTotal, { entryTotalCapped, partial: false });
  }

  private verseHits(
    verses: readonly VerseMatch[],
    riwayaId: number,
    query: ParsedQuery,
    snippetLength: number,
  ): SearchHit[] {
    return verses.map((v) => ({
      kind: 'aya' as const,
      riwayaId,
      sura: v.sura,
      aya: v.aya,
      text: v.text,
      snippet: verseSnippet(v.text, v.text_imlaei, query, snippetLength),
      continues: false,
    }));
  }

  private async entryHits(
    entries: readonly EntryMatch[],
    books: Map<number, SearchBook>,
    query: ParsedQuery,
    snippetLength: number,
  ): Promise<SearchHit[]> {
    const hits: SearchHit[] = [];
    for (const e of entries) {
      const book = books.get(Number(e.book_id));
      if (!book) continue;
      // an entry read in part whose snippet needs more of it is read whole (ENTRY_HEAD)
      const snippet =
        buildSnippet(e.text, query, snippetLength, !e.truncated) ??
        buildSnippet((await entriesById(this.db, [e.id], Infinity))[0]?.text ?? e.text, query, snippetLength);
      hits.push({
        kind: 'entry',
        entryId: Number(e.id),
        book,
        sura: e.sura,
        ayaFrom: e.aya_from,
        ayaTo: e.aya_to,
        snippet,
      });
    }
    return hits;
  }

  /**
   * Nothing matched every word, not even across two verses: the best partial matches, candidates
   * matching any word, ordered by how many query words they hold, then by how close together those
   * are (search/matching.ts).
   */
  private async fallback(
    query: ParsedQuery,
    ctx: {
      withVerses: boolean;
      withEntries: boolean;
      riwayaId: number;
      scope: EntryScope | undefined;
      books: Map<number, SearchBook>;
      snippetLength: number;
    },
    result: (hits: SearchHit[], v: number, e: number, extra?: Partial<SearchResult>) => SearchResult,
  ): Promise<SearchResult> {
    const { withVerses, withEntries, riwayaId, scope, books, snippetLength } = ctx;
    const { offset, perPage } = result([], 0, 0);
    const words = wordQuery(query);
    if (words.clauses.length < 2) return result([], 0, 0);
    const hits: SearchHit[] = [];
    if (withVerses) {
      const keys = await this.index.verseKeys(this.db, words, riwayaId, PARTIAL_CANDIDATES, 0, 'any');
      const verses = await versesByKey(this.db, riwayaId, keys);
      const ranked = rankPartialMatches(words, verses, (v) => v.text);
      hits.push(...this.verseHits(ranked, riwayaId, words, snippetLength));
    }
    const verseTotal = hits.length;
    if (withEntries) {
      const ids = await this.index.entryIds(
        this.db,
        words,
        scope,
        PARTIAL_CANDIDATES,
        0,
        { by: 'relevance', tiered: false },
        'any',
      );
      const ranked = rankPartialMatches(words, await entriesById(this.db, ids), (e) => e.text);
      hits.push(...(await this.entryHits(ranked, books, words, snippetLength)));
    }
    // partial only when there is something to show: no word of the query is anywhere
    return result(hits.slice(offset, offset + perPage), verseTotal, hits.length - verseTotal, {
      partial: hits.length > 0,
    });
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

  /**
   * Each book's entries as a range of entry ids (null when not contiguous), cached until a book's
   * content changes: a book's entries are written in one transaction, so their ids follow each other.
   */
  private async bookRanges(
    books: Map<number, SearchBook & { content_version?: string }>,
  ): Promise<BookRanges> {
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
    return this.rangeCache.ranges;
  }

  /** The books as entry-id ranges (adjacent books merged). */
  private async scope(
    bookIds: number[],
    books: Map<number, SearchBook & { content_version?: string }>,
  ): Promise<EntryScope> {
    const all = await this.bookRanges(books);
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

  private booksCache: { key: string; books: Map<number, SearchBook> } | undefined;

  /**
   * Every book with its author, read again only when the content changes: the importer's content
   * version, the number of books and the last entry id. (Reading the books is ~1 ms on SQLite: their
   * rows hold the intros and footnotes, so their last columns sit on overflow pages.)
   */
  private async books(): Promise<Map<number, SearchBook>> {
    const { rows: stamp } = await sql<{ v: string | null; n: number | string; e: number | string | null }>`
      SELECT (SELECT value FROM meta WHERE key = 'content_version') AS v,
        (SELECT count(*) FROM books) AS n, (SELECT max(id) FROM book_entries) AS e`.execute(this.db);
    const key = JSON.stringify(stamp[0] ?? null);
    if (this.booksCache?.key !== key) this.booksCache = { key, books: await this.readBooks() };
    return this.booksCache.books;
  }

  private async readBooks(): Promise<Map<number, SearchBook>> {
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
