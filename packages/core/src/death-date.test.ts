import { describe, expect, it } from 'vitest';
import { deathDate } from './death-date.js';

describe('deathDate', () => {
  it('gives the Hijri year and the recorded CE year of an older death', () => {
    expect(deathDate(310, 923)).toEqual({ hijri: 310, ce: 923 });
    expect(deathDate(310, null)).toEqual({ hijri: 310, ce: null });
    expect(deathDate(null, 1936)).toEqual({ hijri: null, ce: 1936 });
  });

  it('reads a modern death (CE 2000 or later, absent in the Hijri order) by its CE year, whichever answer it comes from', () => {
    // The author answer records both; the books answer has author_death null for it (spec §3).
    expect(deathDate(1431, 2010)).toEqual({ hijri: null, ce: 2010 });
    expect(deathDate(null, 2010)).toEqual({ hijri: null, ce: 2010 });
  });

  it('is null for a living author or one without a recorded date, nothing to be said of a death', () => {
    expect(deathDate(null, null)).toBeNull();
    expect(deathDate(undefined, undefined)).toBeNull();
    // A Hijri-only modern year is absent too (the books answer drops it): the same on every page.
    expect(deathDate(1440, null)).toBeNull();
  });
});
