import { getLocale, getTranslations } from 'next-intl/server';
import { localDigits } from '@/lib/digits';

type Values = Record<string, string | number | Date>;
/** A translation function already bound to a namespace (server components pass it down, synchronous). */
export type ServerT = (key: string, values?: Values) => string;

/** getTranslations whose output shows the locale's digits (spec §5). */
export async function getT(namespace: string): Promise<ServerT> {
  const [t, locale] = await Promise.all([getTranslations(namespace), getLocale()]);
  return (key: string, values?: Values) => localDigits(t(key, values), locale);
}
