/**
 * Answer and parameter types of the Tafsir Compendium API. Written by hand to stay dependency-free;
 * apps/api checks at compile time that they match the routes' JSON schemas (src/client-contract.ts)
 * and its tests check every method's path against /api/openapi.json.
 */

export type Lang = 'ar' | 'en' | 'es' | 'fa' | 'fr' | 'id' | 'it' | 'ja' | 'sw' | 'te' | 'tr' | 'ur' | 'zh';
export type BookTypeWire = 'enterpretation' | 'translation';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export interface Language {
  id: number;
  key: string;
  title: string;
  name: string;
  direction: number;
}
export interface LanguagesAnswer {
  data: Language[];
}

export interface Sura {
  index: number;
  title: string;
  titleAr: string;
  titleEn: string;
  translit: string;
  /** Verse count in the riwaya's numbering (Hafs unless asked for another). */
  count: number;
  type: 'meccan' | 'medinan';
  /** Page of the sura's first verse in the riwaya's mushaf. */
  page: number;
}

export interface Ramz {
  index: number;
  ramz: string;
  titleAr: string;
}

export interface Division {
  number: number;
  name: string;
  opening: string;
  first_aya: { sura: number; aya: number };
  page: number;
  surah_name: string;
}
export interface DivisionAnswer {
  data: Division[];
}

export interface MushafVerse {
  surah_id: number;
  ayah_number: number;
  uthmani_text: string;
  page_id: number;
  masahef_id: number;
  rewaya_id: number;
  juz: number;
  hizb: number;
  rub: number;
}

export interface PageAnswer {
  data: MushafVerse[];
  page: number;
  rewaya_id: number;
  total_pages: number;
}

export interface Riwaya {
  id: number;
  name: string;
  name_ar: string;
  name_en: string;
  verses: number;
  pages: number;
  font_family: string | null;
}

export interface Footnote {
  footnote_number: number;
  footnote: string;
}

export interface Book {
  id: number;
  type: BookTypeWire;
  title: string;
  title_ar: string | null;
  title_en: string;
  slug: string;
  pdf_url: string | null;
  pdf_print_url: string | null;
  db_url: string | null;
  author_id: number | null;
  /** Localised author name (Arabic for ar when known). */
  author_name: string | null;
  author_name_ar: string | null;
  author_name_en: string | null;
  author_death: number | null;
  author_death_ce: number | null;
  death: number | null;
  century: number | null;
  language: string;
  lang_id: number;
  direction: number;
  /** Category code: translate it through the message files (GET /categories has titles too). */
  category: string | null;
  category_id: number | null;
  completion: number;
  verses_covered: number;
  /** Credit for the digital text: show it with the text ("Digital text: <name>", linked). */
  attribution: { name: string; url: string } | null;
  /** One plain English sentence on the text's rights. */
  rights: string | null;
}

export interface BooksAnswer {
  enterpretation: Book[];
  translation: Book[];
}

export interface BookExtra {
  ref_symbol: string;
  extraText: string;
  books_extra_text_id: number;
}

export interface CommentaryItem {
  id: number;
  _id: string;
  book_id: number;
  lang_id: number;
  sura: number;
  ayah_number: number;
  hafs_aya: number;
  aya_from: number;
  aya_to: number;
  text: string;
  originalText: string;
  footnotes: Footnote[];
  book_extra: BookExtra[];
  book_repeated_content: Array<Record<string, unknown>>;
  surrah_intro: string | null;
  surrah_conclusion: string | null;
  missing: boolean;
  type: BookTypeWire;
  book_title: string;
  author_name: string | null;
  author_death: number | null;
  death: number | null;
  language: string;
  direction: number;
}

export interface BookIntro {
  books_id: number;
  intro: string | null;
  footnotes: Footnote[];
}

export interface BooksContentAnswer {
  data: CommentaryItem[];
  bintro: BookIntro[];
}

/** A verse of a riwaya with the mushaf page it starts on. */
export interface VerseOnPage {
  sura: number;
  /** In the riwaya's own numbering. */
  aya: number;
  page: number;
}

/** Everything a reading view shows (GET /api/v1/reading): each part as its own call answers it. */
export interface ReadingAnswer {
  /** Version of the imported content: changes with every import (the ETag follows it). */
  content_version: string;
  /** The mushaf page being read, as `page` answers it. */
  page: PageAnswer;
  /** sura+aya when given, else the first verse of page_number. */
  selected: VerseOnPage;
  /** The neighbours of the selected verse in the riwaya, across suras and pages; null at the ends. */
  previous: VerseOnPage | null;
  next: VerseOnPage | null;
  /** The selected verse in each riwaya (riwaya ↔ Hafs verse map): where switching riwaya opens. */
  same_verse: Array<{ rewaya_id: number; sura: number; aya: number }>;
  /** As `surahs` answers them. */
  suras: Sura[];
  /** As `rewayaList` answers them. */
  rewayat: Riwaya[];
  /** The riwaya's juz and hizb starts, as `juz` / `hizb` answer them (their `data`). */
  juz: Division[];
  hizb: Division[];
  /** The book catalogue, as `books` answers it. */
  books: BooksAnswer;
  /** Commentary of book_ids on the selected verse, as `booksContent` answers it (empty without book_ids). */
  books_content: BooksContentAnswer;
}

export interface Author {
  id: number;
  name: string;
  name_ar: string | null;
  name_en: string;
  death: number | null;
  death_hijri: number | null;
  death_ce: number | null;
  century: number | null;
  /** Biography in the reader's language when there is one, else the one there is (see bio_lang). */
  bio: string | null;
  /** Language code of `bio`: label it when it differs from the reader's language. */
  bio_lang: string | null;
  books_count: number;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export interface AuthorListAnswer {
  data: Author[];
  meta: PageMeta;
}

export interface AuthorDetailAnswer {
  data: Author & { books: Book[] };
}

export interface Statistics {
  bookCount: number;
  transInDiffLng: number;
  totalAuthors: number;
  totalVisitors: number;
  cmv: number;
  pmv: number;
  enterpretation: number;
  translation: number;
  totalDownloads: number;
  currentMonthDownloads: number;
}

export interface Category {
  id: number;
  slug: string;
  title: string;
}
export interface CenturyCategory {
  id: number;
  title: string;
}
export interface CategoriesAnswer {
  data: Category[];
  century_category: CenturyCategory[];
}

export type SearchFilter = 'all' | 'aya' | 'enterpretation';

/** A matched word in a search snippet: offsets in short_description (UTF-16 code units), end exclusive. */
export interface SearchHighlight {
  start: number;
  end: number;
}

export interface SearchHit {
  type: 'aya' | 'enterpretation' | 'translation';
  sura: number;
  /** Riwaya numbering for a verse hit, Hafs numbering for a book entry. */
  aya: number;
  /** Last verse of the passage a book entry covers (= aya for one verse). */
  aya_to: number;
  /** Riwaya of a verse hit; null for a book entry. */
  rewaya_id: number | null;
  /** null for a verse of the Quran. */
  book_id: number | null;
  entry_id: number | null;
  /** Book title, or the sura name for a verse. */
  title: string;
  author_name: string | null;
  /** Death year AH (null when unknown, 2000 CE or later, or for a verse). */
  author_death: number | null;
  /** Death year CE as recorded (null when not recorded, or for a verse). */
  author_death_ce: number | null;
  /** Language code of the text (ar for the Quran). */
  language: string;
  /** The whole verse text for a verse hit; null for a book entry. */
  text: string | null;
  /** Plain-text snippet of the original text ("…" where cut); never HTML. */
  short_description: string;
  /** Sorted, non-overlapping ranges of short_description to highlight. */
  highlights: SearchHighlight[];
  /**
   * A verse hit whose phrase (quoted, or the query words in order) runs on into the next verse (the
   * snippet holds both).
   */
  continues: boolean;
}

export interface SearchAnswer {
  data: SearchHit[];
  page: number;
  total: number;
  per_page: number;
  from: number | null;
  to: number | null;
  /** Matching verses (listed first under filter all). */
  aya_total: number;
  /** Matching book entries (a lower bound when book_total_capped). */
  book_total: number;
  /** More book entries match than book_total. */
  book_total_capped: boolean;
  /** Order of the book entries (the sort parameter; verses: always relevance). */
  order: 'relevance' | 'history';
  /** No text holds every word: best partial matches (or only the words in order across two verses). */
  partial: boolean;
}

export interface RecordedAnswer {
  recorded: boolean;
}

export interface HealthAnswer {
  status: 'ok';
  uptime: number;
}

// ---- parameters ----

export interface LangParams {
  lang?: Lang;
}

export interface RiwayaParams {
  /** Riwaya id (default 10, Hafs). */
  rewaya_id?: number;
}

export interface PageParams extends LangParams, RiwayaParams {
  /** A page of the riwaya's mushaf; without it, the page holding sura:aya (default 1:1). */
  page_number?: number;
  sura?: number;
  aya?: number;
}

export interface BooksContentParams extends LangParams, RiwayaParams {
  book_ids: readonly number[];
  sura?: number;
  aya?: number;
  /** Instead of sura+aya: every verse of this page of the riwaya. */
  page_number?: number;
}

/**
 * A reading view: `page_number` (its first verse is selected), or `sura` + `aya` (the page holding it),
 * or both (the verse must start on that page); defaults 1:1 of rewaya_id 10.
 */
export interface ReadingParams extends LangParams, RiwayaParams {
  page_number?: number;
  sura?: number;
  aya?: number;
  /** Books whose commentary on the selected verse is included (none: empty books_content). */
  book_ids?: readonly number[];
}

export interface AuthorListParams extends LangParams {
  page?: number;
  per_page?: number;
  search_keyword?: string;
}

export interface SearchParams extends LangParams {
  /** Whole words; "a phrase"; a trailing * for a prefix; root:رحم / lemma:… (Quran morphology). */
  keyword: string;
  filter?: SearchFilter;
  /** Order of the book entries: relevance (default) or history (author's death year). */
  sort?: 'relevance' | 'history';
  categories?: readonly number[];
  century_categories?: readonly number[];
  page?: number;
  /** Hits per page (default 20, at most 50). */
  per_page?: number;
  /** Riwaya whose verses are searched (default 10, Hafs). */
  rewaya_id?: number;
  /** Only books written in these languages. */
  book_lang?: readonly string[];
}

export interface BookDownloadedParams {
  book_id: number;
  /** Download format: pdf (default), pdf_print, db… */
  type?: string;
  /** Id of this download (8–100 of A-Z a-z 0-9 _ . : -, e.g. a UUID), reused on retry: counted once. */
  request_id?: string;
}

export interface PageHitParams {
  page: string;
  id?: string;
  /** Id of this page view, reused on retry: counted once. */
  request_id?: string;
}

/** One word of a Hafs verse with its morphology (Quranic Arabic Corpus). */
export interface VerseWord {
  /** 1-based position in the verse. */
  word: number;
  /** The corpus's Uthmani spelling of the word. */
  text: string;
  root: string | null;
  lemma: string | null;
  /** The corpus's Buckwalter lemma id. */
  lemma_id: string | null;
  /** Prefix, stem and suffix segments with their part of speech (corpus tag set). */
  segments: Array<{ form: string; pos: string }>;
  /** Keyword searching every verse with this root (root:…), or null when the word has no root. */
  root_search: string | null;
}

export interface VerseWordsAnswer {
  sura: number;
  aya: number;
  data: VerseWord[];
  /** Required attribution of the morphology data. */
  attribution: string;
}
