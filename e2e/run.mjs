#!/usr/bin/env node
// Browser tests on the built site against the real API and the whole shared corpus, as a reader sees
// it: imports the corpus into data/e2e/corpus.sqlite (idempotent: unchanged books are only re-hashed),
// builds the web app, starts the built API on a free loopback port, and runs the e2e specs with
// E2E_API_URL pointing at it. The e2e database is SQLite whatever DATABASE_URL says: the integration
// tests are the ones that cover PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '' };
const corpus = process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : resolve(root, '../shared/data');
const database = join(root, 'data/e2e/corpus.sqlite');
const inCI = process.env.CI === 'true' || process.env.CI === '1';

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

if (!existsSync(join(corpus, 'quran/riwayat.json'))) {
  if (inCI) {
    console.error(`e2e: CI=true but the shared corpus is missing at ${corpus}`);
    process.exit(1);
  }
  console.log(`e2e: skipped — the shared corpus is absent at ${corpus} (set CONTENT_DIR)`);
  process.exit(0);
}
run('importing the shared corpus for the browser tests', process.execPath, [
  'packages/importer/dist/cli.js',
  corpus,
  '--sqlite-file',
  database,
  '--quiet',
]);
// Built as deployed: no API origin baked into the pages (PUBLIC_API_URL empty), the browser reaches
// the API on the site's own origin (/api/…, which the web server's proxy.ts forwards to API_URL).
const port = await freePort();
run('building the web app', 'npm', ['run', 'build', '-w', '@tafsir/web'], { PUBLIC_API_URL: '' });

const api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', SQLITE_FILE: database, LOG_LEVEL: 'warn' },
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

// The downloads page is a cached document (ISR, an hour), and the header's link prefetches it from
// any page: a file built during the run may be missing from a copy rendered before. So the files the
// download tests look at (the first two commentaries, the first translation, book 1) are built now,
// before the web server renders anything, as a deployed site has its files before readers come.
// A HEAD builds a book's files without counting a download.
const catalogue = await (await fetch(`${apiUrl}/api/v1/books`)).json();
const prebuilt = new Set([
  catalogue.enterpretation[0].id,
  catalogue.enterpretation[1].id,
  catalogue.translation[0].id,
  1,
]);
for (const id of prebuilt) {
  const res = await fetch(`${apiUrl}/api/v1/download/${id}.json`, { method: 'HEAD' });
  if (!res.ok) {
    console.error(`e2e: building the files of book ${id} answered ${res.status}`);
    api.kill('SIGKILL');
    process.exit(1);
  }
}

const result = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  // Extra arguments go to vitest: `node e2e/run.mjs web.e2e.ts -t picker` runs part of the suite.
  ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, E2E_API_URL: apiUrl },
  },
);
api.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 500));
process.exit(result.status ?? 1);
