'use client';

import dynamic from 'next/dynamic';
import { useState, type MouseEvent, type ReactNode } from 'react';
import type { ReadingPlace } from './BookPickerForm';

/** The dialog, its form and the search rules: loaded when a reader first opens the picker. */
const PickerDialog = dynamic(() => import('./PickerDialog').then((m) => m.PickerDialog), { ssr: false });

/**
 * The reading view's way into the book picker: a link to the picker page (`href`, what it is without
 * JavaScript or opened in another tab) that, with JavaScript, opens the picker in a dialog over the
 * reading instead (PickerDialog).
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
  const [open, setOpen] = useState(false);
  // A mouse or trackpad: the search box takes the focus; on a touch screen it would raise the
  // keyboard over the list, so the dialog's first control (close) has it.
  const [focusSearch, setFocusSearch] = useState(false);

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // Another tab or window: the picker page.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setFocusSearch(window.matchMedia('(pointer: fine)').matches);
    setOpen(true);
  };

  return (
    <>
      <a href={href} className={className} onClick={onClick} aria-haspopup="dialog">
        {children}
      </a>
      {open && (
        <PickerDialog
          pageHref={href}
          chosen={chosen}
          place={place}
          apiBase={apiBase}
          focusSearch={focusSearch}
          onClosed={() => setOpen(false)}
        />
      )}
    </>
  );
}
