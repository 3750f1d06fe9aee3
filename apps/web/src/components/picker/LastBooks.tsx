'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useLocaleRouter } from '@/i18n/locale-router';
import { readLastBooks, saveLastBooks } from '@/lib/last-books';
import { readingSearch } from '@/lib/reading-query';
import type { ReadingPlace } from './BookPickerForm';

/**
 * Spec §3 `lastBooks`: a reading URL that names books keeps them; one that names none opens the
 * reader's last books by a client navigation to the explicit URL (the document itself never depends
 * on them). Ids the catalogue no longer has are dropped first (the reading URL would be a 404).
 */
export function LastBooks({
  books,
  place,
  apiBase,
}: {
  books: number[];
  place: ReadingPlace;
  apiBase: string;
}) {
  const locale = useLocale();
  const router = useLocaleRouter();
  const key = books.join(',');
  useEffect(() => {
    if (books.length) {
      saveLastBooks(books);
      return;
    }
    const last = readLastBooks();
    if (!last.length) return;
    let live = true;
    // The catalogue module (and the picker's rules) only when there is something to restore.
    import('@/lib/catalogue-client')
      .then(({ loadCatalogue }) => loadCatalogue(apiBase, locale))
      .then(
        (catalogue) => {
          const known = new Set(catalogue.map((b) => b.id));
          const ids = last.filter((id) => known.has(id)).sort((a, b) => a - b);
          if (live && ids.length)
            router.replace(`/?${readingSearch({ ...place, books: ids })}`, { scroll: false });
        },
        () => {
          /* the API cannot be reached: the reading stays as it is */
        },
      );
    return () => {
      live = false;
    };
    // `key` stands for `books` (a new array each render); the place is the page's own.
  }, [key]);
  return null;
}
