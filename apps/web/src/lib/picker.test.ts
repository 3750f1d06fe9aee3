/**
 * The book picker's rules over the real catalogue of the content folder (CONTENT_DIR, default
 * ../shared/data): what a filter keeps is checked against the catalogue files themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Book } from '@tafsir/client';
import { describe, expect, it } from 'vitest';
import { withRecent } from './last-books';
import {
  arrange,
  categoryOptions,
  centuryOptions,
  languageOrder,
  MODERN,
  NO_FILTERS,
  pickerBookFromWire,
  toggled,
  type PickerBook,
  type PickerFilters,
} from './picker';

const CONTENT = resolve(process.env.CONTENT_DIR ?? resolve(__dirname, '../../../../../shared/data'));
const present = existsSync(resolve(CONTENT, 'books/catalog.json'));
if (!present) console.warn(`picker.test: skipped — no content folder at ${CONTENT} (set CONTENT_DIR)`);

interface CatalogBook {
  id: number;
  type: 'tafsir' | 'translation';
  lang: string;
  title: string;
  title_ar?: string;
  author_id: number;
  category: string;
}
interface Author {
  id: number;
  name: string;
  name_ar: string | null;
  death_hijri: number | null;
  death_ce: number | null;
}

const catalog: CatalogBook[] = present
  ? JSON.parse(readFileSync(resolve(CONTENT, 'books/catalog.json'), 'utf8'))
  : [];
const authors = new Map<number, Author>(
  present
    ? (JSON.parse(readFileSync(resolve(CONTENT, 'authors.json'), 'utf8')) as Author[]).map((a) => [a.id, a])
    : [],
);

/** The wire book of a catalogue entry, with the fields the picker reads (the API's `ar` answer). */
function wire(c: CatalogBook): Book {
  const a = authors.get(c.author_id);
  return {
    id: c.id,
    type: c.type === 'tafsir' ? 'enterpretation' : 'translation',
    title: c.title_ar ?? c.title,
    title_ar: c.title_ar ?? null,
    title_en: c.title,
    author_name: a?.name_ar ?? a?.name ?? null,
    author_name_ar: a?.name_ar ?? null,
    author_name_en: a?.name ?? null,
    author_death: a?.death_hijri ?? null,
    author_death_ce: a?.death_ce ?? null,
    death: a?.death_hijri ?? null,
    language: c.lang,
    category: c.category,
  } as Book;
}

const books: PickerBook[] = catalog.map((c) => pickerBookFromWire(wire(c), 'ar'));
const englishName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

function run(
  filters: Partial<PickerFilters>,
  more: { chosen?: number[]; recent?: number[]; locale?: string } = {},
) {
  return arrange(books, {
    filters: { ...NO_FILTERS, ...filters },
    chosen: more.chosen ?? [],
    recent: more.recent ?? [],
    locale: more.locale ?? 'en',
    languageName: englishName,
  });
}
const ids = (a: ReturnType<typeof run>) => a.groups.flatMap((g) => g.books.map((b) => b.id));

describe.skipIf(!present)('book picker rules (real catalogue)', () => {
  it('lists every book once with no filter', () => {
    const a = run({});
    expect(a.matching).toBe(catalog.length);
    expect(ids(a).sort((x, y) => x - y)).toEqual(catalog.map((c) => c.id).sort((x, y) => x - y));
  });

  it('filters by type, language and category as the catalogue says', () => {
    for (const [filter, keep] of [
      [{ type: 'enterpretation' }, (c: CatalogBook) => c.type === 'tafsir'],
      [{ type: 'translation' }, (c: CatalogBook) => c.type === 'translation'],
      [{ lang: 'ur' }, (c: CatalogBook) => c.lang === 'ur'],
      [{ category: 'ishari' }, (c: CatalogBook) => c.category === 'ishari'],
      [{ lang: 'en', type: 'enterpretation' }, (c: CatalogBook) => c.lang === 'en' && c.type === 'tafsir'],
    ] as const) {
      const want = catalog.filter(keep).map((c) => c.id);
      expect(want.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const a = run(filter);
      expect(
        ids(a).sort((x, y) => x - y),
        JSON.stringify(filter),
      ).toEqual(want.sort((x, y) => x - y));
      expect(a.matching).toBe(want.length);
    }
  });

  it("filters by the Hijri century of the author's death; unknown and 2000 CE or later are 'modern'", () => {
    const fourth = catalog.filter((c) => {
      const h = authors.get(c.author_id)?.death_hijri;
      return h !== null && h !== undefined && h > 300 && h <= 400;
    });
    expect(fourth.length).toBeGreaterThan(0);
    expect(ids(run({ century: '4' })).sort((x, y) => x - y)).toEqual(
      fourth.map((c) => c.id).sort((x, y) => x - y),
    );
    const modern = ids(run({ century: MODERN }));
    for (const id of modern) {
      const a = authors.get(catalog.find((c) => c.id === id)!.author_id);
      expect(a?.death_hijri == null || (a.death_ce ?? 0) >= 2000, `book ${id}`).toBe(true);
    }
    const options = centuryOptions(books);
    expect(options.at(-1)).toBe(MODERN);
    expect(options.slice(0, -1).map(Number)).toEqual(
      [...options.slice(0, -1).map(Number)].sort((x, y) => x - y),
    );
    expect(options).toContain('4');
  });

  it('offers the categories of the data, the most common first', () => {
    const options = categoryOptions(books);
    expect(new Set(options)).toEqual(new Set(catalog.map((c) => c.category)));
    const count = (cat: string) => catalog.filter((c) => c.category === cat).length;
    for (let i = 1; i < options.length; i++)
      expect(count(options[i - 1]!)).toBeGreaterThanOrEqual(count(options[i]!));
  });

  it('finds a book by title or author in any script, folding Arabic marks and Latin case', () => {
    const tabari = catalog.find((c) => authors.get(c.author_id)?.name_ar?.includes('الطبري'))!;
    expect(tabari).toBeDefined();
    for (const q of ['الطبري', 'الطَّبَرِيّ', 'TABARI', 'ṭabarī', 'ابو جعفر الطبري'])
      expect(ids(run({ query: q })), q).toContain(tabari.id);
    // a title in Latin script, any case
    const title = catalog.find((c) => c.lang === 'en')!.title;
    expect(ids(run({ query: title.toUpperCase() }))).toContain(catalog.find((c) => c.title === title)!.id);
    // every word must match: a word no book has empties the list
    expect(run({ query: 'الطبري zzzqx' }).matching).toBe(0);
    // the names readers know, with ابن, find the nasab written with بن (محمد الطاهر بن عاشور)
    for (const [q, part] of [
      ['ابن عاشور', 'بن عاشور'],
      ['ابن كثير', 'بن كثير'],
    ] as const) {
      const books = catalog.filter((c) => authors.get(c.author_id)?.name_ar?.includes(part));
      expect(books.length, q).toBeGreaterThan(0);
      expect(ids(run({ query: q })), q).toEqual(expect.arrayContaining(books.map((b) => b.id)));
    }
    // the language's name in the interface language finds its books
    expect(ids(run({ query: 'urdu' })).sort((x, y) => x - y)).toEqual(
      catalog
        .filter((c) => c.lang === 'ur')
        .map((c) => c.id)
        .sort((x, y) => x - y),
    );
  });

  it("lists the reader's language first, then Arabic, then the others by name", () => {
    const name = (l: string) => englishName(l);
    expect(languageOrder(books, 'ur', name).slice(0, 2)).toEqual(['ur', 'ar']);
    expect(languageOrder(books, 'ar', name)[0]).toBe('ar');
    // Telugu has no book: Arabic comes first
    const te = languageOrder(books, 'te', name);
    expect(te[0]).toBe('ar');
    const others = te.slice(1).map(name);
    expect(others).toEqual([...others].sort(new Intl.Collator('te').compare));
    const groups = run({}, { locale: 'ur' }).groups;
    expect(groups.slice(0, 2).map((g) => (g.kind === 'language' ? g.lang : g.kind))).toEqual(['ur', 'ar']);
  });

  it('orders a language: tafsirs before translations, each oldest death first, unknown last', () => {
    for (const g of run({}).groups) {
      if (g.kind !== 'language') continue;
      const types = g.books.map((b) => b.type);
      expect(types).toEqual([...types].sort()); // 'enterpretation' < 'translation'
      for (const type of ['enterpretation', 'translation'])
        expect(g.books.filter((b) => b.type === type).map((b) => b.deathHijri ?? Infinity)).toEqual(
          g.books
            .filter((b) => b.type === type)
            .map((b) => b.deathHijri ?? Infinity)
            .sort((x, y) => x - y),
        );
    }
  });

  it('puts the chosen books on top whatever the filters, then the recent ones that match', () => {
    const chosen = [catalog.find((c) => c.lang === 'ar')!.id, catalog.find((c) => c.lang === 'en')!.id];
    const urdu = catalog.filter((c) => c.lang === 'ur').map((c) => c.id);
    const recent = [urdu[3]!, chosen[0]!, catalog.find((c) => c.lang === 'fr')!.id, urdu[0]!];
    const a = run({ lang: 'ur' }, { chosen, recent, locale: 'ar' });
    expect(a.groups[0]).toMatchObject({ kind: 'chosen' });
    expect(new Set(a.groups[0]!.books.map((b) => b.id))).toEqual(new Set(chosen));
    // recent: most recent first, without the chosen one nor the French book the filter leaves out
    expect(a.groups[1]).toMatchObject({ kind: 'recent' });
    expect(a.groups[1]!.books.map((b) => b.id)).toEqual([urdu[3], urdu[0]]);
    // then the other Urdu books, each once
    const all = ids(a);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(chosen.length).sort((x, y) => x - y)).toEqual([...urdu].sort((x, y) => x - y));
    expect(a.matching).toBe(urdu.length);
  });
});

describe('book choices', () => {
  it('keeps a selection in its one spelling (ascending ids)', () => {
    expect(toggled([7, 1], 6, true)).toEqual([1, 6, 7]);
    expect(toggled([1, 6, 7], 6, false)).toEqual([1, 7]);
    expect(toggled([1, 6], 6, true)).toEqual([1, 6]);
  });

  it('remembers the recently chosen books, newest first, without repeats, at most 12', () => {
    expect(withRecent([5, 3], [1, 3])).toEqual([1, 3, 5]);
    expect(
      withRecent(
        Array.from({ length: 12 }, (_, i) => 100 + i),
        [1],
      ).length,
    ).toBe(12);
    expect(
      withRecent(
        Array.from({ length: 12 }, (_, i) => 100 + i),
        [1],
      )[0],
    ).toBe(1);
  });
});
