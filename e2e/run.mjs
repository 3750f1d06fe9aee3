#!/usr/bin/env node
// Browser tests on the built site against the real API: builds the web app, snapshots the test corpus
// database (imported by the integration tests' global setup) so the e2e run never writes to it, starts
// the built API on a free loopback port, and runs the e2e specs with E2E_API_URL pointing at it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const fixture = join(root, 'data/test/fixture.sqlite');

function run(label, command, args, extraEnv = {}) {
  console.log(`--- ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

if (!existsSync(fixture)) {
  console.error('e2e: data/test/fixture.sqlite is missing: run the integration tests first (npm test does)');
  process.exit(1);
}
run('building the web app', 'npm', ['run', 'build', '-w', '@tafsir/web']);

const dir = mkdtempSync(join(tmpdir(), 'tafsir-e2e-'));
const snapshot = join(dir, 'e2e.sqlite');
const source = new Database(fixture, { readonly: true });
source.exec(`VACUUM INTO '${snapshot.replace(/'/g, "''")}'`);
source.close();

const port = await freePort();
const api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', SQLITE_FILE: snapshot, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const apiUrl = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 60_000;
for (;;) {
  if (api.exitCode !== null) {
    console.error('e2e: the API exited before it was ready');
    process.exit(1);
  }
  try {
    if ((await fetch(`${apiUrl}/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (Date.now() > deadline) {
    console.error('e2e: the API did not start within 60 s');
    api.kill('SIGKILL');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const result = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', '--config', 'e2e/vitest.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, E2E_API_URL: apiUrl },
});
api.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 500));
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
