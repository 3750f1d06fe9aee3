'use client';

import { useEffect } from 'react';
import { useLocaleRouter } from '@/i18n/locale-router';

/**
 * Keyboard page navigation (spec §2): the arrow pointing at the "next" button goes forward. In rtl the
 * next page lies to the left (as in a printed mushaf), in ltr to the right. Ignored while typing.
 */
export function PageKeys({ prevHref, nextHref }: { prevHref: string | null; nextHref: string | null }) {
  const router = useLocaleRouter();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      // Widgets whose own arrows move inside them: the tabs, the words of a verse (WordStudy).
      if (target?.closest('[role="tablist"], [role="toolbar"]')) return;
      const rtl = document.documentElement.dir === 'rtl';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (e.key === forward && nextHref) {
        e.preventDefault();
        router.push(nextHref, { scroll: false });
      } else if (e.key === backward && prevHref) {
        e.preventDefault();
        router.push(prevHref, { scroll: false });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [router, prevHref, nextHref]);
  return null;
}
