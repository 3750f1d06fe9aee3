import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.test-support';

/**
 * The web app's structure (issue 33 item 6). Client files ('use client') import @tafsir/core by its
 * subpaths (@tafsir/core/riwayat, …/suras), never the barrel: the barrel is every module of core, and
 * whatever of it the bundler cannot prove unused travels to every reader's browser.
 */
const SRC = new URL('.', import.meta.url).pathname;

describe('client files and @tafsir/core', () => {
  it("no 'use client' file imports the @tafsir/core barrel", () => {
    const clients = sourceFiles(SRC).filter((file) =>
      /^['"]use client['"]/m.test(readFileSync(file, 'utf8')),
    );
    expect(clients.length).toBeGreaterThan(10);
    const barrel = clients.filter((file) => /from\s+['"]@tafsir\/core['"]/.test(readFileSync(file, 'utf8')));
    expect(barrel.map((f) => relative(SRC, f))).toEqual([]);
  });
});

describe('components/', () => {
  it('holds components only: React components (.tsx) and their styles; logic, hooks and actions live in lib/', () => {
    const other = sourceFiles(join(SRC, 'components')).filter((f) => !f.endsWith('.tsx'));
    expect(other.map((f) => relative(SRC, f))).toEqual([]);
  });
});
