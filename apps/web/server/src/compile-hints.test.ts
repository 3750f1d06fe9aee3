import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, withCompileHint } from './compile-hints.js';

describe('compile hints', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('puts the hint on the first line once', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([]);');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([]);');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('marks every chunk of a build, nested ones too, and nothing else; a second run changes nothing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'hints-'));
    const chunks = join(dir, 'static', 'chunks');
    await mkdir(join(chunks, 'app'), { recursive: true });
    await writeFile(join(chunks, 'a.js'), 'var a=1;');
    await writeFile(join(chunks, 'app', 'b.js'), 'var b=2;');
    await writeFile(join(chunks, 'c.css'), 'p{}');
    await mkdir(join(dir, 'server'), { recursive: true });
    await writeFile(join(dir, 'server', 'd.js'), 'var d=4;');

    expect(await addCompileHints(dir)).toEqual({ changed: 2, total: 2 });
    expect(await readFile(join(chunks, 'a.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nvar a=1;');
    expect(await readFile(join(chunks, 'app', 'b.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\nvar b=2;',
    );
    expect(await readFile(join(chunks, 'c.css'), 'utf8')).toBe('p{}');
    expect(await readFile(join(dir, 'server', 'd.js'), 'utf8')).toBe('var d=4;');
    expect(await addCompileHints(dir)).toEqual({ changed: 0, total: 2 });
  });
});
