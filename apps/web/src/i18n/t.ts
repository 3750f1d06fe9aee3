'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { localDigits } from '@/lib/digits';

type Values = Record<string, string | number | Date>;

/** useTranslations whose output shows the locale's digits (spec §5). */
export function useT(namespace: string): (key: string, values?: Values) => string {
  const t = useTranslations(namespace);
  const locale = useLocale();
  return useCallback((key: string, values?: Values) => localDigits(t(key, values), locale), [t, locale]);
}
