'use client';

import { useCallback, useEffect, useState } from 'react';
import { CHANGE_EVENT, readIndex, type KeptIndex } from './kept';

/** The kept-books index, kept current across components and tabs (null while it loads). */
export function useKeptIndex(): [KeptIndex | null, () => void] {
  const [index, setIndex] = useState<KeptIndex | null>(null);
  const refresh = useCallback(() => {
    readIndex().then(setIndex, () => setIndex({ books: [], quran: [] }));
  }, []);
  useEffect(() => {
    refresh();
    const onFocus = () => refresh();
    window.addEventListener(CHANGE_EVENT, refresh);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener(CHANGE_EVENT, refresh);
      window.removeEventListener('focus', onFocus);
    };
  }, [refresh]);
  return [index, refresh];
}
