/**
 * "Keep this book offline" (issue 8): downloads a book and the Quran text it is read beside into
 * Cache Storage (./kept.ts reads them back). Loaded on demand, when a reader asks to keep a book.
 */
import { createDownloadsClient } from '@tafsir/client';
import { browserApi } from '../api-browser';
import { HAFS_RIWAYA_ID } from '@tafsir/core';
import {
  EMPTY,
  OfflineError,
  bookKey,
  failureOf,
  json,
  open,
  quranKey,
  readIndex,
  writeIndex,
  type KeptBook,
} from './kept';
import { bookInfoFromOffline } from './select';

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
      const verses = await browserApi(options.apiBase).ayahs(
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
