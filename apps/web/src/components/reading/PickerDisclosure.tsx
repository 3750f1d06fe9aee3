'use client';

import { useEffect, useState, type ReactNode } from 'react';

/**
 * Open or closed as the reader last left it in this document: each reading state is its own page,
 * mounted anew by a client navigation, and choosing a book must not close the picker.
 */
let lastOpen: boolean | null = null;

/**
 * The book picker's disclosure: open at first when no book is chosen, then it stays as the reader
 * leaves it across the pages of the reading view.
 */
export function PickerDisclosure({
  initialOpen,
  summary,
  children,
}: {
  initialOpen: boolean;
  summary: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initialOpen);
  // After hydration (the server renders initialOpen): the state the reader left it in.
  useEffect(() => {
    if (lastOpen === null) lastOpen = initialOpen;
    else setOpen(lastOpen);
  }, [initialOpen]);
  return (
    <details
      className="book-picker-wrap"
      open={open}
      onToggle={(e) => {
        lastOpen = e.currentTarget.open;
        setOpen(lastOpen);
      }}
    >
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
