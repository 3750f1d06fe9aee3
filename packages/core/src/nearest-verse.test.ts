import { describe, expect, it } from 'vitest';
import { nearestVerse } from './mushaf.js';

describe('nearestVerse (a 404 page points to the nearest valid verse)', () => {
  it('clamps the verse to its sura and the sura to the mushaf', () => {
    expect(nearestVerse(2, 999)).toEqual({ sura: 2, aya: 286 });
    expect(nearestVerse(2, 0)).toEqual({ sura: 2, aya: 1 });
    expect(nearestVerse(2, 255)).toEqual({ sura: 2, aya: 255 });
    expect(nearestVerse(115, 1)).toEqual({ sura: 114, aya: 1 });
    expect(nearestVerse(0, 5)).toEqual({ sura: 1, aya: 1 });
    expect(nearestVerse(1, 7)).toEqual({ sura: 1, aya: 7 });
    expect(nearestVerse(NaN, NaN)).toEqual({ sura: 1, aya: 1 });
  });
});
