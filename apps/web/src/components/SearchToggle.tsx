'use client';

import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '@/i18n/t';

const FORM_ID = 'site-search-form';

/**
 * Spec §2/§4: on phones the search box is folded behind a toggle. The toggle is a link to the form, so
 * the header is laid out folded from the first paint: before hydration and without JavaScript a tap
 * shows the box through `:target` (globals.css). Once hydrated it toggles `data-search` on the header
 * instead. Before, the box stayed open until this ran and the header then lost a row: a layout shift
 * of 0.04 on every phone visit (Lighthouse, issue 5).
 */
export function SearchToggle() {
  const t = useT('search');
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    // A tap before hydration opened the box through the address's #fragment: keep it open.
    setOpen((o) => o ?? window.location.hash === `#${FORM_ID}`);
  }, []);
  useEffect(() => {
    if (open === null) return;
    document.getElementById('site-header')?.setAttribute('data-search', open ? 'open' : 'closed');
    if (open) document.getElementById('site-search')?.focus();
  }, [open]);
  const toggle = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault();
    setOpen((o) => !o);
  };
  return (
    <a
      href={`#${FORM_ID}`}
      role="button"
      className="icon-button search-toggle"
      aria-expanded={open === true}
      aria-controls={FORM_ID}
      aria-label={t('toggle')}
      onClick={toggle}
      onKeyDown={(e) => e.key === ' ' && toggle(e)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </a>
  );
}
