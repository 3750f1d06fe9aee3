import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { routing } from './routing';
import { loadMessages } from './messages';

/**
 * The locale of a render is the root layout's `[locale]` param (next/root-params): known without
 * reading the request, so pages stay cacheable documents; an explicit `getTranslations({locale})`
 * wins.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: 'UTC' };
});
