import type { BookWithAuthor, EntryRow, Footnote } from '@tafsir/db';
import type { CommentaryItem } from '../schemas/books.js';
import { bookType } from './books.js';
import type { LanguageInfo } from './content-state.js';
import { missingCommentaryText, nameInLocale } from './locale.js';
import { bookDeathYear } from './ordering.js';

/** A verse being read, in the requested riwaya's numbering, and the Hafs verses it corresponds to. */
export interface VerseTarget {
  sura: number;
  aya: number;
  hafs: { sura: number; ayaFrom: number; ayaTo: number };
}

const FOOTNOTE_MARKER = /\{\[\d+\]\}/g;

function footnotes(list: readonly Footnote[]) {
  return list.map((f) => ({ footnote_number: f.n, footnote: f.text }));
}

interface BookFields {
  book: BookWithAuthor;
  lang_id: number;
  direction: number;
  title: string;
  author_name: string | null;
  death: number | null;
  type: 'enterpretation' | 'translation';
}

function bookFields(book: BookWithAuthor, lang: string, languages: Map<string, LanguageInfo>): BookFields {
  const language = languages.get(book.language_code);
  return {
    book,
    lang_id: language?.id ?? 0,
    direction: language?.direction ? 1 : 0,
    title: nameInLocale(lang, book.title_ar, book.title),
    author_name: book.author_name === null ? null : nameInLocale(lang, book.author_name_ar, book.author_name),
    death: bookDeathYear(book),
    type: bookType(book.type),
  };
}

function common(b: BookFields) {
  return {
    book_id: b.book.id,
    lang_id: b.lang_id,
    book_extra: [],
    book_repeated_content: [],
    surrah_intro: null,
    surrah_conclusion: null,
    type: b.type,
    book_title: b.title,
    author_name: b.author_name,
    author_death: b.death,
    death: b.death,
    language: b.book.language_code,
    direction: b.direction,
  };
}

/**
 * Commentary items for verses being read: for each verse (in the given order), each book (in the given,
 * historical order), each Hafs verse the verse maps to, every entry covering that Hafs verse — so a
 * passage stored once for aya_from..aya_to is returned with each verse inside it. A book with nothing
 * on a verse gets one placeholder item (`missing: true`, spec §8 wording).
 */
export function buildCommentary(
  targets: readonly VerseTarget[],
  books: readonly BookWithAuthor[],
  entries: readonly EntryRow[],
  lang: string,
  languages: Map<string, LanguageInfo>,
): CommentaryItem[] {
  const fields = books.map((b) => bookFields(b, lang, languages));
  // Entries by book and sura; each list is short (the entries overlapping the requested verses).
  const byBookSura = new Map<string, EntryRow[]>();
  for (const e of entries) {
    const key = `${e.book_id}:${e.sura}`;
    const list = byBookSura.get(key);
    if (list) list.push(e);
    else byBookSura.set(key, [e]);
  }
  const missingText = missingCommentaryText(lang);
  const items: CommentaryItem[] = [];
  for (const target of targets) {
    const { sura, ayaFrom, ayaTo } = target.hafs;
    for (const b of fields) {
      const candidates = byBookSura.get(`${b.book.id}:${sura}`) ?? [];
      // A verse of another riwaya can map to two Hafs verses; a passage covering both is given once.
      const seen = new Set<number>();
      for (let hafsAya = ayaFrom; hafsAya <= ayaTo; hafsAya++) {
        for (const e of candidates) {
          if (e.aya_from > hafsAya || e.aya_to < hafsAya || seen.has(e.id)) continue;
          seen.add(e.id);
          items.push({
            id: e.id,
            _id: `${b.book.id}-${target.sura}-${target.aya}-${e.id}`,
            ...common(b),
            sura: target.sura,
            ayah_number: target.aya,
            hafs_aya: hafsAya,
            aya_from: e.aya_from,
            aya_to: e.aya_to,
            text: e.text,
            originalText: e.text.replace(FOOTNOTE_MARKER, ''),
            footnotes: footnotes(e.footnotes),
            missing: false,
          });
        }
      }
      if (seen.size === 0) {
        items.push({
          id: 0,
          _id: `${b.book.id}-${target.sura}-${target.aya}-missing`,
          ...common(b),
          sura: target.sura,
          ayah_number: target.aya,
          hafs_aya: ayaFrom,
          aya_from: ayaFrom,
          aya_to: ayaTo,
          text: missingText,
          originalText: missingText,
          footnotes: [],
          missing: true,
        });
      }
    }
  }
  return items;
}
