'use client';

import type { ReactNode, SyntheticEvent } from 'react';
import { localeSwitchHref } from '@/lib/locale-switch';

/**
 * The language menu's list. Its links were made on the server for the page first loaded; the header
 * is not rendered again on client navigations, so before a link is followed (pointer, touch or
 * keyboard focus) it is pointed at the page being read now.
 */
export function LanguageLinks({ children }: { children: ReactNode }) {
  const follow = (e: SyntheticEvent<HTMLUListElement>) => {
    const here = window.location.pathname + window.location.search;
    for (const a of e.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-locale]'))
      a.setAttribute('href', localeSwitchHref(a.dataset.locale!, here));
  };
  return (
    <ul
      className="menu-list language-list"
      role="list"
      onPointerOver={follow}
      onFocus={follow}
      onTouchStart={follow}
      onMouseDown={follow}
    >
      {children}
    </ul>
  );
}
