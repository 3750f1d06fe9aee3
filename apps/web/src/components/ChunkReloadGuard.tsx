'use client';

import { useEffect } from 'react';
import { RELOAD_KEY, shouldReload } from '@/lib/chunk-reload';

/** Reloads the page once after a chunk-load failure (guarded to once per 60 s). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (err: unknown) => {
      let last = 0;
      try {
        last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      } catch {
        /* storage disabled */
      }
      if (!shouldReload(err, last, Date.now())) return;
      try {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      } catch {
        return; // without the guard a reload could loop
      }
      window.location.reload();
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
