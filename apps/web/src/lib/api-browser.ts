import { createClient, type TafsirClient } from '@tafsir/client';

/**
 * The browser's door to the API (the server's is lib/api.ts): the typed client of packages/client at
 * the public API origin the server renders into the page (`publicApiBase()`), one per origin (and
 * public counter token) for the page's life. Used by the islands that fetch after load: the picker's
 * catalogue, search as you type, a tapped word, interlinear translations, offline copies, counters.
 */
const clients = new Map<string, TafsirClient>();

export function browserApi(apiBase: string, publicToken?: string): TafsirClient {
  const key = `${apiBase} ${publicToken ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({ baseUrl: apiBase, ...(publicToken ? { publicToken } : {}) });
    clients.set(key, client);
  }
  return client;
}
