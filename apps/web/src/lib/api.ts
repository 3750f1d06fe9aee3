/**
 * The web's one door to data: the typed client of packages/client against API_URL (default
 * http://127.0.0.1:3005), for every page. Its answers are kept by Next's data cache (the `revalidate`
 * of each call), and the pages built from them by Next's full-route cache: the web process keeps no
 * cache of its own. Development and e2e without an API: WEB_DATA=fixtures serves the reading page
 * from a small real slice of the content dataset (src/lib/fixtures/sample.json, Hafs pages 1–3, 11, 42).
 */
import {
  ApiError,
  createClient,
  createDeveloperClient,
  createDownloadsClient,
  type BookIntro,
  type CallOptions,
  type CommentaryItem,
  type DeveloperClient,
  type DownloadsClient,
  type Lang,
  type TafsirClient,
  WEB_SERVER_SECRET_HEADER,
} from '@tafsir/client';
import { isLocale } from '@tafsir/core/locales';
import { deathDate } from '@tafsir/core/death-date';
import { effectiveDeathHijri } from '@tafsir/core/ordering';
import { bookFromWire } from './book-info';
import { patientFetch } from './patient-fetch';
import { textLanguage } from './catalogue';
import { pickerBookFromWire, type PickerBook } from './picker';
import { notFound } from 'next/navigation';
import { entriesForVerse } from './commentary';
import { PAGE_COUNT, totalAyas, verseAt, verseIndex } from '@tafsir/core';
import { versesFromWire } from './reading-state';
import type { BookCommentary, BookInfo, ReadingData, ReadingQuery, SuraInfo } from './reading-types';

export { bookFromWire };

export class DataUnavailableError extends Error {
  constructor(message = 'The content API cannot be reached') {
    super(message);
    this.name = 'DataUnavailableError';
  }
}

/** The requested verse or page does not exist (the page answers 404). */
export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

export function apiBaseUrl(): string {
  return process.env.API_URL ?? 'http://127.0.0.1:3005';
}

export async function loadReading(query: ReadingQuery, locale: string): Promise<ReadingData> {
  if (process.env.WEB_DATA === 'fixtures') return loadFromFixtures(query, locale);
  return loadFromClient(query, locale);
}

/**
 * loadReading for the pages of a reading state — the reading view, its book picker and its divisions
 * pages: a state the data does not hold (a verse the riwaya lacks, an unknown book id: the API's 404)
 * is each one's 404 page alike, rather than a picker or a list whose links lead to a 404. The same
 * query as the reading view's, so its answer comes from the same cache.
 */
export async function loadReadingOrNotFound(query: ReadingQuery, locale: string): Promise<ReadingData> {
  try {
    return await loadReading(query, locale);
  } catch (err) {
    if (err instanceof NotFoundError) notFound();
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// API source (packages/client).
let client: TafsirClient | null = null;
/**
 * Sent with every call of the web server: WEB_SERVER_SECRET, so the API knows its renders of pages for
 * every reader from a client's requests (they are not limited or shed as one client's; SECURITY.md).
 */
function webServerHeaders(): Record<string, string> {
  const secret = process.env.WEB_SERVER_SECRET;
  return secret ? { [WEB_SERVER_SECRET_HEADER]: secret } : {};
}

export function api(): TafsirClient {
  // The API's load shedding (429/503 with Retry-After) is waited out, a bounded number of times.
  client ??= createClient({ baseUrl: apiBaseUrl(), headers: webServerHeaders(), fetch: patientFetch() });
  return client;
}

let developer: DeveloperClient | null = null;
/** The client of the message and developer endpoints (POST), for the server actions of the forms. */
export function developerApi(): DeveloperClient {
  developer ??= createDeveloperClient({ baseUrl: apiBaseUrl() });
  return developer;
}

let downloads: DownloadsClient | null = null;
/** The downloads client of packages/client (GET /api/v1/books/{id}/downloads). */
export function downloadsApi(): DownloadsClient {
  downloads ??= createDownloadsClient({ baseUrl: apiBaseUrl() });
  return downloads;
}

/**
 * Origin the browser reaches the API at (download links, the browser's calls): the site's own origin
 * by default ('' → same-origin `/api/…` paths: deploy/nginx.conf routes /api/ to the API, and without
 * nginx proxy.ts forwards it to API_URL), or PUBLIC_API_URL when the API is served elsewhere. Never
 * API_URL: that is the server's address of the API, which a visitor's browser may not reach.
 */
export function publicApiBase(): string {
  return (process.env.PUBLIC_API_URL ?? '').replace(/\/+$/, '');
}

/** Lists that change only with a new import (books, suras, categories): an hour in Next's data cache. */
export const LIST_CACHE: CallOptions = { init: { next: { revalidate: 3600 } } };
/** Verses and commentaries change only with a new import too (pages are kept as long: `revalidate`). */
export const CONTENT_CACHE: CallOptions = { init: { next: { revalidate: 3600 } } };
/** Counters (statistics): five minutes. */
export const SHORT_CACHE: CallOptions = { init: { next: { revalidate: 300 } } };

/**
 * The API's `lang` of a locale segment. A segment that is not a locale (`/x.txt` reaches the
 * `[locale]` routes too) is this route's 404 page, before any call is made.
 */
export function asLang(locale: string): Lang {
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Runs a call; an API 404/400 becomes this route's 404 page. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) notFound();
    throw err;
  }
}

function mapError(err: unknown): never {
  if (err instanceof ApiError) {
    if (err.status === 404 || err.status === 400) throw new NotFoundError(err.message);
    throw new DataUnavailableError(`API ${err.status}: ${err.message}`);
  }
  throw new DataUnavailableError(err instanceof Error ? err.message : String(err));
}

/** Groups books-content items per selected book; books chosen but not returned get no entry (placeholder). */
export function commentariesFromWire(
  ids: number[],
  items: CommentaryItem[],
  catalogue: Map<number, BookInfo>,
  intros: BookIntro[] = [],
): BookCommentary[] {
  const out: BookCommentary[] = [];
  for (const id of ids) {
    const own = items.filter((i) => i.book_id === id);
    const book = catalogue.get(id);
    const first = own[0];
    const info: BookInfo | undefined =
      book ??
      (first && {
        id,
        type: first.type,
        lang: first.language,
        title: first.book_title,
        // A book the catalogue lacks: which of its names the API gave is not known.
        titleLang: undefined,
        authorName: first.author_name ?? '',
        authorLang: undefined,
        deathHijri: first.author_death ?? first.death ?? null,
        death: deathDate(first.author_death ?? first.death, null),
      });
    if (!info) continue;
    const intro = intros.find((b) => b.books_id === id && b.intro);
    out.push({
      book: info,
      intro: intro?.intro
        ? {
            text: intro.intro,
            footnotes: intro.footnotes.map((f) => ({ n: f.footnote_number, text: f.footnote })),
          }
        : null,
      entries: own
        .filter((i) => !i.missing && i.text)
        .map((i) => ({
          sura: i.sura,
          ayaFrom: i.aya_from,
          ayaTo: i.aya_to,
          text: i.text,
          footnotes: i.footnotes.map((f) => ({ n: f.footnote_number, text: f.footnote })),
        })),
    });
  }
  return out;
}

/** One call for the whole view (GET /api/v1/reading): page, neighbours, lists, catalogue, commentary. */
async function loadFromClient(query: ReadingQuery, locale: string): Promise<ReadingData> {
  const lang = asLang(locale);
  try {
    const r = await api().reading(
      {
        lang,
        rewaya_id: query.rewayaId,
        ...(query.page !== null ? { page_number: query.page } : { sura: query.sura, aya: query.aya }),
        ...(query.books.length ? { book_ids: query.books } : {}),
      },
      CONTENT_CACHE,
    );
    const catalogue = new Map<number, BookInfo>();
    for (const b of [...r.books.enterpretation, ...r.books.translation])
      catalogue.set(b.id, bookFromWire(b, locale));
    return {
      sura: r.selected.sura,
      aya: r.selected.aya,
      rewayaId: r.page.rewaya_id,
      page: r.page.page,
      pageCount: r.page.total_pages,
      previous: r.previous && { sura: r.previous.sura, aya: r.previous.aya },
      next: r.next && { sura: r.next.sura, aya: r.next.aya },
      verses: versesFromWire(r.page.data),
      suras: r.suras.map((s) => ({
        number: s.index,
        nameAr: s.titleAr,
        nameTranslit: s.translit,
        nameEn: s.titleEn,
        ayas: s.count,
        revelation: s.type,
      })),
      rewayat: r.rewayat.map((w) => {
        const same = r.same_verse.find((v) => v.rewaya_id === w.id);
        return {
          id: w.id,
          name: locale === 'ar' ? w.name_ar : w.name,
          place: same ? { sura: same.sura, aya: same.aya } : { sura: r.selected.sura, aya: r.selected.aya },
        };
      }),
      juzStarts: r.juz.map(divisionFromWire),
      hizbStarts: r.hizb.map(divisionFromWire),
      commentaries: commentariesFromWire(
        query.books,
        r.books_content.data,
        catalogue,
        r.books_content.bintro,
      ),
    };
  } catch (err) {
    return mapError(err);
  }
}

/** The whole catalogue for the book picker page, in the locale's words. */
export async function loadCatalogue(locale: string): Promise<PickerBook[]> {
  if (process.env.WEB_DATA === 'fixtures') return fixtureBooks(await loadFixture());
  const answer = await orNotFound(api().books({ lang: asLang(locale) }, LIST_CACHE));
  return [...answer.enterpretation, ...answer.translation].map((b) => pickerBookFromWire(b, locale));
}

function divisionFromWire(d: { number: number; first_aya: { sura: number; aya: number }; page: number }) {
  return { number: d.number, sura: d.first_aya.sura, aya: d.first_aya.aya, page: d.page };
}

// ---------------------------------------------------------------------------------------------
// Fixture source.
interface Fixture {
  suras: Array<{
    number: number;
    name_ar: string;
    name_translit: string;
    name_en: string;
    ayas: number;
    revelation: 'meccan' | 'medinan';
  }>;
  riwayat: Array<{ id: number; name_ar: string; name_en: string }>;
  juzStarts: ReadingData['juzStarts'];
  hizbStarts: ReadingData['hizbStarts'];
  verses: Array<{ sura: number; aya: number; text: string; page: number; juz: number; hizb: number }>;
  books: Array<{
    id: number;
    type: BookInfo['type'];
    lang: string;
    title: string;
    author_name: string;
    death_hijri: number | null;
    death_ce: number | null;
  }>;
  entries: Array<{
    book_id: number;
    sura: number;
    aya: number;
    aya_to: number;
    text: string;
    footnotes: Array<{ n: number; text: string }>;
  }>;
}

let fixture: Promise<Fixture> | null = null;
const loadFixture = () =>
  (fixture ??= import('./fixtures/sample.json').then((m) => m.default as unknown as Fixture));

function fixtureBooks(f: Fixture): PickerBook[] {
  return f.books.map((b) => ({
    id: b.id,
    type: b.type,
    lang: b.lang,
    title: b.title,
    titleLang: textLanguage(b.title, b.lang),
    authorName: b.author_name,
    authorLang: undefined,
    deathHijri: effectiveDeathHijri(b.death_hijri, b.death_ce),
    death: deathDate(b.death_hijri, b.death_ce),
    category: null,
    names: [b.title, b.author_name],
  }));
}

async function loadFromFixtures(query: ReadingQuery, locale: string): Promise<ReadingData> {
  const f = await loadFixture();
  const suras: SuraInfo[] = f.suras.map((s) => ({
    number: s.number,
    nameAr: s.name_ar,
    nameTranslit: s.name_translit,
    nameEn: s.name_en,
    ayas: s.ayas,
    revelation: s.revelation,
  }));
  const sura = suras[query.sura - 1];
  if (!sura || query.aya > sura.ayas) throw new NotFoundError(`No verse ${query.sura}:${query.aya}`);
  if (query.rewayaId !== 10) throw new DataUnavailableError('Fixtures hold Hafs only');
  const start =
    query.page !== null
      ? f.verses.find((v) => v.page === query.page)
      : f.verses.find((v) => v.sura === query.sura && v.aya === query.aya);
  if (!start) throw new DataUnavailableError('Fixtures hold Hafs pages 1–3, 11 and 42 only');
  const selected = query.page !== null ? start : { sura: query.sura, aya: query.aya };
  const books = fixtureBooks(f);
  const byId = new Map(books.map((b) => [b.id, b]));
  const commentaries = query.books.flatMap((id) => {
    const book = byId.get(id);
    if (!book) return [];
    const rows = f.entries
      .filter((e) => e.book_id === id)
      .map((e) => ({ sura: e.sura, ayaFrom: e.aya, ayaTo: e.aya_to, text: e.text, footnotes: e.footnotes }));
    return [{ book, entries: entriesForVerse(rows, selected.sura, selected.aya) }];
  });
  return {
    sura: selected.sura,
    aya: selected.aya,
    rewayaId: query.rewayaId,
    page: start.page,
    pageCount: PAGE_COUNT,
    // What the API's reading answer computes, from core's verse tables.
    ...neighbours(query.rewayaId, selected.sura, selected.aya),
    verses: f.verses.filter((v) => v.page === start.page),
    suras,
    // The fixture slice holds Hafs only and no verse map: every riwaya is offered at the same numbers
    // (the others answer "data unavailable" there).
    rewayat: f.riwayat.map((r) => ({
      id: r.id,
      name: locale === 'ar' ? r.name_ar : r.name_en,
      place: { sura: selected.sura, aya: selected.aya },
    })),
    juzStarts: f.juzStarts,
    hizbStarts: f.hizbStarts,
    commentaries,
  };
}

function neighbours(riwaya: number, sura: number, aya: number): Pick<ReadingData, 'previous' | 'next'> {
  const index = verseIndex(riwaya, sura, aya);
  return {
    previous: index > 1 ? verseAt(riwaya, index - 1) : null,
    next: index < totalAyas(riwaya) ? verseAt(riwaya, index + 1) : null,
  };
}
