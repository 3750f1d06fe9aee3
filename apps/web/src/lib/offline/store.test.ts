import { describe, expect, it } from 'vitest';
import { failureOf, keptBytes, OfflineError, bookKey, quranKey } from './kept';

describe('offline store', () => {
  it('names each failure with a message the interface has', () => {
    expect(failureOf(new DOMException('full', 'QuotaExceededError'))).toBe('quota');
    expect(failureOf(new DOMException('stopped', 'AbortError'))).toBe('aborted');
    expect(failureOf(new OfflineError('unsupported'))).toBe('unsupported');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('failed');
    expect(failureOf(null)).toBe('failed');
    // as the typed client reports an aborted fetch: an ApiError caused by the AbortError
    const wrapped = new Error('request failed', { cause: new DOMException('stopped', 'AbortError') });
    expect(failureOf(wrapped)).toBe('aborted');
    // the book's file is not generated on this server
    expect(failureOf(Object.assign(new Error('not found'), { name: 'ApiError', status: 404 }))).toBe(
      'notGenerated',
    );
  });

  it('keys never collide with a route and add up the space used', () => {
    expect(bookKey(12)).toBe('/offline-data/books/12.json');
    expect(quranKey(10)).toBe('/offline-data/quran/10.json');
    expect(
      keptBytes({
        books: [
          {
            id: 1,
            title: 't',
            lang: 'ar',
            type: 'enterpretation',
            authorName: '',
            deathHijri: null,
            contentVersion: 'v',
            bytes: 1000,
            savedAt: '',
          },
        ],
        quran: [{ riwaya: 10, bytes: 500, savedAt: '' }],
      }),
    ).toBe(1500);
  });
});
