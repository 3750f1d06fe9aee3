import { DEFAULT_PUBLIC_BEARER_TOKEN } from '@tafsir/core/constants';
import { DEFAULT_SEARCH_THREAD_HEAP_MB, defaultSearchThreads } from '@tafsir/db';

/**
 * Runtime configuration of the API, read from the environment once at start (server.ts) and passed to
 * buildApp. Tests build a config directly with `resolveConfig({...})`.
 */
export interface ApiConfig {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite (`sqliteFile`, default data/tafsir.sqlite). */
  databaseUrl: string | undefined;
  sqliteFile: string | undefined;
  /** PostgreSQL schema holding the tables (created if missing); unset: the server's search_path. */
  pgSchema: string | undefined;
  /** Maximum PostgreSQL connections of this process (pool size). */
  dbPoolSize: number;
  /** /api/ready: how long the database probe may take before the answer is 503 (ms). */
  readyTimeoutMs: number;
  /** SIGTERM/SIGINT: how long in-flight requests may take to finish before the process exits anyway (ms). */
  shutdownTimeoutMs: number;
  /** Serve Prometheus metrics at /api/metrics (restrict it at the proxy: see deploy/nginx.conf). */
  metricsEnabled: boolean;
  /**
   * The fixed public bearer credential of spec §6, required by the /api/v2 counters. It is public by
   * design (the browser sends it), so it only keeps casual scripts from inflating counters.
   */
  publicBearerToken: string;
  /** CORS of the public read endpoints: `*` (default: the content is public), or a comma-separated list. */
  corsOrigin: string;
  /**
   * The public address of the web site (SITE_URL, as the web app's): bug reports may name pages of this
   * origin only, and it is the default origin allowed on the account and message endpoints.
   */
  siteUrl: string;
  /** Origins allowed to call the account and message endpoints from a browser (default: siteUrl's). */
  formOrigins: string[];
  /** Requests per minute and client address; 0 disables rate limiting. */
  rateLimitMax: number;
  /**
   * Client addresses exempt from the rate limits. Default: loopback without a proxy (development, where
   * the web server calls the API directly), none behind one (production: TRUST_PROXY set).
   */
  rateLimitAllowList: string[];
  logLevel: string;
  /**
   * Which X-Forwarded-For entries to believe (lib/client-address.ts): 0 none (the socket's address is the
   * client's), a number of proxy hops, or the proxies' addresses/CIDRs. Never "trust everything".
   */
  trustProxy: number | string[];
  /**
   * Secret shared with the web server (WEB_SERVER_SECRET): a request carrying it may name the reader it
   * is sent for (lib/client-address.ts), so forms sent through the web server are limited per reader.
   */
  webServerSecret: string | undefined;
  /** Developer keys issued (register + login) per hour and client address; 0 disables. */
  keyIssueRateLimitMax: number;
  /** Lowest zxcvbn score (0–4) of an accepted developer password (lib/passwords.ts). */
  passwordMinScore: number;
  /**
   * Load shedding of content answers that must be computed (answer-cache misses, lib/admission.ts): at
   * most this many run at once per process; 0 disables.
   */
  contentConcurrency: number;
  /** A miss waits at most this long (ms) for a slot; then it is answered 429 with Retry-After. */
  contentQueueMs: number;
  /**
   * Slots (running or in line) one client may hold at once (CONTENT_CLIENT_SHARE); 0: half of
   * contentConcurrency. Twice contentConcurrency or more: no share (one client may take them all).
   */
  contentClientShare: number;
  /** Seconds a content answer may be cached by browsers and proxies. */
  cacheMaxAge: number;
  /** Bytes of serialized content answers kept in memory (an LRU keyed by content version + route + query). */
  answerCacheBytes: number;
  /** Milliseconds during which the content version read from the database is reused. */
  contentVersionTtlMs: number;
  /** Secret from which the daily salt of visitor hashes is derived; random per process if unset. */
  visitorSecret: string | undefined;
  /** Benchmark only: serve files of this directory under /bench/static/ (bench/api/run.mjs). */
  benchStaticDir: string | undefined;
  /** Developer API (issue 7): requests per minute and API key; 0 disables. */
  developerRateLimitMax: number;
  /** Register / login / revoke: attempts per minute and client IP (brute-force guard); 0 disables. */
  accountRateLimitMax: number;
  /** Contact, note and bug-report messages per hour and client IP; 0 disables. */
  messageRateLimitMax: number;
  /** SMTP server for mailing received messages (smtp://user:pass@host:587); unset: stored only. */
  smtpUrl: string | undefined;
  /** Recipient and sender of those mails. */
  messagesTo: string | undefined;
  messagesFrom: string | undefined;
  /** Counter writes are batched: a write waits at most this long for others (ms), or this many records. */
  counterFlushMs: number;
  counterBatchMax: number;
  /**
   * SQLite: searches run in this many worker threads, each with its own connection (packages/db
   * search/threads.ts); 0 runs them in the API's thread. Ignored on PostgreSQL, which works in its own
   * processes. Default: one per core, at most 4.
   */
  searchThreads: number;
  /** The V8 old generation of each search thread, MiB (SEARCH_THREAD_HEAP_MB; packages/db threads.ts). */
  searchThreadHeapMb: number;
}

/** The documented default of the public bearer credential (override with PUBLIC_BEARER_TOKEN). */
export { DEFAULT_PUBLIC_BEARER_TOKEN };

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
/** More search threads than this only cost memory (a SQLite page cache each). */
const MAX_SEARCH_THREADS = 16;

export const DEFAULT_CONFIG: ApiConfig = {
  port: 3005,
  host: '127.0.0.1',
  databaseUrl: undefined,
  sqliteFile: undefined,
  pgSchema: undefined,
  dbPoolSize: 10,
  readyTimeoutMs: 2000,
  shutdownTimeoutMs: 10_000,
  metricsEnabled: true,
  publicBearerToken: DEFAULT_PUBLIC_BEARER_TOKEN,
  corsOrigin: '*',
  siteUrl: 'http://localhost:3000',
  formOrigins: ['http://localhost:3000'],
  rateLimitMax: 1200,
  rateLimitAllowList: LOOPBACK,
  logLevel: 'info',
  trustProxy: 0,
  webServerSecret: undefined,
  keyIssueRateLimitMax: 20,
  passwordMinScore: 2,
  contentConcurrency: 4,
  contentQueueMs: 100,
  contentClientShare: 0,
  cacheMaxAge: 300,
  answerCacheBytes: 64 * 1024 * 1024,
  contentVersionTtlMs: 5000,
  visitorSecret: undefined,
  benchStaticDir: undefined,
  developerRateLimitMax: 120,
  accountRateLimitMax: 10,
  messageRateLimitMax: 20,
  smtpUrl: undefined,
  messagesTo: undefined,
  messagesFrom: undefined,
  counterFlushMs: 20,
  counterBatchMax: 500,
  searchThreads: defaultSearchThreads(),
  searchThreadHeapMb: DEFAULT_SEARCH_THREAD_HEAP_MB,
};

export function resolveConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const config = { ...DEFAULT_CONFIG, ...overrides };
  if (overrides.siteUrl && !overrides.formOrigins) config.formOrigins = [originOf(overrides.siteUrl)];
  return config;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * TRUST_PROXY: empty or 0 → 0; an integer → that many proxy hops; else a comma-separated list of proxy
 * addresses or CIDRs. `true` is refused: believing every X-Forwarded-For entry lets any client choose
 * its address (and so escape every per-address limit).
 */
export function parseTrustProxy(raw: string | undefined): number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return 0;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes'].includes(value.toLowerCase()) || value === '*')
    throw new Error(
      `TRUST_PROXY=${value} would trust any X-Forwarded-For: set the number of proxy hops (1 behind deploy/nginx.conf) or the proxies' addresses`,
    );
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function flagFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** A comma-separated list; undefined when the variable is unset (an empty value is an empty list). */
function listFrom(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/** Reads the environment variables documented in apps/api/README.md. Throws on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const siteUrl = optional(env, 'SITE_URL') ?? DEFAULT_CONFIG.siteUrl;
  if (!/^https?:$/.test(new URL(siteUrl).protocol)) throw new Error(`SITE_URL must be an http(s) URL`);
  const webServerSecret = optional(env, 'WEB_SERVER_SECRET');
  if (webServerSecret !== undefined && webServerSecret.length < 16)
    throw new Error('WEB_SERVER_SECRET must be at least 16 characters');
  return resolveConfig({
    port: intFrom(env, 'PORT', DEFAULT_CONFIG.port),
    host: optional(env, 'HOST') ?? DEFAULT_CONFIG.host,
    databaseUrl: optional(env, 'DATABASE_URL'),
    sqliteFile: optional(env, 'SQLITE_FILE'),
    pgSchema: optional(env, 'PG_SCHEMA'),
    dbPoolSize: intFrom(env, 'DB_POOL_SIZE', DEFAULT_CONFIG.dbPoolSize, 1),
    readyTimeoutMs: intFrom(env, 'READY_TIMEOUT_MS', DEFAULT_CONFIG.readyTimeoutMs, 1),
    shutdownTimeoutMs: intFrom(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_CONFIG.shutdownTimeoutMs, 1),
    metricsEnabled: flagFrom(env, 'METRICS', DEFAULT_CONFIG.metricsEnabled),
    publicBearerToken: optional(env, 'PUBLIC_BEARER_TOKEN') ?? DEFAULT_PUBLIC_BEARER_TOKEN,
    corsOrigin: optional(env, 'CORS_ORIGIN') ?? DEFAULT_CONFIG.corsOrigin,
    siteUrl,
    formOrigins: listFrom(env, 'FORM_ORIGINS') ?? [originOf(siteUrl)],
    rateLimitMax: intFrom(env, 'RATE_LIMIT_MAX', DEFAULT_CONFIG.rateLimitMax),
    rateLimitAllowList: listFrom(env, 'RATE_LIMIT_ALLOW_LIST') ?? (trustProxy === 0 ? LOOPBACK : []),
    logLevel: optional(env, 'LOG_LEVEL') ?? DEFAULT_CONFIG.logLevel,
    trustProxy,
    webServerSecret,
    keyIssueRateLimitMax: intFrom(env, 'KEY_ISSUE_RATE_LIMIT_MAX', DEFAULT_CONFIG.keyIssueRateLimitMax),
    passwordMinScore: Math.min(4, intFrom(env, 'PASSWORD_MIN_SCORE', DEFAULT_CONFIG.passwordMinScore)),
    contentConcurrency: intFrom(env, 'CONTENT_CONCURRENCY', DEFAULT_CONFIG.contentConcurrency),
    contentQueueMs: intFrom(env, 'CONTENT_QUEUE_MS', DEFAULT_CONFIG.contentQueueMs),
    contentClientShare: intFrom(env, 'CONTENT_CLIENT_SHARE', DEFAULT_CONFIG.contentClientShare),
    cacheMaxAge: intFrom(env, 'CACHE_MAX_AGE', DEFAULT_CONFIG.cacheMaxAge),
    answerCacheBytes: intFrom(env, 'ANSWER_CACHE_MB', DEFAULT_CONFIG.answerCacheBytes / 1048576) * 1048576,
    contentVersionTtlMs: intFrom(env, 'CONTENT_VERSION_TTL_MS', DEFAULT_CONFIG.contentVersionTtlMs),
    visitorSecret: optional(env, 'VISITOR_SECRET'),
    benchStaticDir: flagFrom(env, 'BENCH_STATIC', false)
      ? (optional(env, 'BENCH_STATIC_DIR') ?? '.')
      : undefined,
    developerRateLimitMax: intFrom(env, 'DEVELOPER_RATE_LIMIT_MAX', DEFAULT_CONFIG.developerRateLimitMax),
    accountRateLimitMax: intFrom(env, 'ACCOUNT_RATE_LIMIT_MAX', DEFAULT_CONFIG.accountRateLimitMax),
    messageRateLimitMax: intFrom(env, 'MESSAGE_RATE_LIMIT_MAX', DEFAULT_CONFIG.messageRateLimitMax),
    smtpUrl: optional(env, 'SMTP_URL'),
    messagesTo: optional(env, 'MESSAGES_TO'),
    messagesFrom: optional(env, 'MESSAGES_FROM'),
    counterFlushMs: intFrom(env, 'COUNTER_FLUSH_MS', DEFAULT_CONFIG.counterFlushMs),
    counterBatchMax: intFrom(env, 'COUNTER_BATCH_MAX', DEFAULT_CONFIG.counterBatchMax, 1),
    searchThreads: Math.min(intFrom(env, 'SEARCH_THREADS', DEFAULT_CONFIG.searchThreads), MAX_SEARCH_THREADS),
    searchThreadHeapMb: Math.max(
      32,
      intFrom(env, 'SEARCH_THREAD_HEAP_MB', DEFAULT_CONFIG.searchThreadHeapMb),
    ),
  });
}
