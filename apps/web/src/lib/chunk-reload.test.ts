import { describe, expect, it } from 'vitest';
import { RELOAD_KEY, chunkReloadScript, shouldReload } from './chunk-reload';

describe('chunk-load reload guard', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
  it('reloads on a chunk-load failure, at most once per 60 s', () => {
    expect(shouldReload(chunkError, 0, 100_000)).toBe(true);
    expect(shouldReload(chunkError, 90_000, 100_000)).toBe(false);
    expect(
      shouldReload(new TypeError('Failed to fetch dynamically imported module: /x.js'), 0, 100_000),
    ).toBe(true);
  });
  it('ignores other errors', () => {
    expect(shouldReload(new Error('boom'), 0, 100_000)).toBe(false);
    expect(shouldReload(undefined, 0, 100_000)).toBe(false);
  });
});

describe('the inline guard script', () => {
  /** Runs the script with a fake window; returns a way to fire events and the reload count. */
  function page(stored: Record<string, string> = {}) {
    const listeners: Record<string, Array<(e: unknown) => void>> = {};
    const state = { reloads: 0, storage: { ...stored } };
    const sandbox = {
      addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] ??= []).push(fn),
      sessionStorage: {
        getItem: (k: string) => state.storage[k] ?? null,
        setItem: (k: string, v: string) => void (state.storage[k] = v),
      },
      location: { reload: () => void state.reloads++ },
      Date,
      Number,
      String,
    };
    new Function(...Object.keys(sandbox), chunkReloadScript())(...Object.values(sandbox));
    const fire = (type: string, e: unknown) => listeners[type]?.forEach((fn) => fn(e));
    return { fire, state };
  }

  it('reloads once on a chunk-load error or rejection, then not again within 60 s', () => {
    const p = page();
    p.fire('error', {
      error: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
    });
    expect(p.state.reloads).toBe(1);
    expect(Number(p.state.storage[RELOAD_KEY])).toBeGreaterThan(0);
    p.fire('unhandledrejection', {
      reason: new TypeError('Failed to fetch dynamically imported module: /a.js'),
    });
    expect(p.state.reloads).toBe(1);
  });

  it('reloads again once the guard has passed, and ignores other errors', () => {
    const p = page({ [RELOAD_KEY]: String(Date.now() - 61_000) });
    p.fire('error', { error: new Error('boom'), message: 'boom' });
    expect(p.state.reloads).toBe(0);
    p.fire('unhandledrejection', { reason: new TypeError('Importing a module script failed.') });
    expect(p.state.reloads).toBe(1);
  });
});
