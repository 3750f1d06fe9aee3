import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** CONTENT_DIR, else ../shared/data beside the repository root when present, else null. */
export function contentDir(): string | null {
  if (process.env.CONTENT_DIR) return resolve(process.env.CONTENT_DIR);
  // The web runs with cwd apps/web (npm -w) or the repo root; look upwards for a sibling shared/data.
  let dir = process.cwd();
  for (let i = 0; i < 4; i++) {
    const candidate = resolve(dir, '../shared/data');
    if (existsSync(resolve(candidate, 'quran')) || existsSync(resolve(candidate, 'fonts'))) return candidate;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}
