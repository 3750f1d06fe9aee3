'use client';

import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * A header toggle that is a link to what it opens (`#id`), so the server's HTML lays the header out
 * folded and a tap opens it through `:target` before hydration and without JavaScript (globals.css).
 * Once hydrated, the link toggles `open` instead (no #fragment), which the caller mirrors onto the
 * header. `open` is null until then; a tap before hydration (the address ends in #id) starts it open.
 */
export function useFragmentToggle(id: string) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    setOpen((o) => o ?? window.location.hash === `#${id}`);
  }, [id]);
  const toggle = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault();
    setOpen((o) => !o);
  };
  const linkProps = {
    href: `#${id}`,
    role: 'button',
    'aria-controls': id,
    'aria-expanded': open === true,
    onClick: toggle,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === ' ') toggle(e);
    },
  } as const;
  return { open, setOpen, linkProps };
}
