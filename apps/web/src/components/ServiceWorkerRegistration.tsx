'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker at the site root (spec §2; public/sw.js), in production builds only and
 * where the browser has service workers. The build version in the URL makes each build a new worker.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const version = process.env.NEXT_PUBLIC_SW_VERSION ?? 'dev';
    navigator.serviceWorker
      .register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: '/', updateViaCache: 'none' })
      .catch((err: unknown) => console.warn('[sw] registration failed', err));
  }, []);
  return null;
}
