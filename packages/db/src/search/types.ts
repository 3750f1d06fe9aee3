import type { BookType } from '../schema.js';
import type { Snippet } from './highlight.js';

/**
 * The search's public types, in a module of their own so that history, matching and morphology
 * need not import repository.ts (which imports them): no import loop (issue 34).
 */

export type SearchScope = 'all' | 'aya' | 'enterpretation';
/** Order of the book entries: relevance (default) or the historical order of their authors. */
export type SearchSort = 'relevance' | 'history';
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
  /** relevance (default) | history: book entries by their author's death year, then verse. */
  sort?: SearchSort | undefined;
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
  | {
      kind: 'aya';
      riwayaId: number;
      sura: number;
      aya: number;
      text: string;
      snippet: Snippet;
      /** A phrase that starts in this verse and ends in the next one (the snippet shows both). */
      continues: boolean;
    }
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
  /** Order of the book entries (verses are always by relevance). */
  sort: SearchSort;
  /** entryTotal is a lower bound: more than ENTRY_TOTAL_CAP entries match. */
  entryTotalCapped: boolean;
  /**
   * Not every query word was found in any hit: these are the best partial matches (most query
   * words, then the closest together). A passage across two verses holding every word is not
   * partial (its hit has `continues`).
   */
  partial: boolean;
}

/** What answers searches: SearchRepository in this thread, or SearchThreads (search/threads.ts). */
export interface SearchService {
  search(params: SearchParams): Promise<SearchResult>;
}
