import type { ErrorBody } from './types.js';

/** A failed call: `status` is the HTTP status (0 when no answer arrived), `message` the server's. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly url: string,
    readonly body?: ErrorBody,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * One request with the clients' error contract: no answer → ApiError status 0; a non-2xx answer →
 * ApiError with the server's `{statusCode, error, message}` when it sent one. Returns the response.
 */
export async function send(doFetch: Fetch, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await doFetch(url, init);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(0, `request failed: ${reason}`, url, undefined, { cause });
  }
  if (!response.ok) {
    let body: ErrorBody | undefined;
    try {
      body = (await response.json()) as ErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(
      response.status,
      body?.message ?? `${response.status} ${response.statusText}`,
      url,
      body,
    );
  }
  return response;
}
