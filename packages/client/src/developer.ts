import { encodeQuery, type CallOptions, type ClientOptions } from './client.js';
import { send, type Fetch } from './http.js';
import type { Book, BooksContentAnswer, PageAnswer, Riwaya } from './types.js';

/**
 * Developer accounts, the developer API (spec §2 developer page sections: Register, Login, Quran text,
 * Book list, Books content, Rewaya list) and what users send (contact, note on a text, bug report).
 * Every method is one documented route (DEVELOPER_ROUTES; checked against /api/openapi.json in tests).
 */
export const DEVELOPER_ROUTES = {
  register: { method: 'POST', path: '/api/developer/register' },
  login: { method: 'POST', path: '/api/developer/login' },
  keys: { method: 'POST', path: '/api/developer/keys' },
  revoke: { method: 'POST', path: '/api/developer/revoke' },
  quranText: { method: 'GET', path: '/api/developer/v1/page' },
  bookList: { method: 'GET', path: '/api/developer/v1/books' },
  booksContent: { method: 'GET', path: '/api/developer/v1/books-content' },
  rewayaList: { method: 'GET', path: '/api/developer/v1/rewaya_list' },
  contact: { method: 'POST', path: '/api/messages/contact' },
  note: { method: 'POST', path: '/api/messages/note' },
  bugReport: { method: 'POST', path: '/api/messages/bug-report' },
} as const;

export type DeveloperMethod = keyof typeof DEVELOPER_ROUTES;

/** Spec §5 minimum lengths, for forms that check before sending. */
export const DEVELOPER_LIMITS = { appNameMin: 5, passwordMin: 5 } as const;

export interface RegisterParams {
  app_name: string;
  password: string;
  email: string;
  website: string;
  phone: string;
  country: string;
}

export interface LoginParams {
  /** App name or email. */
  login: string;
  password: string;
}

export interface DeveloperApp {
  id: number;
  app_name: string;
  email: string;
  website: string;
  phone: string;
  country: string;
  created_at: string;
}

export interface KeyAnswer {
  /** Shown once: only its hash is stored on the server. */
  api_key: string;
  key_prefix: string;
  /** The exact header to send, e.g. `Authorization: Bearer tc_…`. */
  header: string;
  app: DeveloperApp;
  message: string;
}

export interface KeysAnswer {
  app: DeveloperApp;
  keys: Array<{ prefix: string; created_at: string; revoked_at: string | null; last_used_at: string | null }>;
}

export type RevokeParams =
  | { key: string }
  | { login: string; password: string; prefix: string }
  | { login: string; password: string; all: true };

export interface RevokeAnswer {
  revoked: number;
  message: string;
}

export interface QuranTextParams {
  page_number?: number;
  sura?: number;
  aya?: number;
  rewaya_id?: number;
  lang?: string;
}

export interface BookListParams {
  type?: 'enterpretation' | 'translation';
  /** Keyword in the title or author name. */
  title?: string;
  /** Two-letter language of the books. */
  language?: string;
  lang?: string;
}

export interface BookListAnswer {
  data: Book[];
  total: number;
}

export interface DeveloperBooksContentParams {
  /** Sent comma-separated (spec §5). */
  book_ids: readonly number[];
  sura?: number;
  aya?: number;
  rewaya_id?: number;
  page_number?: number;
  /** Two-letter language code. */
  lang?: string;
}

/** Fields every message form may add. */
interface MessageExtras {
  /** Honeypot: keep a hidden, empty input of this name in the form. */
  homepage?: string;
  /** Any unique id (e.g. crypto.randomUUID()), reused when retrying: stored once. */
  request_id?: string;
  locale?: string;
}

export interface ContactParams extends MessageExtras {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface NoteParams extends MessageExtras {
  proposed_text: string;
  original_text: string;
  book_id: number;
  sura: number;
  /** In the riwaya's own numbering; the verse must exist in it. */
  aya: number;
  /** Riwaya of the verse (default 10, Hafs). */
  rewaya_id?: number;
  name: string;
  email: string;
}

export interface BugReportParams extends MessageExtras {
  description: string;
  /** A path of the site (`/en?sura=2&aya=255`) or a URL of the site's own origin. */
  page_url: string;
  email?: string;
  name?: string;
  /** Where the bug is, when it is about a book or a verse (checked: they must exist). */
  book_id?: number;
  sura?: number;
  aya?: number;
  rewaya_id?: number;
}

/** Success answer of the message forms: `message` is the spec wording to show. */
export interface SentAnswer {
  success: boolean;
  message: string;
}

export interface DeveloperClient {
  register(params: RegisterParams, options?: CallOptions): Promise<KeyAnswer>;
  login(params: LoginParams, options?: CallOptions): Promise<KeyAnswer>;
  keys(params: LoginParams, options?: CallOptions): Promise<KeysAnswer>;
  revoke(params: RevokeParams, options?: CallOptions): Promise<RevokeAnswer>;
  quranText(apiKey: string, params: QuranTextParams, options?: CallOptions): Promise<PageAnswer>;
  bookList(apiKey: string, params?: BookListParams, options?: CallOptions): Promise<BookListAnswer>;
  booksContent(
    apiKey: string,
    params: DeveloperBooksContentParams,
    options?: CallOptions,
  ): Promise<BooksContentAnswer>;
  rewayaList(apiKey: string, params?: { lang?: string }, options?: CallOptions): Promise<Riwaya[]>;
  contact(params: ContactParams, options?: CallOptions): Promise<SentAnswer>;
  note(params: NoteParams, options?: CallOptions): Promise<SentAnswer>;
  bugReport(params: BugReportParams, options?: CallOptions): Promise<SentAnswer>;
}

/** The `Authorization` header value for a developer API key (spec §6). */
export function developerAuthorization(apiKey: string): string {
  return `Bearer ${apiKey.trim()}`;
}

/** A curl command calling a developer endpoint, for the developer page's copyable examples. */
export function curlExample(
  baseUrl: string,
  method: 'quranText' | 'bookList' | 'booksContent' | 'rewayaList',
  apiKey: string,
  query: Record<string, string | number> = {},
): string {
  const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const url = `${baseUrl.replace(/\/+$/, '')}${DEVELOPER_ROUTES[method].path}${encodeQuery(params)}`;
  return `curl -H 'Authorization: ${developerAuthorization(apiKey).replace(/'/g, "'\\''")}' '${url.replace(/'/g, "'\\''")}'`;
}

type QueryValue = string | number | undefined;

export function createDeveloperClient(options: ClientOptions): DeveloperClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(
    name: DeveloperMethod,
    input: { query?: Record<string, QueryValue>; body?: unknown; apiKey?: string | undefined },
    callOptions: CallOptions | undefined,
  ): Promise<T> {
    const route = DEVELOPER_ROUTES[name];
    const url = `${base}${route.path}${encodeQuery(input.query)}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...callOptions?.headers,
    };
    if (input.apiKey !== undefined) headers.authorization = developerAuthorization(input.apiKey);
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const response = await send(doFetch, url, {
      ...callOptions?.init,
      method: route.method,
      headers,
      ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
      ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
    });
    return (await response.json()) as T;
  }

  return {
    register: (p, o) => call('register', { body: p }, o),
    login: (p, o) => call('login', { body: p }, o),
    keys: (p, o) => call('keys', { body: p }, o),
    revoke: (p, o) => call('revoke', { body: p }, o),
    quranText: (key, p, o) => call('quranText', { apiKey: key, query: { ...p } }, o),
    bookList: (key, p, o) => call('bookList', { apiKey: key, query: { ...p } }, o),
    booksContent: (key, p, o) =>
      call('booksContent', { apiKey: key, query: { ...p, book_ids: p.book_ids.join(',') } }, o),
    rewayaList: (key, p, o) => call('rewayaList', { apiKey: key, query: { ...p } }, o),
    contact: (p, o) => call('contact', { body: p }, o),
    note: (p, o) => call('note', { body: p }, o),
    bugReport: (p, o) => call('bugReport', { body: p }, o),
  };
}
