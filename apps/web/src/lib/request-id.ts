/**
 * The request id of the page being rendered (issue 9): the incoming `X-Request-Id` (nginx sets one)
 * when it looks like an id, else one generated for this request. Every API call the web server makes
 * for the request carries it, so the API's log lines of a reading share the proxy's id.
 */
import { randomUUID } from 'node:crypto';
import { cache } from 'react';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The same rule as the API: short and plain (it ends up in logs and headers). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The incoming id when it is acceptable, else a new UUID. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** One id per server render (React's per-request cache); null outside a request. */
export const currentRequestId = cache(async (): Promise<string | null> => {
  try {
    const { headers } = await import('next/headers');
    return requestIdFrom((await headers()).get(REQUEST_ID_HEADER));
  } catch {
    return null;
  }
});

/** Headers for an API call made while rendering: the request id when there is a request. */
export async function requestIdHeaders(): Promise<Record<string, string>> {
  const id = await currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}
