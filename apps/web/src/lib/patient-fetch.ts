import type { ClientOptions } from '@tafsir/client';

type Fetch = NonNullable<ClientOptions['fetch']>;

/**
 * The web server's fetch of the API (issue 32, item 15). The API sheds load: past its slots for
 * content answers it answers 429 with Retry-After (apps/api plugins/admission.ts), and 503 with
 * Retry-After when its database is busy. A render is not a reader who can be asked to try again: it
 * waits as told and asks again, a bounded number of times, so that a handful of first renders at once
 * (link prefetches) are pages, not 500s. Anything else — an answer, another error, no Retry-After, or
 * one longer than MAX_WAIT_MS — is returned as it came.
 */
export const MAX_ATTEMPTS = 5;
export const MAX_WAIT_MS = 5_000;
/** Each retry also waits up to this long more, so that the renders refused together do not return together. */
const JITTER_MS = 400;
/** Sent with each retry: a retry is then never answered from the render's memo of the first call. */
export const ATTEMPT_HEADER = 'x-tafsir-attempt';

/** Milliseconds to wait for a Retry-After value (seconds or an HTTP date), or null if there is none. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function patientFetch(
  doFetch: Fetch = (input, init) => globalThis.fetch(input, init),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  random: () => number = Math.random,
): Fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      const headers = new Headers(init?.headers);
      if (attempt > 1) headers.set(ATTEMPT_HEADER, String(attempt));
      const res = await doFetch(input, attempt > 1 ? { ...init, headers } : init);
      if ((res.status !== 429 && res.status !== 503) || attempt >= MAX_ATTEMPTS) return res;
      const wait = retryAfterMs(res.headers.get('retry-after'));
      if (wait === null || wait > MAX_WAIT_MS) return res;
      await res.arrayBuffer().catch(() => undefined); // read to its end: the render's fetch may be sharing it
      await sleep(wait + Math.round(random() * JITTER_MS));
    }
  };
}
