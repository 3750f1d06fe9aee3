'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useFragmentToggle } from '@/lib/hooks/useFragmentToggle';

/**
 * The hamburger of the mobile header: a link to the menu (useFragmentToggle), so a phone opens it
 * before hydration and without JavaScript too; once hydrated it sets `data-menu-open` on the header.
 */
export function MobileMenuToggle({ controls }: { controls: string }) {
  const t = useTranslations('nav');
  const { open, setOpen, linkProps } = useFragmentToggle(controls);
  useEffect(() => {
    if (open === null) return;
    document.getElementById('site-header')?.setAttribute('data-menu-open', String(open));
  }, [open]);
  // The header outlives client navigations: a link followed from the menu closes it.
  const pathname = usePathname();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    setOpen((o) => (o ? false : o));
  }, [pathname, setOpen]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setOpen]);
  return (
    <a
      {...linkProps}
      className="icon-button mobile-menu-toggle"
      aria-label={open ? t('closeMenu') : t('openMenu')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </a>
  );
}
