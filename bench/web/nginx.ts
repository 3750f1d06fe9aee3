/**
 * Debian's nginx with the production config (deploy/nginx.conf), the way bench/scale/run.mjs starts
 * it: a private prefix, upstreams.conf naming the loopback API and web servers, `listen 8080`
 * replaced by a free loopback port. The access log (JSON lines, with the cache status) goes to a file.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, freePort } from '../../e2e/server';

export interface Nginx {
  url: string;
  /** The access log: one JSON object per answer (deploy/nginx.conf's tafsir_json format). */
  accessLog: string;
  stop: () => Promise<void>;
}

/** The nginx binary, or null (the bench then skips what needs it, saying so). */
export function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

export async function startNginx(bin: string, apiUrl: string, webUrl: string): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-web-nginx-'));
  chmodSync(prefix, 0o755); // nginx's workers (nobody) reach the cache and temp directories through it
  for (const dir of ['tmp', 'cache', 'logs']) mkdirSync(join(prefix, dir), { recursive: true });
  const conf = readFileSync(`${REPO_ROOT}deploy/nginx.conf`, 'utf8');
  if (!/listen 8080;/.test(conf)) throw new Error('deploy/nginx.conf: `listen 8080;` not found');
  const port = await freePort();
  writeFileSync(join(prefix, 'nginx.conf'), conf.replace('listen 8080;', `listen 127.0.0.1:${port};`));
  const hostPort = (url: string) => new URL(url).host;
  writeFileSync(
    join(prefix, 'upstreams.conf'),
    [
      '# written by bench/web/run.ts (deploy/upstreams.compose.conf under compose)',
      `upstream tafsir_api {\n    server ${hostPort(apiUrl)};\n    keepalive 64;\n}`,
      `upstream tafsir_web {\n    server ${hostPort(webUrl)} max_fails=0;\n    keepalive 32;\n}`,
      '',
    ].join('\n'),
  );
  // stdout must be a file: the access log is /dev/stdout (a pipe cannot be reopened by nginx).
  const accessLog = join(prefix, 'access.log');
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
  const test = spawnSync(bin, [...args, '-t'], {
    encoding: 'utf8',
    stdio: ['ignore', openSync(accessLog, 'a'), 'pipe'],
  });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(bin, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', openSync(accessLog, 'a'), 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM'); // nginx's master: fast shutdown, workers with it
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${errors}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start:\n${errors.slice(0, 2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, accessLog, stop };
}

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
