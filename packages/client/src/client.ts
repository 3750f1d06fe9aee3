import type {
  AuthorDetailAnswer,
  AuthorListAnswer,
  AuthorListParams,
  BookDownloadedParams,
  BooksAnswer,
  BooksContentAnswer,
  BooksContentParams,
  CategoriesAnswer,
  DivisionAnswer,
  HealthAnswer,
  LangParams,
  LanguagesAnswer,
  MushafVerse,
  PageAnswer,
  PageHitParams,
  PageParams,
  Ramz,
  ReadingAnswer,
  ReadingParams,
  RecordedAnswer,
  Riwaya,
  RiwayaParams,
  SearchAnswer,
  VerseWordsAnswer,
  SearchParams,
  Statistics,
  Sura,
} from './types.js';
import { send, type Fetch } from './http.js';

export { ApiError } from './http.js';

export interface ClientOptions {
  /** Origin (and optional path prefix) of the API, e.g. `http://127.0.0.1:3005`. */
  baseUrl: string;
  /** A fetch implementation (default: the global fetch). */
  fetch?: Fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** The public bearer credential of the /api/v2 counters (spec §6). */
  publicToken?: string;
}

/** Per-call options; `init` is merged into fetch's init (e.g. Next.js `{ next: { revalidate: 300 } }`). */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  init?: Record<string, unknown>;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/**
 * Query strings as spec §7: arrays become repeated `key[]=value` pairs, other values `key=value`;
 * undefined/null are left out.
 */
export function encodeQuery(params: Record<string, QueryValue> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) {
        parts.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(String(item))}`);
      }
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Every call: client method → HTTP method and path (tests check these against /api/openapi.json). */
export const CLIENT_ROUTES = {
  health: { method: 'GET', path: '/api/health' },
  languages: { method: 'GET', path: '/api/v1/languages' },
  surahs: { method: 'GET', path: '/api/v1/surah-json' },
  ramz: { method: 'GET', path: '/api/v1/ramz-json' },
  juz: { method: 'GET', path: '/api/v1/jiz' },
  hizb: { method: 'GET', path: '/api/v1/hizb' },
  page: { method: 'GET', path: '/api/v1/page' },
  books: { method: 'GET', path: '/api/v1/books' },
  booksContent: { method: 'GET', path: '/api/v1/books-content' },
  rewayaList: { method: 'GET', path: '/api/v1/rewaya_list' },
  authors: { method: 'GET', path: '/api/v1/author' },
  authorById: { method: 'GET', path: '/api/v1/author/{id}' },
  ayahs: { method: 'GET', path: '/api/v1/ayah-json' },
  statistics: { method: 'GET', path: '/api/v1/statistics' },
  categories: { method: 'GET', path: '/api/v1/categories' },
  search: { method: 'GET', path: '/api/v1/search' },
  reading: { method: 'GET', path: '/api/v1/reading' },
  verseWords: { method: 'GET', path: '/api/v1/words/{sura}/{aya}' },
  recordVisitor: { method: 'POST', path: '/api/v2/record-visitor' },
  bookDownloaded: { method: 'POST', path: '/api/v2/book-downloaded' },
  recordPageHits: { method: 'POST', path: '/api/v2/record-page-hits' },
} as const;

export type ClientMethod = keyof typeof CLIENT_ROUTES;

export interface TafsirClient {
  health(options?: CallOptions): Promise<HealthAnswer>;
  languages(options?: CallOptions): Promise<LanguagesAnswer>;
  /** The 114 suras, verse counts and first pages in a riwaya's numbering (default Hafs). */
  surahs(params?: LangParams & RiwayaParams, options?: CallOptions): Promise<Sura[]>;
  ramz(options?: CallOptions): Promise<Ramz[]>;
  juz(params?: LangParams & RiwayaParams, options?: CallOptions): Promise<DivisionAnswer>;
  hizb(params?: LangParams & RiwayaParams, options?: CallOptions): Promise<DivisionAnswer>;
  page(params?: PageParams, options?: CallOptions): Promise<PageAnswer>;
  books(params?: LangParams, options?: CallOptions): Promise<BooksAnswer>;
  booksContent(params: BooksContentParams, options?: CallOptions): Promise<BooksContentAnswer>;
  rewayaList(params?: LangParams, options?: CallOptions): Promise<Riwaya[]>;
  authors(params?: AuthorListParams, options?: CallOptions): Promise<AuthorListAnswer>;
  authorById(id: number, params?: LangParams, options?: CallOptions): Promise<AuthorDetailAnswer>;
  ayahs(params?: RiwayaParams, options?: CallOptions): Promise<MushafVerse[]>;
  statistics(options?: CallOptions): Promise<Statistics>;
  categories(params?: LangParams, options?: CallOptions): Promise<CategoriesAnswer>;
  search(params: SearchParams, options?: CallOptions): Promise<SearchAnswer>;
  /** Everything a reading view shows in one call (page, verse and neighbours, lists, commentary). */
  reading(params?: ReadingParams, options?: CallOptions): Promise<ReadingAnswer>;
  /** The words of a Hafs verse with root, lemma and parts of speech (tap a word on a reading page). */
  verseWords(sura: number, aya: number, options?: CallOptions): Promise<VerseWordsAnswer>;
  recordVisitor(params?: { fingerprint?: string }, options?: CallOptions): Promise<RecordedAnswer>;
  bookDownloaded(params: BookDownloadedParams, options?: CallOptions): Promise<RecordedAnswer>;
  recordPageHits(params: PageHitParams, options?: CallOptions): Promise<RecordedAnswer>;
}

/** A typed client of the Tafsir Compendium API; runs in browsers and Node alike (only fetch). */
export function createClient(options: ClientOptions): TafsirClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(
    name: ClientMethod,
    query: Record<string, QueryValue> | undefined,
    callOptions: CallOptions | undefined,
    pathParams: Record<string, string | number> = {},
  ): Promise<T> {
    const route = CLIENT_ROUTES[name];
    const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) =>
      encodeURIComponent(String(pathParams[key])),
    );
    const url = `${base}${path}${encodeQuery(query)}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...callOptions?.headers,
    };
    if (route.path.startsWith('/api/v2/') && options.publicToken)
      headers.authorization = `Bearer ${options.publicToken}`;
    const response = await send(doFetch, url, {
      ...callOptions?.init,
      method: route.method,
      headers,
      ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
    });
    return (await response.json()) as T;
  }

  return {
    health: (o) => call('health', undefined, o),
    languages: (o) => call('languages', undefined, o),
    surahs: (p, o) => call('surahs', { ...p }, o),
    ramz: (o) => call('ramz', undefined, o),
    juz: (p, o) => call('juz', { ...p }, o),
    hizb: (p, o) => call('hizb', { ...p }, o),
    page: (p, o) => call('page', { ...p }, o),
    books: (p, o) => call('books', { ...p }, o),
    booksContent: (p, o) => call('booksContent', { ...p }, o),
    rewayaList: (p, o) => call('rewayaList', { ...p }, o),
    authors: (p, o) => call('authors', { ...p }, o),
    authorById: (id, p, o) => call('authorById', { ...p }, o, { id }),
    ayahs: (p, o) => call('ayahs', { ...p }, o),
    statistics: (o) => call('statistics', undefined, o),
    categories: (p, o) => call('categories', { ...p }, o),
    // Spec §7: search categories travel comma-joined, not as key[] pairs.
    search: (p, o) =>
      call(
        'search',
        {
          ...p,
          categories: p.categories?.length ? p.categories.join(',') : undefined,
          century_categories: p.century_categories?.length ? p.century_categories.join(',') : undefined,
          book_lang: p.book_lang?.length ? p.book_lang.join(',') : undefined,
        },
        o,
      ),
    reading: (p, o) => call('reading', { ...p }, o),
    verseWords: (sura, aya, o) => call('verseWords', undefined, o, { sura, aya }),
    recordVisitor: (p, o) => call('recordVisitor', { ...p }, o),
    bookDownloaded: (p, o) => call('bookDownloaded', { ...p }, o),
    recordPageHits: (p, o) => call('recordPageHits', { ...p }, o),
  };
}
