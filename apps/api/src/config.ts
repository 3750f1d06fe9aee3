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
  /** CORS: `*` (default: any origin, the content is public), or a comma-separated list of origins. */
  corsOrigin: string;
  /** Requests per minute and client IP; 0 disables rate limiting. */
  rateLimitMax: number;
  /** Client IPs exempt from the rate limit: the web app's server-side rendering calls from loopback. */
  rateLimitAllowList: string[];
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy (client IPs for the rate limit and visitor hash). */
  trustProxy: boolean;
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
}

/** The documented default of the public bearer credential (override with PUBLIC_BEARER_TOKEN). */
export const DEFAULT_PUBLIC_BEARER_TOKEN = 'tafsir-compendium-public';

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
  rateLimitMax: 1200,
  rateLimitAllowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
  logLevel: 'info',
  trustProxy: false,
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
};

export function resolveConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return { ...DEFAULT_CONFIG, ...overrides };
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

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/** Reads the environment variables documented in apps/api/README.md. Throws on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
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
    rateLimitMax: intFrom(env, 'RATE_LIMIT_MAX', DEFAULT_CONFIG.rateLimitMax),
    rateLimitAllowList:
      env.RATE_LIMIT_ALLOW_LIST !== undefined
        ? env.RATE_LIMIT_ALLOW_LIST.split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : DEFAULT_CONFIG.rateLimitAllowList,
    logLevel: optional(env, 'LOG_LEVEL') ?? DEFAULT_CONFIG.logLevel,
    trustProxy: flagFrom(env, 'TRUST_PROXY', DEFAULT_CONFIG.trustProxy),
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
  });
}
