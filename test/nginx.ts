import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '@tafsir/db';
import { inCI } from './fixture-config.js';

/**
 * deploy/nginx.conf, unchanged but for its listen port and upstreams (as bench/scale/run.mjs does),
 * in front of API processes on loopback: for the test of the production proxy set-up
 * (apps/api/src/test/deploy-nginx.test.ts) and bench/abuse. Needs Debian's nginx (`apt-get install -y
 * nginx`; .ci/run installs it).
 */
export function nginxBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined;
}

/** Why a test needing nginx cannot run here, or undefined. Under CI=true a missing nginx is an error. */
export function nginxSkipReason(): string | undefined {
  if (nginxBinary()) return undefined;
  const reason = 'nginx is not installed (apt-get install -y nginx)';
  if (inCI()) throw new Error(`CI=true: ${reason}`);
  return reason;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const server = createServer();
    server.unref();
    server.on('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => res(port));
    });
  });
}

export interface RunningNginx {
  base: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

export async function startNginx(options: {
  apiPorts: number[];
  webPorts?: number[];
}): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'tafsir-nginx-'));
  // nginx workers run unprivileged: they must reach the prefix, cache and temp directories.
  chmodSync(dir, 0o755);
  for (const sub of ['tmp', 'cache', 'logs']) mkdirSync(join(dir, sub), { recursive: true });
  const port = await freePort();
  const conf = readFileSync(resolve(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  if (!conf.includes('listen 8080;')) throw new Error('deploy/nginx.conf: `listen 8080;` not found');
  writeFileSync(join(dir, 'nginx.conf'), conf.replace('listen 8080;', `listen 127.0.0.1:${port};`));
  const server = (p: number) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`;
  const webPorts = options.webPorts ?? [];
  writeFileSync(
    join(dir, 'upstreams.conf'),
    [
      'upstream tafsir_api {',
      ...options.apiPorts.map(server),
      '    keepalive 64;',
      '}',
      'upstream tafsir_web {',
      ...(webPorts.length ? webPorts.map(server) : ['    server 127.0.0.1:9 down;']),
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'];
  // The access log is /dev/stdout: a file, not a pipe (nginx reopens it).
  const log = openSync(join(dir, 'nginx.log'), 'a');
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8', stdio: ['ignore', log, 'pipe'] });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', log, log] });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > until || child.exitCode !== null)
      throw new Error(`nginx did not start: ${readFileSync(join(dir, 'nginx.log'), 'utf8').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    port,
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
