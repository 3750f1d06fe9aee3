/**
 * Errors meaning "the database cannot be reached or written right now" (as opposed to a bug): the
 * client gets a 503 with Retry-After, so a message or a counter is never silently lost — the sender
 * knows it was not stored and can try again.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|READONLY|CANTOPEN|IOERR|FULL|PROTOCOL|NOTADB|CORRUPT)/;
/** Node socket errors seen by the PostgreSQL driver. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL SQLSTATE classes 08 (connection), 53 (resources), 57P (operator intervention), lock timeout, read-only. */
const PG_UNAVAILABLE = /^(08...|53...|57P0[1-4]|55P03|25006|40001|40P01)$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /The database connection is not open/i,
  /driver has already been destroyed/i,
  /Cannot use a pool after calling end/i,
  /database is locked/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (SQLITE_UNAVAILABLE.test(code) || SOCKET_CODES.has(code) || PG_UNAVAILABLE.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (MESSAGES.some((m) => m.test(message))) return true;
    // AggregateError (pg connecting to several addresses) and wrapped causes.
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (database unreachable); nothing was stored. Please try later';
