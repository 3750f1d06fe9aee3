/**
 * Search flood (issue 20), run by hand:
 *
 *   npx tsc -b && npx tsx bench/abuse/search-flood.ts [--clients 200] [--duration 60] [--timeout 10]
 *        [--no-baseline] [--polite] [--one-address] [--direct] [--sqlite | --database-url postgres://… --pg-schema test_fixture_i20]
 *
 * On loopback, the production shape in small: one API process (apps/api/dist/server.js, TRUST_PROXY=1,
 * the default limits) behind Debian's nginx with deploy/nginx.conf (test/nginx.ts). N clients (200),
 * each from its own loopback address (127.0.0.2, 127.0.0.3, …: distinct readers to nginx and the API),
 * each sending cache-busting searches back to back for S seconds (a random keyword, page and page size:
 * nearly every request misses nginx's cache and the API's answer cache and reaches the database).
 *
 * Prints, for the baseline (the same load with load shedding off: CONTENT_CONCURRENCY=0, the behaviour
 * before issue 20) and then with the shipped defaults: requests, statuses, timeouts (no answer within
 * --timeout s), socket errors, latency p50/p99/max of the answered (200) requests, and whether every
 * 429 carried Retry-After; then the ratios. Target: 0 timeouts, p99 ≤ 500 ms for answered requests, the
 * rest 429 with Retry-After.
 *
 * --one-address (issue 31, fair shedding): every flooding client sends from the same address (127.0.0.2)
 * while a second reader (127.0.0.3) sends 12 searches one after another, half a second apart; printed:
 * how many of the second reader's searches were answered, with the slots shared per client (shipped)
 * and with no share (baseline: CONTENT_CLIENT_SHARE as large as the slots and their line). Database: the PostgreSQL test fixture (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, schema TEST_PG_SCHEMA or test_fixture — imported by the
 * vitest global setup), or --sqlite for data/test/fixture.sqlite — or the file SQLITE_FILE names (the
 * full corpus: SQLITE_FILE=data/e2e/corpus.sqlite).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, nginxBinary, startNginx, type RunningNginx } from '../../test/nginx.js';
import { KEYWORDS } from '../search-keywords.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const clients = Number(option('clients', '200'));
const sqliteFile = process.env.SQLITE_FILE ?? join(root, 'data/test/fixture.sqlite');
const seconds = Number(option('duration', '60'));
const timeoutMs = Number(option('timeout', '10')) * 1000;
const baseline = !args.includes('--no-baseline');
const sqlite = args.includes('--sqlite');
/** --polite: a client answered 429 waits Retry-After seconds before its next request, as it is asked. */
const polite = args.includes('--polite');
const oneAddress = args.includes('--one-address');
// --direct: the clients reach the API itself, not through nginx (whose per-address request limit
// otherwise turns most of one address's flood away before the API sees it). With RATE_LIMIT_MAX very
// large it is a flood within the per-address limit (a burst, or many readers behind one address):
// `RATE_LIMIT_MAX=10000000 SQLITE_FILE=data/e2e/corpus.sqlite npx tsx bench/abuse/search-flood.ts
// --one-address --direct --sqlite --duration 30` measures the content slots' share per client alone.
const direct = args.includes('--direct');
const databaseUrl = option(
  'database-url',
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const pgSchema = option('pg-schema', process.env.TEST_PG_SCHEMA ?? 'test_fixture');

interface Outcome {
  statuses: Record<string, number>;
  latencies: number[];
  timeouts: number;
  errors: number;
  tooMany: number;
  tooManyWithRetryAfter: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function searchPath(): string {
  const words = Math.random() < 0.5 ? pick(KEYWORDS) : `${pick(KEYWORDS)} ${pick(KEYWORDS)}`;
  const page = 1 + Math.floor(Math.random() * 20);
  const perPage = 10 + Math.floor(Math.random() * 41);
  return `/api/v1/search?keyword=${encodeURIComponent(words)}&page=${page}&per_page=${perPage}`;
}

function get(agent: Agent, base: URL, path: string): Promise<{ status: number; retryAfter: number }> {
  return new Promise((res, rej) => {
    const req = request(
      { host: base.hostname, port: base.port, path, agent, headers: { 'accept-encoding': 'gzip, br' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          res({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] !== undefined,
          }),
        );
        response.on('error', rej);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', rej);
    req.end();
  });
}

async function flood(base: string): Promise<Outcome> {
  const url = new URL(base);
  const outcome: Outcome = {
    statuses: {},
    latencies: [],
    timeouts: 0,
    errors: 0,
    tooMany: 0,
    tooManyWithRetryAfter: 0,
  };
  const until = Date.now() + seconds * 1000;
  const one = async (index: number) => {
    // Each client its own loopback address (127.0.0.2 …), so nginx and the API see distinct readers;
    // with --one-address all of them 127.0.0.2.
    const localAddress = oneAddress
      ? '127.0.0.2'
      : `127.0.${Math.floor((index + 2) / 250)}.${((index + 2) % 250) + 1}`;
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const r = await get(agent, url, searchPath());
        const ms = performance.now() - started;
        outcome.statuses[r.status] = (outcome.statuses[r.status] ?? 0) + 1;
        if (r.status === 200) outcome.latencies.push(ms);
        if (r.status === 429) {
          outcome.tooMany++;
          if (r.retryAfter) outcome.tooManyWithRetryAfter++;
          if (polite && r.retryAfter > 0) await new Promise((w) => setTimeout(w, r.retryAfter * 1000));
        }
      } catch (err) {
        if ((err as Error).message === 'timeout') outcome.timeouts++;
        else outcome.errors++;
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => one(i)));
  return outcome;
}

/** The second reader of --one-address: 12 searches from 127.0.0.3, one after another, 0.5 s apart. */
async function secondReader(base: string): Promise<number[]> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.3' });
  await new Promise((w) => setTimeout(w, Math.min(5, seconds / 4) * 1000));
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    try {
      statuses.push((await get(agent, url, searchPath())).status);
    } catch {
      statuses.push(0);
    }
    await new Promise((w) => setTimeout(w, 500));
  }
  agent.destroy();
  return statuses;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summarize(label: string, o: Outcome) {
  const sorted = [...o.latencies].sort((a, b) => a - b);
  const total = Object.values(o.statuses).reduce((a, b) => a + b, 0) + o.timeouts + o.errors;
  const p99 = percentile(sorted, 99);
  console.log(
    `${label}: ${total} requests (${(total / seconds).toFixed(0)}/s), statuses ${JSON.stringify(o.statuses)}, ` +
      `timeouts ${o.timeouts}, socket errors ${o.errors}; answered (200) p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p99 ${p99.toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms; 429 ${o.tooMany}, with Retry-After ${o.tooManyWithRetryAfter}`,
  );
  return { p99, answered: sorted.length, timeouts: o.timeouts };
}

// ---------------------------------------------------------------- processes (ours only)
const apiServer = join(root, 'apps/api/dist/server.js');
if (!existsSync(apiServer)) {
  console.error(`${apiServer} is missing: run \`npx tsc -b\` first`);
  process.exit(1);
}
if (!nginxBinary()) {
  console.error('nginx is missing: apt-get install -y nginx');
  process.exit(1);
}

async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [apiServer], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...(sqlite
        ? { SQLITE_FILE: sqliteFile, DATABASE_URL: '' }
        : { DATABASE_URL: databaseUrl, PG_SCHEMA: pgSchema }),
      ...env,
    },
  });
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200) return { child, port };
    } catch {
      /* not yet */
    }
    if (Date.now() > until || child.exitCode !== null) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function measure(label: string, env: Record<string, string>) {
  const api = await startApi(env);
  let nginx: RunningNginx | undefined;
  try {
    if (!direct) nginx = await startNginx({ apiPorts: [api.port] });
    const base = nginx?.base ?? `http://127.0.0.1:${api.port}`;
    const [outcome, second] = await Promise.all([
      flood(base),
      oneAddress ? secondReader(base) : Promise.resolve(undefined),
    ]);
    const summary = summarize(label, outcome);
    if (!second) return summary;
    const answered = second.filter((s) => s === 200).length;
    console.log(
      `  second reader (127.0.0.3): ${answered} of ${second.length} searches answered (${second.join(' ')})`,
    );
    return { ...summary, secondAnswered: answered };
  } finally {
    await nginx?.stop();
    api.child.kill('SIGTERM');
    await new Promise((r) => api.child.once('exit', r));
  }
}

console.log(
  `search flood: ${clients} ${polite ? 'polite (Retry-After honoured)' : 'impolite (no pause after a 429)'} clients × ${seconds} s ${direct ? 'straight to the API' : 'through deploy/nginx.conf'}, database ${sqlite ? `SQLite ${sqliteFile}` : `PostgreSQL ${pgSchema}`}, client timeout ${timeoutMs / 1000} s`,
);
const before = baseline
  ? oneAddress
    ? await measure('baseline (no share per client: CONTENT_CLIENT_SHARE=8)', { CONTENT_CLIENT_SHARE: '8' })
    : await measure('baseline (CONTENT_CONCURRENCY=0)', { CONTENT_CONCURRENCY: '0' })
  : undefined;
const after = await measure('shipped defaults', {});
if (before)
  console.log(
    `ratio shipped/baseline: answered p99 ${(after.p99 / before.p99).toFixed(2)}, answered requests ${(after.answered / Math.max(1, before.answered)).toFixed(2)}, timeouts ${after.timeouts} vs ${before.timeouts}`,
  );
const ok = after.timeouts === 0 && after.p99 <= 500;
console.log(`target (0 timeouts, answered p99 ≤ 500 ms): ${ok ? 'met' : 'NOT met'}`);
process.exitCode = ok ? 0 : 1;
