import querystring from 'fast-querystring';

export type ParsedQuery = Record<string, string | string[]>;

/**
 * Query strings as spec §7 writes them: arrays are repeated `key[]=value` pairs, other values
 * `key=value`. `book_ids[]=3&book_ids[]=7`, `book_ids=3&book_ids=7` and `book_ids[]=3` all arrive as
 * `book_ids: ['3', '7']` / `['3']`; comma lists (`book_ids=3,7`) are split by the route's parser.
 *
 * An empty value (`sura=`) counts as absent, so defaults apply instead of a type error: browsers and
 * older clients send empty fields (spec: record-page-hits' `id` "may be empty").
 */
export function parseQueryString(input: string): ParsedQuery {
  const raw = querystring.parse(input) as Record<string, string | string[]>;
  const out: ParsedQuery = Object.create(null) as ParsedQuery;
  for (const key of Object.keys(raw)) {
    const value = raw[key]!;
    const isList = key.endsWith('[]');
    const name = isList ? key.slice(0, -2) : key;
    if (name === '') continue;
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== '');
    if (values.length === 0) continue;
    const previous = out[name];
    if (previous === undefined) {
      out[name] = isList || values.length > 1 ? values : values[0]!;
    } else {
      out[name] = [...(Array.isArray(previous) ? previous : [previous]), ...values];
    }
  }
  return out;
}

/**
 * The parameter whose value holds percent-escapes that are no UTF-8 text (`keyword=%FF%FE`, a lone
 * `%C0`), if any. fast-querystring keeps such a value as it was sent, so `%FF` would be searched as
 * the letters "ff": the client sent bytes, not text, and is told so. A `%` not followed by two hex
 * digits is a plain character (kept, as browsers send it from a hand-typed address).
 */
export function malformedEscapes(query: string): string | undefined {
  for (const pair of query.split('&')) {
    for (const run of pair.match(/(?:%[0-9A-Fa-f]{2})+/g) ?? []) {
      try {
        decodeURIComponent(run);
      } catch {
        const key = pair.split('=', 1)[0]!;
        try {
          return decodeURIComponent(key.replace(/\+/g, ' ')).replace(/\[\]$/, '');
        } catch {
          return 'query string'; // the name itself is no text
        }
      }
    }
  }
  return undefined;
}

/**
 * AJV coerces "1e400" to Infinity and then skips minimum/maximum for non-finite numbers, so an
 * integer parameter can arrive as Infinity. This preHandler hook (after validation) turns any
 * non-finite number in the query or path into the usual 400 naming the parameter.
 */
export function findNonFinite(...parts: unknown[]): string | undefined {
  for (const part of parts) {
    if (!part || typeof part !== 'object') continue;
    for (const [key, value] of Object.entries(part as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return key;
    }
  }
  return undefined;
}

/** A decimal integer as a client writes one (AJV's coercion also takes "1e1", "0x10", "1_0"…). */
const DECIMAL_INTEGER_RE = /^\s*[+-]?\d+\s*$/;

const integerNames = new WeakMap<object, string[]>();
/** The names of an object schema's integer properties (or lists of integers), read once per schema. */
function integerProperties(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  let names = integerNames.get(schema);
  if (!names) {
    const isInteger = (s: unknown): boolean => {
      const node = s as { type?: unknown; items?: unknown; anyOf?: unknown[] } | undefined;
      return (
        node?.type === 'integer' ||
        (node?.type === 'array' && isInteger(node.items)) ||
        (Array.isArray(node?.anyOf) && node.anyOf.some(isInteger))
      );
    };
    const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
    names = Object.keys(properties).filter((name) => isInteger(properties[name]));
    integerNames.set(schema, names);
  }
  return names;
}

/**
 * The first integer parameter (by the route's schema) whose value is not written as a decimal
 * integer: AJV's type coercion turns "1e1" into 10 and "0x10" into 16, so /page?sura=1e1 read sura 10
 * while the site answers 404 for it. Checked before validation, on the values as sent.
 */
export function looseInteger(schema: unknown, values: unknown): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const name of integerProperties(schema)) {
    const value = (values as Record<string, unknown>)[name];
    const list = Array.isArray(value) ? value : [value];
    if (list.some((v) => typeof v === 'string' && v !== '' && !DECIMAL_INTEGER_RE.test(v))) return name;
  }
  return undefined;
}
