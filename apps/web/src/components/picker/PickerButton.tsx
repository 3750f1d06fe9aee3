'use client';

import { useLocale } from 'next-intl';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocaleRouter } from '@/i18n/locale-router';
import { useT } from '@/i18n/t';
import { loadCatalogue } from '@/lib/catalogue-client';
import { saveLastBooks } from '@/lib/last-books';
import type { PickerBook } from '@/lib/picker';
import { readingSearch } from '@/lib/reading-query';
import { BookPickerForm, type ReadingPlace } from './BookPickerForm';

type Catalogue = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; books: PickerBook[] };

/**
 * The reading view's way into the book picker: a link to the picker page (`href`, what it is without
 * JavaScript or opened in a new tab) that, with JavaScript, opens the picker in a modal dialog over the
 * reading instead, with the catalogue asked of the API at that moment. Applying navigates to the
 * reading URL of the chosen books and keeps them as `lastBooks`.
 */
export function PickerButton({
  href,
  className,
  children,
  chosen,
  place,
  apiBase,
}: {
  href: string;
  className: string;
  children: ReactNode;
  chosen: number[];
  place: ReadingPlace;
  apiBase: string;
}) {
  const t = useT('picker');
  const locale = useLocale();
  const router = useLocaleRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  // A mouse or trackpad: the search box takes the focus; on a touch screen it would raise the keyboard
  // over the list, so the dialog's first control (close) has it.
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    let live = true;
    loadCatalogue(apiBase, locale).then(
      (books) => live && setCatalogue({ status: 'ready', books }),
      () => live && setCatalogue({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, apiBase, locale]);

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // Another tab or window: the picker page.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setTyping(window.matchMedia('(pointer: fine)').matches);
    setOpen(true);
  };

  const apply = (ids: number[]) => {
    saveLastBooks(ids);
    dialog.current?.close();
    router.push(`/?${readingSearch({ ...place, books: ids })}`, { scroll: false });
  };

  return (
    <>
      <a href={href} className={className} onClick={onClick} aria-haspopup="dialog">
        {children}
      </a>
      {open && (
        <dialog
          ref={dialog}
          className="picker-dialog"
          aria-labelledby={titleId}
          // Escape, the close button or applying: the dialog goes and the focus returns to the link.
          onClose={() => setOpen(false)}
        >
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
              autoFocus={typing}
            />
          ) : catalogue.status === 'failed' ? (
            <p className="picker-note" role="alert">
              {t('failed')} <a href={href}>{t('openPage')}</a>
            </p>
          ) : (
            <p className="picker-note" role="status">
              {t('loading')}
            </p>
          )}
        </dialog>
      )}
    </>
  );
}
