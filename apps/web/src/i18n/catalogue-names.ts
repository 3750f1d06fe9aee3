import { getLocale, getTranslations } from 'next-intl/server';
import { categoryKey, suraName, type SuraNames } from '@/lib/catalogue';

export type SuraNameShown = ReturnType<typeof suraName>;

/** Server components' sura names in the page's language (lib/catalogue.ts suraName, with its messages). */
export async function getSuraNamer(): Promise<(sura: SuraNames) => SuraNameShown> {
  const [t, locale] = await Promise.all([getTranslations('catalogue'), getLocale()]);
  return (sura) => suraName(sura, locale, (n) => t(`suraMeaning.${n}`));
}

/** "Al-Baqarah (The Cow)" / "البقرة": a sura name as one plain string (titles, labels). */
export function suraNameText(shown: SuraNameShown): string {
  return shown.meaning ? `${shown.name} (${shown.meaning})` : shown.name;
}

/**
 * A book category in the page's language (`category.<code>`); a code the messages do not know yet
 * (the dataset grows) shows the API's title of it, never the code.
 */
export async function getCategoryNamer(): Promise<(code: string | null, apiTitle?: string) => string | null> {
  const t = await getTranslations('category');
  return (code, apiTitle) => {
    const key = categoryKey(code, (k) => t.has(k));
    return key ? t(key) : (apiTitle ?? null);
  };
}
