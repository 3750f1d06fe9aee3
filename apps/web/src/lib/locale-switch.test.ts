import { describe, expect, it } from 'vitest';
import { localeSwitchHref } from './locale-switch';

describe('localeSwitchHref', () => {
  it('keeps the path after the locale and the whole query', () => {
    expect(localeSwitchHref('en', '/ar?sura=2&aya=255&books=1,6,7')).toBe('/en?sura=2&aya=255&books=1,6,7');
    expect(localeSwitchHref('ur', '/en/book/7')).toBe('/ur/book/7');
    expect(localeSwitchHref('fr', '/ar/search?q=%D8%A7%D9%84%D9%84%D9%87')).toBe(
      '/fr/search?q=%D8%A7%D9%84%D9%84%D9%87',
    );
    expect(localeSwitchHref('ar', '/en/')).toBe('/ar');
  });

  it('keeps a content-language variant (/{locale}/{lang}/…) and handles a path with no locale', () => {
    expect(localeSwitchHref('fa', '/ar/en/about')).toBe('/fa/en/about');
    expect(localeSwitchHref('ja', '/')).toBe('/ja');
    expect(localeSwitchHref('tr', '/xx/page')).toBe('/tr/xx/page');
  });
});

describe('localeHref (the reading page router adds the locale)', () => {
  it('puts the locale before the path and keeps the query', async () => {
    const { localeHref } = await import('../i18n/locale-router');
    expect(localeHref('ar', '/')).toBe('/ar');
    expect(localeHref('en', '/?sura=2&aya=255')).toBe('/en?sura=2&aya=255');
    expect(localeHref('ur', '/search?keyword=x')).toBe('/ur/search?keyword=x');
  });
});
