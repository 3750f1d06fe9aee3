'use client';

import { useEffect } from 'react';

/**
 * Spec §4: when a page is opened by number, the sura and verse come from its first entry and, after
 * 1000 ms, the URL query is replaced with them (history entry replaced, no navigation).
 */
export const URL_UPDATE_DELAY_MS = 1000;

export function UrlSync({ search }: { search: string }) {
  useEffect(() => {
    const id = window.setTimeout(() => {
      const url = new URL(window.location.href);
      const next = `${url.pathname}?${search}${url.hash}`;
      if (`${url.pathname}${url.search}${url.hash}` !== next)
        window.history.replaceState(window.history.state, '', next);
    }, URL_UPDATE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [search]);
  return null;
}
