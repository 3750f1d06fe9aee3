import { SURAS, contentDirection, type Sura } from '@tafsir/core';
import type { BookWithAuthor } from '@tafsir/db';

/** What every format writes about a book (title page, OPF metadata, the `book` table, JSON `book`). */
export interface ExportBook {
  id: number;
  slug: string;
  type: 'tafsir' | 'translation';
  language: string;
  direction: 'rtl' | 'ltr';
  title: string;
  title_ar: string | null;
  author_id: number | null;
  author_name: string | null;
  author_name_ar: string | null;
  author_death_hijri: number | null;
  author_death_ce: number | null;
  category: string | null;
  /** Credit for the digital text (catalogue `attribution`); the raw source notes are never exported. */
  attribution: { name: string; url: string } | null;
  /** One plain sentence on the text's rights (catalogue `rights`). */
  rights: string | null;
  content_version: string;
  entry_count: number;
  verses_covered: number;
  imported_at: string;
}

export function toExportBook(book: BookWithAuthor): ExportBook {
  return {
    id: book.id,
    slug: book.slug,
    type: book.type,
    language: book.language_code,
    direction: contentDirection(book.language_code),
    title: book.title,
    title_ar: book.title_ar,
    author_id: book.author_id,
    author_name: book.author_name,
    author_name_ar: book.author_name_ar,
    author_death_hijri: book.author_death_hijri,
    author_death_ce: book.author_death_ce,
    category: book.category_slug,
    attribution:
      book.attribution_name && book.attribution_url
        ? { name: book.attribution_name, url: book.attribution_url }
        : null,
    rights: book.rights,
    content_version: book.content_version,
    entry_count: book.entry_count,
    verses_covered: book.verses_covered,
    imported_at: book.imported_at,
  };
}

/** Arabic-script books show Arabic titles and names; others the Latin ones. */
export function isArabicScript(book: ExportBook): boolean {
  return book.direction === 'rtl';
}

export function displayTitle(book: ExportBook): string {
  return (isArabicScript(book) && book.title_ar) || book.title;
}

export function displayAuthor(book: ExportBook): string | null {
  return (isArabicScript(book) && book.author_name_ar) || book.author_name || book.author_name_ar;
}

/** "310 AH / 923 CE" (or the Arabic wording for Arabic-script books); null when unknown. */
export function deathLabel(book: ExportBook): string | null {
  const { author_death_hijri: h, author_death_ce: ce } = book;
  if (h === null && ce === null) return null;
  const ar = isArabicScript(book);
  const parts: string[] = [];
  if (h !== null) parts.push(ar ? `${h} هـ` : `${h} AH`);
  if (ce !== null) parts.push(ar ? `${ce} م` : `${ce} CE`);
  return parts.join(' / ');
}

/** A verse key or range: "2:255", "2:1–5". */
export function verseKey(sura: number, ayaFrom: number, ayaTo: number): string {
  return ayaTo > ayaFrom ? `${sura}:${ayaFrom}–${ayaTo}` : `${sura}:${ayaFrom}`;
}

export function suraOf(n: number): Sura {
  const sura = SURAS[n - 1];
  if (!sura) throw new Error(`no sura ${n}`);
  return sura;
}
