'use client';

import { useState, type ReactNode } from 'react';

/**
 * The book picker's disclosure: open at first when no book is chosen, then it stays as the reader
 * leaves it (choosing a book re-renders the page on the server without closing it).
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
  return (
    <details className="book-picker-wrap" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
