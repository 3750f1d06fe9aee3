'use client';

import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { saveLastBooks } from '@/lib/last-books';

/**
 * The "×" of a chosen book: reads without it, and keeps the books left as the reader's `lastBooks`
 * first — else removing the last one would open a reading URL naming no book, which LastBooks fills
 * again with the remembered selection (the book came straight back). Without JavaScript it is a plain
 * link, and nothing is restored either.
 */
export function RemoveBookLink({
  href,
  remaining,
  label,
  children,
}: {
  href: string;
  remaining: number[];
  label: string;
  children: ReactNode;
}) {
  return (
    <Link
      className="chosen-remove"
      href={href}
      scroll={false}
      prefetch={false}
      aria-label={label}
      onClick={() => saveLastBooks(remaining)}
    >
      {children}
    </Link>
  );
}
