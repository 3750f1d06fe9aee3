/**
 * After `next build`: marks each JavaScript chunk of the build for eager compilation (V8's explicit
 * compile hints, `//# allFunctionsCalledOnLoad` on the first line; Chrome 136 and later).
 *
 * A chunk's functions are otherwise compiled lazily, on the main thread, when first called: on the
 * reading page that was about 45 ms of a phone's first load (React DOM's module factory, mostly),
 * inside the task that evaluates the chunk. With the hint V8 compiles them while it streams the file,
 * off the main thread. Nearly every function of these chunks runs when a page starts, so little is
 * compiled for nothing. Browsers without the feature read a comment.
 *
 *   node apps/web/server/dist/compile-hints.js [apps/web/.next]
 *
 * Idempotent: a chunk that already starts with the hint is left alone.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

async function* jsFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

/** Adds the hint to every `.js` under `<nextDir>/static/chunks`; returns how many files changed. */
export async function addCompileHints(nextDir: string): Promise<{ changed: number; total: number }> {
  let changed = 0;
  let total = 0;
  for await (const file of jsFiles(join(nextDir, 'static', 'chunks'))) {
    total++;
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      await writeFile(file, hinted);
      changed++;
    }
  }
  return { changed, total };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nextDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../../.next'));
  const { changed, total } = await addCompileHints(nextDir);
  console.log(`compile hints: ${changed} of ${total} chunks marked for eager compilation (${nextDir})`);
}
