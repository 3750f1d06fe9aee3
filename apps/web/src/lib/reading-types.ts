import type { DeathDate } from '@tafsir/core/death-date';

/** View model of the reading page: what the server components render, whatever the data source. */

export interface SuraInfo {
  number: number;
  nameAr: string;
  nameTranslit: string;
  nameEn: string;
  ayas: number;
  revelation: 'meccan' | 'medinan';
}

export interface RewayaInfo {
  id: number;
  name: string;
  /** The verse being read as this riwaya numbers it: where switching to it opens. */
  place: { sura: number; aya: number };
}

export interface VerseInfo {
  sura: number;
  aya: number;
  text: string;
  page: number;
  juz: number;
  hizb: number;
}

export type BookType = 'enterpretation' | 'translation';

export interface BookInfo {
  id: number;
  type: BookType;
  lang: string;
  title: string;
  /** The language `title` is written in (lib/catalogue): not always the book's (a transliteration). */
  titleLang: string | undefined;
  authorName: string;
  /** The language `authorName` is written in, when known ('ar' for an Arabic name). */
  authorLang: string | undefined;
  /** Hijri death year; null when unknown (or when the CE year is 2000 or later, spec §3). */
  deathHijri: number | null;
  /** The author's death date as shown (core deathDate); null: nothing is said of a death. */
  death: DeathDate | null;
}

export interface Footnote {
  n: number;
  text: string;
}

export interface CommentaryEntry {
  sura: number;
  ayaFrom: number;
  ayaTo: number;
  text: string;
  footnotes: Footnote[];
}

export interface BookCommentary {
  book: BookInfo;
  /** Empty when the book has no comment on the verse (a placeholder is shown). */
  entries: CommentaryEntry[];
  /** The book's introduction (books-content `bintro`), when it has one. */
  intro?: { text: string; footnotes: Footnote[] } | null;
}

/** A division start for the juz / hizb tabs. */
export interface DivisionStart {
  number: number;
  sura: number;
  aya: number;
  page: number;
}

export interface ReadingQuery {
  sura: number;
  aya: number;
  rewayaId: number;
  page: number | null;
  books: number[];
}

export interface ReadingData {
  /** The verse being read (after resolving `page` to its first verse). */
  sura: number;
  aya: number;
  rewayaId: number;
  page: number;
  pageCount: number;
  /** The verses before and after the selected one in the riwaya (across suras and pages); null at the ends. */
  previous: { sura: number; aya: number } | null;
  next: { sura: number; aya: number } | null;
  verses: VerseInfo[];
  suras: SuraInfo[];
  rewayat: RewayaInfo[];
  juzStarts: DivisionStart[];
  hizbStarts: DivisionStart[];
  commentaries: BookCommentary[];
}
