'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/i18n/t';

/**
 * Spec §2/§4: on phones the search box is toggled by a button. The header is marked
 * `data-search` only once this runs, so without JavaScript the box simply stays visible.
 */
export function SearchToggle() {
  const t = useT('search');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const header = document.getElementById('site-header');
    header?.setAttribute('data-search', open ? 'open' : 'closed');
    if (open) document.getElementById('site-search')?.focus();
  }, [open]);
  return (
    <button
      type="button"
      className="icon-button search-toggle"
      aria-expanded={open}
      aria-controls="site-search-form"
      aria-label={t('toggle')}
      onClick={() => setOpen((o) => !o)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
