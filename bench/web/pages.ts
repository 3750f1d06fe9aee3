/** The URLs the bench asks for: reading pages of spread verses, and a varied mix of the site's pages. */
import { totalAyas, verseAt } from '@tafsir/core';

const HAFS = 10;
export const BENCH_LOCALES = ['ar', 'en'] as const;
const ALL_LOCALES = ['ar', 'en', 'es', 'fa', 'fr', 'id', 'it', 'ja', 'sw', 'te', 'tr', 'ur', 'zh'];

/** The spec's public reading URL (the proxy maps it onto the cached `read` route). */
export function readingUrl(locale: string, sura: number, aya: number, books: number[]): string {
  return `/${locale}?sura=${sura}&aya=${aya}${books.length ? `&books=${books.join(',')}` : ''}`;
}

/** Three Arabic commentaries with text for 2:255, earliest authors first (the ids depend on the import). */
export async function pickBooks(apiUrl: string): Promise<number[]> {
  const books = (await (await fetch(`${apiUrl}/api/v1/books?lang=ar`)).json()) as {
    enterpretation: Array<{ id: number; language: string }>;
  };
  const candidates = books.enterpretation.filter((b) => b.language === 'ar').map((b) => b.id);
  const content = (await (
    await fetch(
      `${apiUrl}/api/v1/books-content?lang=ar&rewaya_id=${HAFS}&sura=2&aya=255&book_ids=${candidates.join(',')}`,
    )
  ).json()) as { data: Array<{ book_id: number; text: string | null; missing?: boolean }> };
  const withText = new Set(content.data.filter((d) => !d.missing && d.text).map((d) => d.book_id));
  // Tabari, Ibn Kathir and Jalalayn (the issue's page) when this import has them with text, else the first three.
  const usual = [1, 6, 7];
  const chosen = usual.every((id) => withText.has(id))
    ? usual
    : candidates.filter((id) => withText.has(id)).slice(0, 3);
  if (chosen.length < 3) throw new Error(`only ${chosen.length} commentaries have text for 2:255`);
  return chosen;
}

/** `count` verses spread evenly over the Hafs mushaf (the first one is 1:1). */
export function spreadVerses(count: number): Array<{ sura: number; aya: number }> {
  const total = totalAyas(HAFS);
  return Array.from({ length: count }, (_, i) => verseAt(HAFS, 1 + Math.floor((i * total) / count)));
}

/** The warm set of target 1: `verses` verses × ar, en, each with the three commentaries. */
export function warmReadingUrls(verses: number, books: number[]): string[] {
  return spreadVerses(verses).flatMap((v) => BENCH_LOCALES.map((l) => readingUrl(l, v.sura, v.aya, books)));
}

/** A seeded generator (mulberry32), so two runs ask for the same pages. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface VariedPage {
  kind: 'reading' | 'about' | 'books' | 'author' | 'book' | 'search';
  path: string;
}

/**
 * `count` requests over the site's pages, seeded: reading pages of 600 reading states (verses of the
 * whole mushaf × the 13 locales × five book choices, each asked for about ten times: a render, then
 * the cached copy), about and book lists, author and book pages, and searches (rendered per request).
 */
export async function variedPages(apiUrl: string, books: number[], count: number): Promise<VariedPage[]> {
  const rnd = random(18);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const authors = (
    (await (await fetch(`${apiUrl}/api/v1/author?lang=ar`)).json()) as { data: Array<{ id: number }> }
  ).data.map((a) => a.id);
  const bookList = (await (await fetch(`${apiUrl}/api/v1/books?lang=ar`)).json()) as Record<
    string,
    Array<{ id: number }>
  >;
  const bookIds = Object.values(bookList)
    .filter(Array.isArray)
    .flat()
    .map((b) => b.id);
  const choices = [books, [books[0]!], books.slice(1), [books[2]!], []];
  const total = totalAyas(HAFS);
  const reading = Array.from({ length: 600 }, () => {
    const v = verseAt(HAFS, 1 + Math.floor(rnd() * total));
    return readingUrl(pick(ALL_LOCALES), v.sura, v.aya, pick(choices));
  });
  const words = ['الله', 'الرحمن', 'الصلاة', 'موسى', 'الجنة', 'mercy', 'light'];
  const mix: Array<[number, VariedPage['kind'], () => string]> = [
    [70, 'reading', () => pick(reading)],
    [5, 'about', () => `/${pick(ALL_LOCALES)}/about`],
    [5, 'books', () => `/${pick(ALL_LOCALES)}/books`],
    [8, 'author', () => `/${pick(ALL_LOCALES)}/author/${pick(authors.slice(0, 20))}`],
    [8, 'book', () => `/${pick(ALL_LOCALES)}/book/${pick(bookIds.slice(0, 20))}`],
    [4, 'search', () => `/${pick(ALL_LOCALES)}/search?q=${encodeURIComponent(pick(words))}`],
  ];
  const weight = mix.reduce((a, [w]) => a + w, 0);
  return Array.from({ length: count }, () => {
    let r = rnd() * weight;
    for (const [w, kind, path] of mix) {
      if ((r -= w) < 0) return { kind, path: path() };
    }
    return { kind: 'reading', path: pick(reading) };
  });
}
