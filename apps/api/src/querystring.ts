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
