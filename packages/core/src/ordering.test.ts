import { describe, expect, it } from 'vitest';
import {
  ceToHijri,
  centuryLabel,
  centuryOf,
  compareByDeath,
  effectiveDeathHijri,
  effectiveDeathYear,
  hijriCentury,
  hijriToCe,
  MODERN_DEATH_YEAR_HIJRI,
  sortByDeathYear,
  type Dated,
} from './ordering.js';
import { HAS_DATA, DATA_DIR } from './test-support/shared-data.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Death years as in the dataset's authors.json
const tabari: Dated = { id: 1, authorDeathHijri: 310, authorDeathCe: 923 };
const ibnKathir: Dated = { id: 7, authorDeathHijri: 774, authorDeathCe: 1373 };
const qurtubi: Dated = { id: 4, authorDeathHijri: 671, authorDeathCe: 1273 };
const tantawi: Dated = { id: 8, authorDeathHijri: 1431, authorDeathCe: 2010 }; // ≥ 2000: absent
const committee: Dated = { id: 2, authorDeathHijri: null, authorDeathCe: null };

describe('effectiveDeathYear', () => {
  it("uses the author's Hijri year", () => {
    expect(effectiveDeathYear(tabari)).toBe(310);
    expect(effectiveDeathYear({ authorDeathHijri: 310, bookDeathHijri: 500 })).toBe(310);
  });

  it("falls back to the book's year", () => {
    expect(effectiveDeathYear({ authorDeathHijri: null, bookDeathHijri: 911 })).toBe(911);
    expect(effectiveDeathYear({ bookDeathCe: 1505 })).toBe(ceToHijri(1505));
  });

  it('converts a CE-only year', () => {
    expect(effectiveDeathYear({ authorDeathCe: 923 })).toBe(ceToHijri(923));
    expect(Math.abs(ceToHijri(923) - 310)).toBeLessThanOrEqual(1);
    expect(Math.abs(hijriToCe(774) - 1373)).toBeLessThanOrEqual(1);
  });

  it('treats years from 2000 CE as absent', () => {
    expect(effectiveDeathYear(tantawi)).toBeNull();
    expect(effectiveDeathYear({ authorDeathCe: 2000 })).toBeNull();
    expect(effectiveDeathYear({ authorDeathCe: 1999, authorDeathHijri: 1420 })).toBe(1420);
    expect(effectiveDeathYear({ authorDeathHijri: 1442 })).toBeNull(); // ≈ 2021 CE
    expect(effectiveDeathYear({ authorDeathCe: 2021, bookDeathHijri: 1300 })).toBe(1300);
    expect(effectiveDeathYear(committee)).toBeNull();
    expect(effectiveDeathYear({})).toBeNull();
  });
});

describe('effectiveDeathHijri (one record: an author or a book)', () => {
  it('is the Hijri year, or null from 2000 CE (MODERN_DEATH_YEAR_CE) on', () => {
    expect(effectiveDeathHijri(310, 923)).toBe(310);
    expect(effectiveDeathHijri(1420, 1999)).toBe(1420);
    expect(effectiveDeathHijri(1431, 2010)).toBeNull(); // Tantawi
    expect(effectiveDeathHijri(1420, 2000)).toBeNull(); // the CE year decides when it is known
    expect(effectiveDeathHijri(null, 2000)).toBeNull();
    expect(effectiveDeathHijri(null, null)).toBeNull();
    expect(effectiveDeathHijri(undefined, undefined)).toBeNull();
  });

  it('estimates a CE-only year, and counts a Hijri-only year as modern from AH 1421', () => {
    expect(effectiveDeathHijri(null, 1505)).toBe(ceToHijri(1505));
    expect(MODERN_DEATH_YEAR_HIJRI).toBe(1421);
    expect(hijriToCe(MODERN_DEATH_YEAR_HIJRI - 1)).toBeLessThan(2000);
    expect(hijriToCe(MODERN_DEATH_YEAR_HIJRI)).toBeGreaterThanOrEqual(2000);
    expect(effectiveDeathHijri(1420, null)).toBe(1420);
    expect(effectiveDeathHijri(1421, null)).toBeNull();
  });

  it('is what effectiveDeathYear uses for the author, then the book', () => {
    expect(effectiveDeathYear({ authorDeathHijri: 1431, authorDeathCe: 2010, bookDeathHijri: 1300 })).toBe(
      effectiveDeathHijri(1300, undefined),
    );
  });
});

describe('sorting', () => {
  it('orders oldest first, absent last, ties by id', () => {
    const items = [committee, tantawi, ibnKathir, tabari, qurtubi];
    expect([...items].sort(compareByDeath).map((x) => x.id)).toEqual([1, 4, 7, 2, 8]);
    expect(compareByDeath(tabari, tabari)).toBe(0);
    expect(
      compareByDeath({ id: 5, authorDeathHijri: 911 }, { id: 3, authorDeathHijri: 911 }),
    ).toBeGreaterThan(0);
  });

  it('sorts arbitrary items stably without changing the input', () => {
    const books = [
      { slug: 'muyassar', id: 30, author: committee },
      { slug: 'wasit', id: 20, author: tantawi },
      { slug: 'en-ibn-kathir', id: 26, author: ibnKathir },
      { slug: 'ibn-kathir', id: 7, author: ibnKathir },
      { slug: 'tabari', id: 1, author: tabari },
      { slug: 'dup-a', id: 40, author: qurtubi },
      { slug: 'dup-b', id: 40, author: qurtubi },
    ];
    const copy = [...books];
    const sorted = sortByDeathYear(books, (b) => ({ ...b.author, id: b.id }));
    expect(sorted.map((b) => b.slug)).toEqual([
      'tabari',
      'dup-a',
      'dup-b',
      'ibn-kathir',
      'en-ibn-kathir',
      'wasit',
      'muyassar',
    ]);
    expect(books).toEqual(copy);
    expect(sortByDeathYear([], () => ({}))).toEqual([]);
  });

  it.skipIf(!HAS_DATA)("orders the dataset's authors", () => {
    const authors = JSON.parse(readFileSync(join(DATA_DIR, 'authors.json'), 'utf8')) as {
      id: number;
      name: string;
      death_hijri: number | null;
      death_ce: number | null;
    }[];
    const sorted = sortByDeathYear(authors, (a) => ({
      id: a.id,
      authorDeathHijri: a.death_hijri,
      authorDeathCe: a.death_ce,
    }));
    const years = sorted.map((a) =>
      effectiveDeathYear({ authorDeathHijri: a.death_hijri, authorDeathCe: a.death_ce }),
    );
    const firstNull = years.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(years.slice(firstNull).every((y) => y === null)).toBe(true);
    const known = years.slice(0, firstNull) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(sorted[0]!.death_hijri).toBe(283); // Sahl al-Tustari
    expect(sorted.find((a) => a.death_hijri === 310)?.name).toMatch(/Tabari/);
  });
});

describe('centuries', () => {
  it('computes the Hijri century', () => {
    expect(hijriCentury(310)).toBe(4);
    expect(hijriCentury(300)).toBe(3);
    expect(hijriCentury(301)).toBe(4);
    expect(hijriCentury(1)).toBe(1);
    expect(hijriCentury(100)).toBe(1);
    expect(hijriCentury(1431)).toBe(15);
    expect(() => hijriCentury(0)).toThrow(RangeError);
    expect(() => hijriCentury(12.5)).toThrow(RangeError);
  });

  it('gives the century of a year that may be absent (centuryOf)', () => {
    expect(centuryOf(310)).toBe(4);
    expect(centuryOf(1400)).toBe(14);
    expect(centuryOf(null)).toBeNull();
    expect(centuryOf(undefined)).toBeNull();
    expect(centuryOf(0)).toBeNull();
    expect(centuryOf(12.5)).toBeNull();
    expect(centuryOf(effectiveDeathHijri(1431, 2010))).toBeNull();
  });

  it('labels centuries', () => {
    expect(centuryLabel(4)).toBe('القرن الرابع الهجري');
    expect(centuryLabel(11, 'ar')).toBe('القرن الحادي عشر الهجري');
    expect(centuryLabel(16, 'ar')).toBe('القرن ١٦ الهجري');
    expect(centuryLabel(1, 'en')).toBe('1st century AH');
    expect(centuryLabel(2, 'en')).toBe('2nd century AH');
    expect(centuryLabel(3, 'fr')).toBe('3rd century AH');
    expect(centuryLabel(11, 'en')).toBe('11th century AH');
    expect(centuryLabel(14, 'en')).toBe('14th century AH');
    expect(() => centuryLabel(0)).toThrow(RangeError);
  });
});
