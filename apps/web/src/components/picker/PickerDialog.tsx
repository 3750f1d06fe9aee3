'use client';

import { useLocale } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocaleRouter } from '@/i18n/locale-router';
import { useT } from '@/i18n/t';
import { loadCatalogue } from '@/lib/catalogue-client';
import { saveLastBooks } from '@/lib/last-books';
import type { PickerBook } from '@/lib/picker';
import { readingSearch } from '@/lib/reading-query';
import { BookPickerForm, type ReadingPlace } from './BookPickerForm';

type Catalogue = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; books: PickerBook[] };

/**
 * The book picker in a modal dialog over the reading (loaded by PickerButton when a reader opens it):
 * the catalogue is asked of the API now; applying navigates to the reading URL of the chosen books and
 * keeps them as `lastBooks`. The native dialog keeps the focus inside, closes on Escape and gives the
 * focus back to the link that opened it.
 */
export function PickerDialog({
  pageHref,
  chosen,
  place,
  apiBase,
  focusSearch,
  onClosed,
}: {
  /** The picker page: the way on when the catalogue cannot be loaded. */
  pageHref: string;
  chosen: number[];
  place: ReadingPlace;
  apiBase: string;
  focusSearch: boolean;
  onClosed: () => void;
}) {
  const t = useT('picker');
  const locale = useLocale();
  const router = useLocaleRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });

  useEffect(() => {
    dialog.current?.showModal();
    let live = true;
    loadCatalogue(apiBase, locale).then(
      (books) => live && setCatalogue({ status: 'ready', books }),
      () => live && setCatalogue({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [apiBase, locale]);

  const apply = (ids: number[]) => {
    saveLastBooks(ids);
    dialog.current?.close();
    router.push(`/?${readingSearch({ ...place, books: ids })}`, { scroll: false });
  };

  return (
    <dialog ref={dialog} className="picker-dialog" aria-labelledby={titleId} onClose={onClosed}>
      <div className="picker-dialog-head">
        <h2 id={titleId}>{t('title')}</h2>
        <button
          type="button"
          className="icon-button picker-close"
          onClick={() => dialog.current?.close()}
          aria-label={t('close')}
        >
          ×
        </button>
      </div>
      {catalogue.status === 'ready' ? (
        <BookPickerForm
          books={catalogue.books}
          chosen={chosen}
          place={place}
          onApply={apply}
          autoFocus={focusSearch}
        />
      ) : catalogue.status === 'failed' ? (
        <p className="picker-note" role="alert">
          {t('failed')} <a href={pageHref}>{t('openPage')}</a>
        </p>
      ) : (
        <p className="picker-note" role="status">
          {t('loading')}
        </p>
      )}
    </dialog>
  );
}
