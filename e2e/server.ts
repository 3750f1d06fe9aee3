/**
 * Starts the built web app (apps/web/.next, run `npm run build -w @tafsir/web` first) on a free
 * loopback port. With E2E_API_URL unset it serves the fixture slice (WEB_DATA=fixtures), so the
 * specs need no API; set E2E_API_URL to run them against a real API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIR = `${REPO_ROOT}apps/web`;
const NEXT_BIN = `${REPO_ROOT}node_modules/next/dist/bin/next`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface WebServer {
  url: string;
  /** The server process (absent for E2E_WEB_URL); for memory readings. */
  pid?: number;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Serve from this API instead of the fixtures (or E2E_API_URL). */
  apiUrl?: string;
  /** Another built Next app than apps/web (bench/web's empty page). */
  webDir?: string;
  /** Extra environment, e.g. WEB_SERVER_SECRET. */
  env?: Record<string, string>;
}

export async function startWeb(opts: StartOptions = {}): Promise<WebServer> {
  if (process.env.E2E_WEB_URL && !opts.apiUrl && !opts.webDir)
    return { url: process.env.E2E_WEB_URL, stop: async () => {} };
  const dir = opts.webDir ?? WEB_DIR;
  if (!existsSync(`${dir}/.next/BUILD_ID`))
    throw new Error(`${dir} is not built: run \`npm run build -w @tafsir/web\``);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    WEB_PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...opts.env,
  };
  const apiUrl = opts.apiUrl ?? process.env.E2E_API_URL;
  if (apiUrl) env.API_URL = apiUrl;
  else env.WEB_DATA = 'fixtures';
  // `next start` as the quick start serves the site: bound by the name `localhost` (see
  // scripts/start.mjs: with 127.0.0.1 Next proxies each rewritten page to itself over HTTP), resolved
  // to its IPv4 address first so that 127.0.0.1, which the tests and nginx use, reaches it.
  env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--dns-result-order=ipv4first'].filter(Boolean).join(' ');
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(port), '-H', 'localhost'],
    { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`web exited early:\n${log}`);
    try {
      // a 404 page answers whether or not the API is up
      const res = await fetch(`${url}/ar/__ready`, { redirect: 'manual' });
      if (res.status < 500) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`web did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        // Already gone: exited, or killed by a signal (then exitCode stays null and only signalCode is set).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export interface ApiServer {
  url: string;
  /** The server process (absent for E2E_API_URL); for memory readings. */
  pid?: number;
  stop: () => Promise<void>;
}

export interface ApiStartOptions {
  /** Start a process of the spec's own even when E2E_API_URL is set (a spec that stops its API). */
  own?: boolean;
  /** Extra environment, e.g. DOWNLOADS_DIR. */
  env?: Record<string, string>;
}

/**
 * The API for a spec: E2E_API_URL when set (e2e/run.mjs starts one on the shared corpus), else the
 * built apps/api (`npx tsc -b apps/api`) on a free loopback port over the given SQLite file.
 */
export async function startApi(sqliteFile: string, opts: ApiStartOptions = {}): Promise<ApiServer> {
  if (process.env.E2E_API_URL && !opts.own) return { url: process.env.E2E_API_URL, stop: async () => {} };
  const entry = `${REPO_ROOT}apps/api/dist/server.js`;
  if (!existsSync(entry)) throw new Error('apps/api is not built: run `npx tsc -b apps/api`');
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQLITE_FILE: sqliteFile,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`api did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        // Already gone: exited, or killed by a signal (then exitCode stays null and only signalCode is set).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
