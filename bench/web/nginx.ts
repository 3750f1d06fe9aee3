import { readFileSync } from 'node:fs';

/** Cache statuses (X-Cache, `cache` in the log) of the log's lines from byte `from` on, by URI test. */
export function cacheStatuses(
  accessLog: string,
  from: number,
  uri: (u: string) => boolean,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(accessLog).subarray(from).toString('utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { uri: string; cache: string };
      if (!uri(entry.uri)) continue;
      const key = entry.cache || '-';
      counts[key] = (counts[key] ?? 0) + 1;
    } catch {
      /* a line cut by the buffer */
    }
  }
  return counts;
}
