import { describe, expect, it } from 'vitest';
import type { Book, CommentaryItem } from '@tafsir/client';
import { bookFromWire, commentariesFromWire } from './api';

const wireBook = (over: Partial<Book>): Book => ({
  id: 1,
  type: 'enterpretation',
  title: 'T',
  title_ar: null,
  title_en: 'T',
  slug: 't',
  pdf_url: null,
  pdf_print_url: null,
  db_url: null,
  author_id: 1,
  author_name: 'A',
  author_name_ar: null,
  author_name_en: 'A',
  author_death: 310,
  author_death_ce: 923,
  death: 310,
  century: 4,
  language: 'ar',
  lang_id: 1,
  direction: 1,
  category: null,
  category_id: null,
  completion: 100,
  verses_covered: 6236,
  attribution: null,
  rights: null,
  ...over,
});

const item = (over: Partial<CommentaryItem>): CommentaryItem => ({
  id: 1,
  _id: '1',
  book_id: 1,
  lang_id: 1,
  sura: 2,
  ayah_number: 255,
  hafs_aya: 255,
  aya_from: 255,
  aya_to: 255,
  text: 'x',
  originalText: 'x',
  footnotes: [],
  book_extra: [],
  book_repeated_content: [],
  surrah_intro: null,
  surrah_conclusion: null,
  missing: false,
  type: 'enterpretation',
  book_title: 'T',
  author_name: 'A',
  author_death: 310,
  death: 310,
  language: 'ar',
  direction: 1,
  ...over,
});

describe('API answers → view model', () => {
  it('treats a death year of 2000 CE or later as absent', () => {
    expect(bookFromWire(wireBook({ author_death: 1442, author_death_ce: 2021 }), 'en').deathHijri).toBeNull();
    expect(bookFromWire(wireBook({}), 'en').deathHijri).toBe(310);
  });

  it("marks each name with the language it is written in, not the book's", () => {
    const tabari = wireBook({
      title: "Jami' al-Bayan",
      title_ar: 'جامع البيان',
      title_en: "Jami' al-Bayan",
      author_name: 'al-Tabari',
      author_name_ar: 'الطبري',
      author_name_en: 'al-Tabari',
    });
    expect(bookFromWire(tabari, 'en')).toMatchObject({
      title: "Jami' al-Bayan",
      titleLang: undefined,
      authorName: 'al-Tabari',
      authorLang: undefined,
    });
    expect(bookFromWire(tabari, 'ar')).toMatchObject({
      title: 'جامع البيان',
      titleLang: 'ar',
      authorName: 'الطبري',
      authorLang: 'ar',
    });
    const urdu = { title: 'ترجمہ جوناگڑھی', title_en: 'ترجمہ جوناگڑھی', language: 'ur' };
    expect(bookFromWire(wireBook(urdu), 'en').titleLang).toBe('ur');
    const english = { title: 'Saheeh International', title_en: 'Saheeh International', language: 'en' };
    expect(bookFromWire(wireBook(english), 'ar').titleLang).toBe('en');
    const chinese = { title: '古兰经 (马坚)', title_en: '古兰经 (马坚)', language: 'zh' };
    expect(bookFromWire(wireBook(chinese), 'fr').titleLang).toBe('zh');
  });

  it('keeps every chosen book, with placeholders for missing comments and real footnotes', () => {
    const catalogue = new Map([1, 2, 3].map((id) => [id, bookFromWire(wireBook({ id }), 'en')]));
    const out = commentariesFromWire(
      [3, 1, 2],
      [
        item({ book_id: 1, aya_from: 254, aya_to: 256, footnotes: [{ footnote_number: 1, footnote: 'n' }] }),
        item({ book_id: 2, missing: true, text: '' }),
      ],
      catalogue,
    );
    expect(out.map((c) => [c.book.id, c.entries.length])).toEqual([
      [3, 0],
      [1, 1],
      [2, 0],
    ]);
    expect(out[1]!.entries[0]).toMatchObject({ ayaFrom: 254, ayaTo: 256, footnotes: [{ n: 1, text: 'n' }] });
  });
});
