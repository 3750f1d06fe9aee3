import { LRUCache } from 'lru-cache';
import { getLocale, getTranslations } from 'next-intl/server';
import { localDigits } from '@/lib/digits';

type Values = Record<string, string | number | Date>;
/** A translation function already bound to a namespace (server components pass it down, synchronous). */
export type ServerT = (key: string, values?: Values) => string;

/**
 * Formatted messages, shared by every render: a message depends only on the locale, the key and the
 * values, and a reading page formats hundreds (a label for each juz and hizb row, each book's death
 * year), most of them the same from one page to the next. Bounded by count.
 */
const formatted = new LRUCache<string, string>({ max: 20_000 });

/** getTranslations whose output shows the locale's digits (spec §5). */
export async function getT(namespace: string): Promise<ServerT> {
  const [t, locale] = await Promise.all([getTranslations(namespace), getLocale()]);
  const prefix = `${locale}\u0000${namespace}\u0000`;
  return (key: string, values?: Values) => {
    const id = prefix + key + (values ? `\u0000${JSON.stringify(values)}` : '');
    let text = formatted.get(id);
    if (text === undefined) formatted.set(id, (text = localDigits(t(key, values), locale)));
    return text;
  };
}
