import { describe, expect, it } from 'vitest';
import { isPrerendering, optedOut, pageHitOf } from './counters';

describe('the reader opted out of tracking', () => {
  it('with Do Not Track or Global Privacy Control on', () => {
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ doNotTrack: 'yes' })).toBe(true);
    expect(optedOut({ msDoNotTrack: '1' })).toBe(true);
    expect(optedOut({ windowDoNotTrack: '1' })).toBe(true);
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
  });

  it('not when both are off or unset', () => {
    expect(optedOut({})).toBe(false);
    expect(optedOut({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(optedOut({ doNotTrack: 'unspecified', msDoNotTrack: null })).toBe(false);
  });
});

describe('a prerendered document is no page view yet', () => {
  it('while prerendering, by either signal', () => {
    expect(isPrerendering({ prerendering: true, visibilityState: 'hidden' })).toBe(true);
    expect(isPrerendering({ visibilityState: 'prerender' })).toBe(true);
    expect(isPrerendering({ prerendering: false, visibilityState: 'visible' })).toBe(false);
    expect(isPrerendering({ visibilityState: 'hidden' })).toBe(false);
  });
});

describe('the page type and id of a path', () => {
  it('home and every reading state are the home page', () => {
    expect(pageHitOf('/ar')).toEqual({ page: 'home', id: '' });
    expect(pageHitOf('/en/')).toEqual({ page: 'home', id: '' });
    expect(pageHitOf('/en/read/10/2-255/1,3')).toEqual({ page: 'home', id: '' });
    expect(pageHitOf('/ar/en')).toEqual({ page: 'home', id: '' });
  });

  it('list pages have no id, detail pages their id', () => {
    expect(pageHitOf('/en/author')).toEqual({ page: 'author', id: '' });
    expect(pageHitOf('/fr/author/12')).toEqual({ page: 'author', id: '12' });
    expect(pageHitOf('/ar/book/3')).toEqual({ page: 'book', id: '3' });
    expect(pageHitOf('/ar/browse-sura/114')).toEqual({ page: 'browse-sura', id: '114' });
    expect(pageHitOf('/en/search')).toEqual({ page: 'search', id: '' });
    expect(pageHitOf('/en/note')).toEqual({ page: 'note', id: '' });
    expect(pageHitOf('/en/report-bug')).toEqual({ page: 'report-bug', id: '' });
  });

  it('browse-aya ids in any spelling become sura:aya', () => {
    expect(pageHitOf('/en/browse-aya/2:255')).toEqual({ page: 'browse-aya', id: '2:255' });
    expect(pageHitOf('/en/browse-aya/2%3A255')).toEqual({ page: 'browse-aya', id: '2:255' });
    expect(pageHitOf('/en/browse-aya/2-255')).toEqual({ page: 'browse-aya', id: '2:255' });
  });

  it('a language variant is the page without its second code', () => {
    expect(pageHitOf('/ar/en/author/5')).toEqual({ page: 'author', id: '5' });
  });

  it('nothing for paths that are no page of the site', () => {
    for (const path of [
      '/',
      '/xx-y',
      '/en/no-such-page',
      '/en/author/abc',
      '/en/about/x',
      '/en/browse-sura/1x',
      '/en/%ff',
    ])
      expect(pageHitOf(path), path).toBeNull();
  });
});
