import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript sources below `dir` (tests left out), for the tests that read the code itself. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test(?:-support)?\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}
