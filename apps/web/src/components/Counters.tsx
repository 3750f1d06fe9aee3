'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { browserApi } from '@/lib/api-browser';
import { isPrerendering, optedOut, pageHitOf, VISIT_KEY, type PrivacySignals } from '@/lib/counters';

/** A request id for a retried send to be counted once (the API's request_id). */
const requestId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

/**
 * Sends the visitor and page-hit counters (spec §7) after each page view, rules in lib/counters.ts.
 *
 * fetch with `keepalive`, not navigator.sendBeacon: the /api/v2 counters require the public bearer
 * credential in an `Authorization` header (spec §6; apps/api/src/routes/v2/auth.ts), and a beacon
 * cannot carry a header. keepalive gives what a beacon would: the request outlives the page when the
 * reader leaves at once. Failures are ignored (spec §8: counters never disturb reading).
 * It reads the query (useSearchParams): the layout renders it inside <Suspense>, so cached pages stay
 * static and only this island waits for the browser.
 */
export function Counters({ apiBase, token }: { apiBase: string; token: string }) {
  const pathname = usePathname();
  // Each reading state is a page view too (`/ar?sura=2&aya=255` → `?sura=2&aya=256` keeps the path).
  const query = useSearchParams().toString();
  useEffect(() => {
    const nav = navigator as Navigator & { msDoNotTrack?: string; globalPrivacyControl?: boolean };
    const signals: PrivacySignals = {
      doNotTrack: nav.doNotTrack,
      msDoNotTrack: nav.msDoNotTrack,
      windowDoNotTrack: (window as Window & { doNotTrack?: string }).doNotTrack,
      globalPrivacyControl: nav.globalPrivacyControl,
    };
    if (optedOut(signals)) return;
    const hit = pageHitOf(pathname);
    const api = browserApi(apiBase, token);
    const options = { init: { keepalive: true, credentials: 'omit' } };
    const send = () => {
      // An error page (404, 500: they all draw .error-page) is no view of the page its path names,
      // whose id may not even exist; the visit still counts.
      if (hit && !document.querySelector('.error-page')) {
        api.recordPageHits({ ...hit, request_id: requestId() }, options).catch(() => {});
      }
      let counted = false;
      try {
        counted = sessionStorage.getItem(VISIT_KEY) === '1';
        sessionStorage.setItem(VISIT_KEY, '1');
      } catch {
        /* storage off: counted per page load; the API keeps one visitor a day per browser anyway */
      }
      if (!counted) api.recordVisitor({}, options).catch(() => {});
    };
    // After load (the counters never compete with the page's own requests), and for a prerendered
    // document only once the reader actually opens it.
    const afterLoad = () => {
      if (document.readyState === 'complete') send();
      else window.addEventListener('load', send, { once: true });
    };
    if (isPrerendering(document)) {
      document.addEventListener('prerenderingchange', afterLoad, { once: true });
      return () => document.removeEventListener('prerenderingchange', afterLoad);
    }
    afterLoad();
    return () => window.removeEventListener('load', send);
  }, [pathname, query, apiBase, token]);
  return null;
}
