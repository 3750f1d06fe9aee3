/**
 * The kept books' index and stored files, read from Cache Storage (the 'tafsir-offline-data' cache,
 * which the service worker leaves alone), and the sizes and percentages the controls show. Browser
 * only, and light on purpose: every reading page loads it, while the code that downloads a book
 * (./store.ts, with the API client) loads only when a reader asks to keep one.
 * Keys are same-origin paths under /offline-data/ that no route answers.
 */
import type { MushafVerse, OfflineBook } from '@tafsir/client';
import type { BookType } from '../reading-types';

export const DATA_CACHE = 'tafsir-offline-data';
/** Fired on window after every change, so that buttons and lists show the same state. */
export const CHANGE_EVENT = 'tafsir-offline-change';

export const bookKey = (id: number) => `/offline-data/books/${id}.json`;
export const quranKey = (riwaya: number) => `/offline-data/quran/${riwaya}.json`;
export const INDEX_KEY = '/offline-data/index.json';

export interface KeptBook {
  id: number;
  title: string;
  lang: string;
  type: BookType;
  authorName: string;
  deathHijri: number | null;
  contentVersion: string;
  bytes: number;
  savedAt: string;
}

export interface KeptIndex {
  books: KeptBook[];
  quran: Array<{ riwaya: number; bytes: number; savedAt: string }>;
}

export type OfflineFailure = 'unsupported' | 'aborted' | 'quota' | 'notGenerated' | 'failed';

export class OfflineError extends Error {
  constructor(
    readonly reason: OfflineFailure,
    cause?: unknown,
  ) {
    super(reason, cause === undefined ? undefined : { cause });
    this.name = 'OfflineError';
  }
}

/** What went wrong, as one of the messages the interface has. */
export function failureOf(err: unknown): OfflineFailure {
  // The typed client wraps a failed fetch (an abort included) in an ApiError whose cause it is.
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OfflineError) return e.reason;
    const name = (e as { name?: unknown }).name;
    if (name === 'AbortError') return 'aborted';
    if (name === 'QuotaExceededError' || (e as { code?: unknown }).code === 22) return 'quota';
    if (name === 'ApiError' && (e as { status?: unknown }).status === 404) return 'notGenerated';
  }
  return 'failed';
}

export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'caches' in window;
}

export async function open(): Promise<Cache> {
  if (!offlineSupported()) throw new OfflineError('unsupported');
  return caches.open(DATA_CACHE);
}

export const EMPTY: KeptIndex = { books: [], quran: [] };

export async function readIndex(): Promise<KeptIndex> {
  if (!offlineSupported()) return EMPTY;
  const hit = await (await open()).match(INDEX_KEY);
  if (!hit) return EMPTY;
  try {
    const parsed = (await hit.json()) as Partial<KeptIndex>;
    return { books: parsed.books ?? [], quran: parsed.quran ?? [] };
  } catch {
    return EMPTY;
  }
}

export function json(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export async function writeIndex(cache: Cache, index: KeptIndex): Promise<void> {
  await cache.put(INDEX_KEY, json(JSON.stringify(index)));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export async function readBook(id: number): Promise<OfflineBook | null> {
  if (!offlineSupported()) return null;
  const hit = await (await open()).match(bookKey(id));
  return hit ? ((await hit.json()) as OfflineBook) : null;
}

export async function readQuran(riwaya: number): Promise<MushafVerse[] | null> {
  if (!offlineSupported()) return null;
  const hit = await (await open()).match(quranKey(riwaya));
  return hit ? ((await hit.json()) as MushafVerse[]) : null;
}

/** A size in the locale's words and digits (one format for the whole site: lib/file-size). */
export { formatSize } from '../file-size';

/** Whole percent of a download, clamped to 0–100; 0 when the total is unknown. */
export function percentOf(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/** Bytes kept in all: books and Quran texts. */
export function keptBytes(index: KeptIndex): number {
  return [...index.books, ...index.quran].reduce((s, x) => s + x.bytes, 0);
}
