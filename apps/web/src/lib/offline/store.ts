/**
 * "Keep this book offline" (issue 8): the kept books, the Quran text they are read beside, and an
 * index, in Cache Storage (the 'tafsir-offline-data' cache, which the service worker leaves alone).
 * Browser only. Keys are same-origin paths under /offline-data/ that no route answers.
 */
import { createClient, createDownloadsClient, type MushafVerse, type OfflineBook } from '@tafsir/client';
import { HAFS_RIWAYA_ID } from '@tafsir/core';
import type { BookType } from '../reading-types';
import { bookInfoFromOffline } from './select';

export const DATA_CACHE = 'tafsir-offline-data';
/** Fired on window after every change, so that buttons and lists show the same state. */
export const CHANGE_EVENT = 'tafsir-offline-change';

export const bookKey = (id: number) => `/offline-data/books/${id}.json`;
export const quranKey = (riwaya: number) => `/offline-data/quran/${riwaya}.json`;
const INDEX_KEY = '/offline-data/index.json';

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

async function open(): Promise<Cache> {
  if (!offlineSupported()) throw new OfflineError('unsupported');
  return caches.open(DATA_CACHE);
}

const EMPTY: KeptIndex = { books: [], quran: [] };

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

function json(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}

async function writeIndex(cache: Cache, index: KeptIndex): Promise<void> {
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

export type KeepPhase = 'quran' | 'book';

export interface KeepOptions {
  /** The API origin as the browser reaches it (PUBLIC_API_URL). */
  apiBase: string;
  bookId: number;
  /** Decoded size of the book's JSON download, for the progress total. */
  expectedBytes?: number;
  signal?: AbortSignal;
  onProgress?: (phase: KeepPhase, loaded: number, total: number | undefined) => void;
}

/**
 * Keeps a book for offline reading: the Quran text (Hafs, which books are keyed to) when not kept
 * yet, then the whole book (the JSON download). Keeping again replaces the same entries. The index
 * is written last, so an interrupted download leaves no half-kept book behind.
 */
export async function keepBook(options: KeepOptions): Promise<KeptBook> {
  const cache = await open();
  try {
    await navigator.storage?.persist?.().catch(() => false);
    const index = await readIndex();
    const riwaya = HAFS_RIWAYA_ID;
    let quranEntry = index.quran.find((q) => q.riwaya === riwaya && q.bytes > 0);
    if (!quranEntry || !(await cache.match(quranKey(riwaya)))) {
      options.onProgress?.('quran', 0, undefined);
      const verses = await createClient({ baseUrl: options.apiBase }).ayahs(
        { rewaya_id: riwaya },
        options.signal ? { signal: options.signal } : undefined,
      );
      const body = JSON.stringify(verses);
      await cache.put(quranKey(riwaya), json(body));
      quranEntry = { riwaya, bytes: new Blob([body]).size, savedAt: new Date().toISOString() };
    }
    options.onProgress?.('book', 0, options.expectedBytes);
    const book = await createDownloadsClient({ baseUrl: options.apiBase }).offlineBook(options.bookId, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.expectedBytes ? { expectedBytes: options.expectedBytes } : {}),
      onProgress: (loaded, total) => options.onProgress?.('book', loaded, total),
    });
    if (book.format !== 'tafsir-compendium-book' || book.book.id !== options.bookId)
      throw new OfflineError('failed');
    const body = JSON.stringify(book);
    await cache.put(bookKey(options.bookId), json(body));
    const info = bookInfoFromOffline(book.book);
    const kept: KeptBook = {
      ...info,
      contentVersion: book.book.content_version,
      bytes: new Blob([body]).size,
      savedAt: new Date().toISOString(),
    };
    // Re-read: another tab may have changed the index meanwhile.
    const latest = await readIndex();
    await writeIndex(cache, {
      books: [...latest.books.filter((b) => b.id !== kept.id), kept].sort((a, b) => a.id - b.id),
      quran: [...latest.quran.filter((q) => q.riwaya !== riwaya), quranEntry],
    });
    return kept;
  } catch (err) {
    // An aborted or failed book leaves nothing unindexed behind (the Quran text is kept: it is shared).
    const index = await readIndex().catch(() => EMPTY);
    if (!index.books.some((b) => b.id === options.bookId))
      await cache.delete(bookKey(options.bookId)).catch(() => false);
    if (err instanceof OfflineError) throw err;
    throw new OfflineError(options.signal?.aborted ? 'aborted' : failureOf(err), err);
  }
}

/** Removes a kept book; the Quran text goes with the last book. */
export async function removeBook(id: number): Promise<void> {
  const cache = await open();
  await cache.delete(bookKey(id));
  const index = await readIndex();
  const books = index.books.filter((b) => b.id !== id);
  if (books.length === 0) for (const q of index.quran) await cache.delete(quranKey(q.riwaya));
  await writeIndex(cache, { books, quran: books.length ? index.quran : [] });
}

/** Bytes kept in all: books and Quran texts. */
export function keptBytes(index: KeptIndex): number {
  return [...index.books, ...index.quran].reduce((s, x) => s + x.bytes, 0);
}
