import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * package.json promises Node ≥ 20.9, but only Node 20.19 and 22.12 on can require() an ES module.
 * A CommonJS dependency that requires an ESM-only one then stops the API from starting on the older
 * 20.x (it happened: @fastify/static 10.1.4 moved to the ESM-only content-disposition 3, fixed by the
 * override in the root package.json). This starts the built API with require(esm) turned off, as
 * those versions run it, and asks for the pages that load each plugin (the static files of the docs).
 */
const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

it('the API starts and serves its docs on a Node without require(esm) (engines: node >= 20.9)', async () => {
  // Node versions that have require(esm) have the flag to turn it off; the others lack the feature
  const flags = 'require_module' in process.features ? ['--no-experimental-require-module'] : [];
  // an empty SQLite database of its own, whatever DATABASE_URL the suite runs with
  const { DATABASE_URL: _, ...env } = process.env;
  const server = spawn(process.execPath, [...flags, SERVER], {
    env: { ...env, PORT: '0', HOST: '127.0.0.1', SQLITE_FILE: ':memory:', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address in 20 s:\n${output}`)), 20_000);
      server.stdout.on('data', () => {
        const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
        if (!found) return;
        clearTimeout(timer);
        resolve(found);
      });
      server.on('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
    });
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    const docs = await fetch(`${address}/api/docs/static/index.html`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  } finally {
    server.kill();
  }
}, 30_000);
