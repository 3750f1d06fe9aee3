/**
 * The book picker's catalogue in the browser: the API's books answer through the typed client, asked
 * when a reader opens the picker (the reading document carries only the chosen books). One request
 * per page life and locale; the browser's HTTP cache keeps the answer (the API sends Cache-Control).
 */
import type { Lang } from '@tafsir/client';
import { browserApi } from './api-browser';
import { pickerBookFromWire, type PickerBook } from './picker';

const loads = new Map<string, Promise<PickerBook[]>>();

export function loadCatalogue(apiBase: string, locale: string): Promise<PickerBook[]> {
  const key = `${apiBase} ${locale}`;
  let load = loads.get(key);
  if (!load) {
    load = browserApi(apiBase)
      .books({ lang: locale as Lang })
      .then((a) => [...a.enterpretation, ...a.translation].map((b) => pickerBookFromWire(b, locale)));
    // A failed load is asked again on the next opening.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}
