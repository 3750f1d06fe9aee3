import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '@tafsir/db';

/** CONTENT_DIR, else ../shared/data beside the repository when it exists, else none (npm default only). */
export function defaultContentDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CONTENT_DIR) return resolve(env.CONTENT_DIR);
  const shared = resolve(REPO_ROOT, '../shared/data');
  return existsSync(shared) ? shared : undefined;
}
