#!/usr/bin/env node
// The whole test suite: type check, lint, unit + integration tests (SQLite, and PostgreSQL when
// DATABASE_URL is set), then browser tests when the web app exists. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function step(label, command, args) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const bin = (name) => join(root, 'node_modules/.bin', name);
step('typecheck', bin('tsc'), ['-b']);
step('lint', bin('eslint'), ['.']);
step('format', bin('prettier'), ['--check', '.']);
step('unit and integration tests', bin('vitest'), ['run']);
step('web unit tests', bin('vitest'), ['run', '--config', 'apps/web/vitest.config.ts']);
if (process.env.SKIP_E2E === '1') console.log('\n=== browser tests: skipped (SKIP_E2E=1)');
else if (existsSync(join(root, 'e2e/run.mjs'))) step('browser tests', process.execPath, ['e2e/run.mjs']);
