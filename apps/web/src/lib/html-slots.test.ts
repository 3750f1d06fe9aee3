import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingHtmlSlots, putHtmlSlot, takeHtmlSlot } from './html-slots';

afterEach(() => vi.useRealTimers());

describe('html slots (server-made HTML handed from the RSC render to the SSR render)', () => {
  it('gives the markup back once, under a fresh id each time', () => {
    const before = pendingHtmlSlots();
    const a = putHtmlSlot('<p>أ</p>');
    const b = putHtmlSlot('<p>ب</p>');
    expect(a).not.toBe(b);
    expect(pendingHtmlSlots()).toBe(before + 2);
    expect(takeHtmlSlot(b)).toBe('<p>ب</p>');
    expect(takeHtmlSlot(b)).toBe('');
    expect(takeHtmlSlot(a)).toBe('<p>أ</p>');
    expect(pendingHtmlSlots()).toBe(before);
    expect(takeHtmlSlot('no-such-slot')).toBe('');
  });

  it('sweeps slots no render took after a minute', () => {
    vi.useFakeTimers();
    const stale = putHtmlSlot('<p>stale</p>');
    vi.advanceTimersByTime(61_000);
    const fresh = putHtmlSlot('<p>fresh</p>');
    expect(takeHtmlSlot(stale)).toBe('');
    expect(takeHtmlSlot(fresh)).toBe('<p>fresh</p>');
  });

  it('is one registry for every copy of the module (the RSC and SSR bundles each load their own)', async () => {
    const id = putHtmlSlot('<p>shared</p>');
    vi.resetModules();
    const other = await import('./html-slots');
    expect(other.takeHtmlSlot(id)).toBe('<p>shared</p>');
  });
});
