import { describe, expect, it } from 'vitest';
import { shouldReload } from './chunk-reload';

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
