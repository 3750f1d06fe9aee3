/**
 * A load run with autocannon: `connections` keep-alive connections for `seconds`, the paths taken in
 * turn from one shared cycle (so 50 connections spread over every URL instead of each walking the list
 * from its start), with a browser's Accept-Encoding.
 */
import autocannon from 'autocannon';

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'tafsir-bench-web' };

export interface LoadResult {
  requests: number;
  /** Mean of autocannon's per-second samples. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  statuses: Record<number, number>;
  /** Mean bytes per answer as sent (compressed). */
  bytes: number;
}

export async function load(
  base: string,
  paths: readonly string[],
  opts: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  let next = 0;
  const statuses: Record<number, number> = {};
  const instance = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
    headers: opts.headers ?? BROWSER_HEADERS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
  });
  instance.on('response', (_client: unknown, status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const r = await instance;
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.non2xx + r.errors + r.timeouts,
    statuses,
    bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

export function loadLine(r: LoadResult): string {
  return `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.requests} requests, errors ${r.errors} (statuses ${JSON.stringify(r.statuses)}), ${(r.bytes / 1024).toFixed(1)} KB/answer (${((r.rps * r.bytes) / 1048576).toFixed(1)} MB/s)`;
}
