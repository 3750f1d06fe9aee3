import { posix } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@/i18n/locales';
import { alternatesFor, localizedHref } from './site';

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

describe('alternatesFor', () => {
  it('gives absolute addresses on SITE_URL, one per locale and x-default (Arabic)', () => {
    process.env.SITE_URL = 'https://tafsir.example';
    const { canonical, languages } = alternatesFor('en', '/', 'sura=2&aya=255');
    expect(canonical).toBe('https://tafsir.example/en?sura=2&aya=255');
    expect(Object.keys(languages)).toHaveLength(LOCALE_CODES.length + 1);
    expect(languages['x-default']).toBe('https://tafsir.example/ar?sura=2&aya=255');
    expect(alternatesFor('fr', '/books').languages['x-default']).toBe('https://tafsir.example/ar/books');
  });

  it('gives what Next printed for the relative form resolved on metadataBase (a base path kept)', () => {
    for (const site of ['https://tafsir.example', 'https://example.org/tafsir/', 'http://127.0.0.1:3100']) {
      process.env.SITE_URL = site;
      const base = new URL(site);
      for (const [rest, query] of [
        ['/', ''],
        ['/author/12', ''],
        ['/', 'sura=114&aya=6&books=1,6'],
      ] as const) {
        const { canonical } = alternatesFor('ur', rest, query);
        // Next's metadata resolution of a relative address: posix.join(base path, address) on the base.
        const next = new URL(posix.join(base.pathname, localizedHref('ur', rest, query)), base).href;
        expect(canonical).toBe(next);
      }
    }
  });
});
