'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** The hamburger of the mobile header: toggles `data-menu-open` on the header (CSS shows the nav). */
export function MobileMenuToggle({ controls }: { controls: string }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    document.getElementById('site-header')?.setAttribute('data-menu-open', String(open));
  }, [open]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <button
      type="button"
      className="icon-button mobile-menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('closeMenu') : t('openMenu')}
      onClick={() => setOpen((o) => !o)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
