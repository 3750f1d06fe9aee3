'use client';

import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing';
import { localeSwitchHref } from '@/lib/locale-switch';

/**
 * The language menu's list. The server links each locale's home (the document is the same for every
 * address); here each link is pointed at the page being read now: after hydration, and again before
 * one is followed (pointer, touch or keyboard focus: the header is not rendered again on client
 * navigations). Following one keeps the chosen locale in its cookie (spec §4, §9).
 */
export function LanguageLinks({ children }: { children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  const follow = () => {
    const here = window.location.pathname + window.location.search;
    for (const a of list.current?.querySelectorAll<HTMLAnchorElement>('a[data-locale]') ?? [])
      a.setAttribute('href', localeSwitchHref(a.dataset.locale!, here));
  };
  useEffect(follow, []);
  const remember = (e: SyntheticEvent<HTMLUListElement>) => {
    const code = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-locale]')?.dataset.locale;
    if (code)
      document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  };
  return (
    <ul
      ref={list}
      className="menu-list language-list"
      role="list"
      onPointerOver={follow}
      onFocus={follow}
      onTouchStart={follow}
      onMouseDown={follow}
      onClick={remember}
    >
      {children}
    </ul>
  );
}
