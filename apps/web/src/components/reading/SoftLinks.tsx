'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, type HTMLAttributes, type MouseEvent } from 'react';

/**
 * The element that had the keyboard focus when a link navigated: each reading state is its own page,
 * mounted anew, so the focus moves to the element with the same id in the new page (a sura row just
 * chosen keeps it). The id of the link, or of its nearest element that has one.
 */
let focusAfterNavigation: string | null = null;

/**
 * A container whose plain server-rendered links (`<a href="/ar?sura=…">`) navigate client-side: one
 * click handler for the whole list instead of one hydrated Link component per row (issue 5: TBT).
 * A link under the pointer or the focus is prefetched (Next keeps the page data for the click).
 * Modified clicks, other targets and external links keep the browser's behaviour; without JavaScript
 * they are ordinary links.
 */
export function SoftLinks({
  scroll = true,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { scroll?: boolean }) {
  const router = useRouter();
  /** A link of this site under the pointer or the focus: its page is fetched before the click lands. */
  const prefetch = useCallback(
    (e: { target: EventTarget | null; currentTarget: HTMLDivElement }) => {
      const a = (e.target as Element).closest?.('a[href]');
      const href = a && e.currentTarget.contains(a) ? (a.getAttribute('href') ?? '') : '';
      if (href.startsWith('/') && !href.startsWith('//')) router.prefetch(href);
    },
    [router],
  );
  const onClick = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest?.('a[href]');
      if (!a || !e.currentTarget.contains(a) || a.hasAttribute('target') || a.hasAttribute('download'))
        return;
      const href = a.getAttribute('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//')) return;
      e.preventDefault();
      focusAfterNavigation = a === document.activeElement ? (a.closest('[id]')?.id ?? null) : null;
      router.push(href, { scroll });
    },
    [router, scroll],
  );
  useEffect(() => {
    if (!focusAfterNavigation) return;
    const target = document.getElementById(focusAfterNavigation);
    // The chosen verse is no link but its words' buttons (QuranText): the focus goes to the first word.
    const focusable = 'a[href], [role="button"]';
    const link = target?.matches(focusable) ? target : target?.querySelector<HTMLElement>(focusable);
    if (!link) return;
    focusAfterNavigation = null;
    link.focus({ preventScroll: true });
  });
  return (
    <div {...rest} onClick={onClick} onPointerOver={prefetch} onFocus={prefetch}>
      {children}
    </div>
  );
}
