import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../source-files.test-support';

/**
 * The shared-cache rule (SECURITY.md): a cached document holds only what every reader shares. A server
 * component of a page must not render a value made per request — an id, a nonce, a time — unless the
 * page is rendered per request. Made in the browser ('use client' files) is the way. A cached form page
 * once gave every visitor one request id, and with it the first visitor's API key.
 */
const APP = new URL('.', import.meta.url).pathname;
const PER_REQUEST = /\b(?:randomUUID|randomBytes|Math\.random|Date\.now)\s*\(|new Date\(\s*\)/;

/** Server components that may, and why (each one is rendered per request). */
const RENDERED_PER_REQUEST: Record<string, string> = {
  '[locale]/browse-aya/[[...id]]/page.tsx':
    'the compare page reads searchParams (ƒ): its citation says the day it was read; a cached compare page must make that date in the browser',
};

describe('no per-visitor value in a server component of a cached page', () => {
  it('src/app: randomUUID, Math.random, Date.now and new Date() only in client files or pages rendered per request', () => {
    const offending = sourceFiles(APP).filter((file) => {
      const text = readFileSync(file, 'utf8');
      if (/^['"]use client['"]/m.test(text)) return false;
      if (/export const dynamic = ['"]force-dynamic['"]/.test(text)) return false;
      return PER_REQUEST.test(text) && !(relative(APP, file) in RENDERED_PER_REQUEST);
    });
    expect(offending.map((f) => relative(APP, f))).toEqual([]);
  });

  it('the exceptions still exist and still need to be exceptions', () => {
    for (const file of Object.keys(RENDERED_PER_REQUEST))
      expect(PER_REQUEST.test(readFileSync(join(APP, file), 'utf8')), file).toBe(true);
  });
});
