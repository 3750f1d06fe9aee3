'use client';

import { useEffect } from 'react';
import { useLocaleRouter } from '@/i18n/locale-router';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Spec §4/§9: prefetch the next 3 pages, except on 2g connections or with data saver on. */
export function PrefetchPages({ hrefs }: { hrefs: string[] }) {
  const router = useLocaleRouter();
  useEffect(() => {
    const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (conn?.saveData || /(^|-)2g$/.test(conn?.effectiveType ?? '')) return;
    const id = window.setTimeout(() => hrefs.slice(0, 3).forEach((h) => router.prefetch(h)), 200);
    return () => window.clearTimeout(id);
  }, [router, hrefs]);
  return null;
}
