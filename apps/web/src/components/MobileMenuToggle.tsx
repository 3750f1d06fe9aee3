'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The hamburger of the mobile header. A link to the menu, so a phone without JavaScript (or before
 * hydration) opens it too, through `:target` (globals.css); once hydrated it toggles `data-menu-open`
 * on the header instead, which then decides.
 */
export function MobileMenuToggle({ controls }: { controls: string }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    // A tap before hydration opened the menu through the address's #fragment: keep it open.
    setOpen((o) => o ?? window.location.hash === `#${controls}`);
  }, [controls]);
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
  }, [pathname]);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const toggle = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault();
    setOpen((o) => !o);
  };
  return (
    <a
      href={`#${controls}`}
      role="button"
      className="icon-button mobile-menu-toggle"
      aria-expanded={open === true}
      aria-controls={controls}
      aria-label={open ? t('closeMenu') : t('openMenu')}
      onClick={toggle}
      onKeyDown={(e) => e.key === ' ' && toggle(e)}
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
