import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

/** Imports the test corpus once per run (unchanged content is only re-hashed, not rewritten). */
export default function setup(): void {
  const result = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(here, 'import-fixture.ts')],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) throw new Error(`test fixture import failed (exit ${result.status})`);
}
