import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './lib/db-errors.js';

/**
 * One error format for every failure: `{ statusCode, error, message }`. Validation messages name the
 * parameter; 404s use the wording of spec §8. Bad input never becomes a 500: only an unexpected
 * exception does, and it is logged with its stack while the client gets the spec's generic message.
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export function statusText(statusCode: number): string {
  return STATUS_TEXT[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** Spec §8 wordings. */
export const MESSAGES = {
  pageNotFound: 'This page could not be found',
  internal: 'Internal Server Error Occurred, Please try later',
  authorNotFound: 'Author Details Does Not Exist',
  bookNotFound: 'Enterpretation/Translation not found',
  unauthorized: 'A valid public bearer credential is required (Authorization: Bearer <token>)',
} as const;

/** An error with an HTTP status and a message meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { statusCode: this.statusCode, error: statusText(this.statusCode), message: this.message };
  }
}

/** 400 for a parameter: the message always starts with the parameter's name. */
export function badRequest(param: string, problem: string): HttpError {
  return new HttpError(400, `Invalid parameter '${param}': ${problem}`);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The parameter an AJV error is about: the first segment of its path, or the missing/extra property. */
function parameterOf(error: AjvLikeError): string {
  const params = error.params ?? {};
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  if (typeof params.additionalProperty === 'string') return params.additionalProperty;
  const segment = (error.instancePath ?? '').split('/').filter(Boolean)[0];
  return segment ? decodeURIComponent(segment.replace(/~1/g, '/').replace(/~0/g, '~')) : 'request';
}

function problemOf(error: AjvLikeError): string {
  const params = error.params ?? {};
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `must be one of ${params.allowedValues.join(', ')}`;
  }
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not a known parameter';
  // Errors inside a list name the item: "book_ids/3 must be integer".
  const rest = (error.instancePath ?? '').split('/').filter(Boolean).slice(1);
  const where = rest.length ? `item ${rest.join('/')} ` : '';
  return `${where}${error.message ?? 'is invalid'}`;
}

export function validationErrorBody(errors: readonly AjvLikeError[]): ErrorBody {
  const first = errors[0] ?? {};
  return badRequest(parameterOf(first), problemOf(first)).toBody();
}

/** An error carrying response headers (http-errors' `headers`, e.g. a 416's Content-Range). */
type Headed = { headers?: Record<string, string> };

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: AjvLikeError[] } & Headed, request, reply) => {
    // Every 429 says when to come back (issue 20); the limiters set their own window's value.
    const status429 = error instanceof HttpError ? error.statusCode === 429 : error.statusCode === 429;
    if (status429 && !reply.hasHeader('retry-after')) reply.header('retry-after', 60);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      return reply.code(400).send(validationErrorBody(error.validation));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed URL, unsupported media type, body too large, rate limit…),
      // and @fastify/send's (a 416 with its Content-Range): their headers go out, as with Fastify's
      // default handler.
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(status)
        .send({ statusCode: status, error: statusText(status), message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or locked: a clear, retryable 503 rather than a 500 (issue 7).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ statusCode: 503, error: statusText(503), message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, error: statusText(500), message: MESSAGES.internal });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send({ statusCode: 404, error: statusText(404), message: MESSAGES.pageNotFound });
  });
}
