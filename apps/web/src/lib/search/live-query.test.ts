import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSearchParams, isSearchable, parseSearchState, searchQuery } from '@/lib/pages/search-url';
import { debounce, latestRequest, searchesOnKeyRelease } from './live-query';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last arguments, after the pause', () => {
    const seen: string[] = [];
    const type = debounce((k: string) => seen.push(k), 300);
    type('mer');
    vi.advanceTimersByTime(200);
    type('merc');
    vi.advanceTimersByTime(200);
    type('mercy');
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['mercy']);
  });

  it('cancel forgets the waiting call', () => {
    const seen: string[] = [];
    const type = debounce((k: string) => seen.push(k), 300);
    type('mercy');
    type.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });
});

/** A request whose answer the test releases by hand, in any order. */
function manualRequests() {
  const pending = new Map<
    string,
    { resolve: (v: string) => void; reject: (e: unknown) => void; signal: AbortSignal }
  >();
  const request = (q: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      pending.set(q, { resolve, reject, signal });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { pending, request };
}

describe('latestRequest', () => {
  it('aborts the request in flight when a newer one starts', () => {
    const { pending, request } = manualRequests();
    const live = latestRequest(request, () => {});
    live.run('mer');
    live.run('mercy');
    expect(pending.get('mer')!.signal.aborted).toBe(true);
    expect(pending.get('mercy')!.signal.aborted).toBe(false);
  });

  it('a stale answer arriving after the newer one is never delivered', async () => {
    const { pending, request } = manualRequests();
    const delivered: string[] = [];
    const live = latestRequest(request, (r, q) => delivered.push(`${q}:${r.ok ? r.value : 'error'}`));
    live.run('mer');
    live.run('mercy');
    pending.get('mercy')!.resolve('2 results');
    // the server had already answered the first one: its answer still arrives, late
    pending.get('mer')!.resolve('9 results');
    await new Promise((r) => setTimeout(r, 0));
    expect(delivered).toEqual(['mercy:2 results']);
  });

  it('delivers the error of the latest request, never an abort', async () => {
    const { pending, request } = manualRequests();
    const delivered: string[] = [];
    const live = latestRequest(request, (r, q) => delivered.push(`${q}:${r.ok ? 'ok' : 'error'}`));
    live.run('mer');
    live.run('mercy');
    pending.get('mercy')!.reject(new Error('503'));
    await new Promise((r) => setTimeout(r, 0));
    expect(delivered).toEqual(['mercy:error']);
  });

  it('cancel aborts and delivers nothing', async () => {
    const { pending, request } = manualRequests();
    const delivered: string[] = [];
    const live = latestRequest(request, (_r, q) => delivered.push(q));
    live.run('mercy');
    live.cancel();
    expect(pending.get('mercy')!.signal.aborted).toBe(true);
    pending.get('mercy')!.resolve('late');
    await new Promise((r) => setTimeout(r, 0));
    expect(delivered).toEqual([]);
  });
});

describe('when typing searches', () => {
  it('key releases search on a device with a fine, hovering pointer only', () => {
    const device = (query: string) => ({
      matchMedia: (q: string) => ({ matches: q === query }) as MediaQueryList,
    });
    expect(searchesOnKeyRelease(device('(hover: hover) and (pointer: fine)'))).toBe(true);
    expect(searchesOnKeyRelease(device('(pointer: coarse)'))).toBe(false);
  });

  it('needs 3 characters after trimming, counted as the API counts them', () => {
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('رحم')).toBe(true);
    // one character outside the BMP is one character, not two
    expect(isSearchable('a𝒜')).toBe(false);
  });
});

describe('parseSearchState', () => {
  const parse = (qs: string) => {
    const p = new URLSearchParams(qs);
    return parseSearchState((n) => p.get(n) ?? undefined);
  };

  it('reads the URL the page and the live search share, and writes it back the same', () => {
    const s = parse('keyword=%20mercy%20&filter=aya&categories=3,1,x&century_categories=2&page=2');
    expect(s).toEqual({ keyword: 'mercy', filter: 'aya', categories: [3, 1], centuries: [2], page: 2 });
    expect(searchQuery(s!)).toBe('?keyword=mercy&filter=aya&categories=1%2C3&century_categories=2&page=2');
  });

  it('reads and writes the order of the commentaries: sort=history, else relevance (nothing in the URL)', () => {
    const s = parse('keyword=mercy&sort=history&page=3');
    expect(s).toEqual({
      keyword: 'mercy',
      filter: '',
      categories: [],
      centuries: [],
      sort: 'history',
      page: 3,
    });
    expect(searchQuery(s!)).toBe('?keyword=mercy&sort=history&page=3');
    expect(apiSearchParams(s!, 'en').sort).toBe('history');
    for (const other of ['sort=relevance', 'sort=zzz', '']) {
      const r = parse(`keyword=mercy&${other}`);
      expect(r?.sort, other).toBeUndefined();
      expect(searchQuery(r!)).toBe('?keyword=mercy');
      expect(apiSearchParams(r!, 'en')).not.toHaveProperty('sort');
    }
  });

  it('reads the id lists of a plain form, one parameter per checked box, as the comma-joined ones', () => {
    const p = new URLSearchParams(
      'keyword=mercy&categories=3&categories=1,2&century_categories=5&century_categories=4',
    );
    const s = parseSearchState(
      (n) => p.get(n) ?? undefined,
      (n) => p.getAll(n),
    );
    expect(s).toMatchObject({ categories: [3, 1, 2], centuries: [5, 4] });
    expect(searchQuery(s!)).toBe('?keyword=mercy&categories=1%2C2%2C3&century_categories=4%2C5');
  });

  it('drops an unknown filter and refuses a page that is not a positive integer', () => {
    expect(parse('keyword=abc&filter=zzz')?.filter).toBe('');
    expect(parse('keyword=abc&page=0')).toBeNull();
    expect(parse('keyword=abc&page=1.5')).toBeNull();
  });
});
