'use client';

import { useEffect } from 'react';
import { useT } from '@/i18n/t';
import { useFragmentToggle } from '@/lib/hooks/useFragmentToggle';

/**
 * Spec §2/§4: on phones the search box is folded behind a toggle, a link to the form (useFragmentToggle),
 * so the header is laid out folded from the first paint; once hydrated it sets `data-search` on the
 * header. Before, the box stayed open until this ran and the header then lost a row: a layout shift
 * of 0.04 on every phone visit (Lighthouse, issue 5).
 */
export function SearchToggle() {
  const t = useT('search');
  const { open, linkProps } = useFragmentToggle('site-search-form');
  useEffect(() => {
    if (open === null) return;
    document.getElementById('site-header')?.setAttribute('data-search', open ? 'open' : 'closed');
    if (open) document.getElementById('site-search')?.focus();
  }, [open]);
  return (
    <a {...linkProps} className="icon-button search-toggle" aria-label={t('toggle')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </a>
  );
}
