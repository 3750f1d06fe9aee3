/**
 * The locale codes alone, for the routing config that client components import (next-intl's Link,
 * useRouter). Importing the @tafsir/core barrel there would ship its tables to the browser; a unit
 * test keeps this list equal to core's LOCALE_CODES.
 */
export const ROUTING_LOCALES = [
  'ar',
  'en',
  'es',
  'fa',
  'fr',
  'id',
  'it',
  'ja',
  'sw',
  'te',
  'tr',
  'ur',
  'zh',
] as const;
export const ROUTING_DEFAULT_LOCALE = 'ar';
