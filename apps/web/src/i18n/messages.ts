import type { LocaleCode } from './locales';

// Namespaces are plain objects; a message is a string, or a compiled form when precompiled.
type Messages = { [key: string]: unknown };

const isNamespace = (v: unknown): v is Messages => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge: keys missing in `primary` are taken from `fallback` (Arabic is the fallback, spec §1). */
export function withFallback(primary: Messages, fallback: Messages): Messages {
  const out: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = out[key];
    out[key] = isNamespace(value) && isNamespace(base) ? withFallback(value, base) : value;
  }
  return out;
}

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  // Shell messages (messages/*.json) merged with the other pages' namespaces (messages/pages/*.json),
  // the developer page's (messages/developer/*.json) and the catalogue's names (messages/catalogue/*.json).
  const load = async (code: string): Promise<Messages> =>
    withFallback(
      (await import(`../../messages/catalogue/${code}.json`)).default as Messages,
      withFallback(
        (await import(`../../messages/developer/${code}.json`)).default as Messages,
        withFallback(
          (await import(`../../messages/pages/${code}.json`)).default as Messages,
          (await import(`../../messages/${code}.json`)).default as Messages,
        ),
      ),
    );
  const ar = await load('ar');
  if (locale === 'ar') return ar;
  return withFallback(await load(locale), ar);
}
