import type { ColumnType, Generated } from 'kysely';

/**
 * The database schema, shared by SQLite and PostgreSQL. JSON payloads (footnotes) are stored as text
 * so that both dialects read and write them the same way.
 */

export interface RiwayaTable {
  id: number;
  slug: string;
  name_ar: string;
  name_en: string;
  verse_count: number;
  page_count: number;
  /** CSS font family of the riwaya's KFGQPC font, when the content folder provides one. */
  font_family: string | null;
  /** File name under the content folder's fonts/ directory. */
  font_file: string | null;
}

export interface SuraTable {
  number: number;
  name_ar: string;
  name_translit: string;
  name_en: string;
  ayas: number;
  revelation: 'meccan' | 'medinan';
}

export interface VerseTable {
  riwaya_id: number;
  sura: number;
  aya: number;
  text: string;
  /** Text after packages/core normalisation (search indexes its own analysis of text + text_imlaei). */
  text_normalized: string;
  /** Hafs only: the same verse in plain (imla'i) spelling, indexed with the Uthmani text. */
  text_imlaei?: ColumnType<string | null, string | null | undefined, string | null>;
  page: number;
  juz: number;
  hizb: number;
  rub: number;
}

/** For a riwaya other than Hafs: which Hafs verses a verse of that riwaya corresponds to. */
export interface VerseMapTable {
  riwaya_id: number;
  sura: number;
  aya: number;
  hafs_sura: number;
  hafs_aya_from: number;
  hafs_aya_to: number;
}

export interface LanguageTable {
  id: number;
  code: string;
  name: string;
  native_name: string;
  /** 0 left-to-right, 1 right-to-left (spec §3). */
  direction: number;
}

export interface AuthorTable {
  id: number;
  name: string;
  name_ar: string | null;
  death_hijri: number | null;
  death_ce: number | null;
  bio: string | null;
  bio_lang: string | null;
  death_filled_by_hand: number;
  /** Normalised names (Latin and Arabic), for keyword search. */
  search_text: string;
}

export interface CategoryTable {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
}

export interface CenturyCategoryTable {
  /** The Hijri century number itself (4 = the 4th century AH). */
  id: number;
  title_en: string;
  title_ar: string;
}

export type BookType = 'tafsir' | 'translation';

export interface BookTable {
  id: number;
  slug: string;
  type: BookType;
  language_code: string;
  title: string;
  title_ar: string | null;
  author_id: number | null;
  category_id: number | null;
  intro: string | null;
  /** JSON array of {n, text}: footnotes of the intro. */
  footnotes: string | null;
  /** Maintainers' notes on where the text came from: never served to readers. */
  source: string | null;
  license: string | null;
  /** Reader-facing credit: the site or publisher of the digital text (catalogue `attribution`). */
  attribution_name: string | null;
  attribution_url: string | null;
  /** One plain sentence on the text's rights (catalogue `rights`). */
  rights: string | null;
  /** Hash of the imported content; changes only when the book's content changes. */
  content_version: string;
  entry_count: number;
  verses_covered: number;
  imported_at: string;
}

export interface BookEntryTable {
  id: Generated<number>;
  book_id: number;
  sura: number;
  aya_from: number;
  aya_to: number;
  text: string;
  /** JSON array of {n, text}, or null. */
  footnotes: string | null;
}

/** Small key/value table: content version for HTTP caching, import bookkeeping. */
export interface MetaTable {
  key: string;
  value: string;
}

export interface DownloadCountTable {
  book_id: number;
  format: string;
  /** YYYY-MM */
  month: string;
  count: ColumnType<number, number, number>;
}

export interface VisitorDayTable {
  visitor: string;
  /** YYYY-MM-DD */
  day: string;
}

export interface PageHitTable {
  page: string;
  ref_id: string;
  month: string;
  count: number;
}

/**
 * One written word of the Hafs text with its morphology (Quranic Arabic Corpus 0.4, Kais Dukes,
 * corpus.quran.com — attribution required). `word` is its 1-based position in the verse.
 */
export interface QuranWordTable {
  sura: number;
  aya: number;
  word: number;
  /** The corpus's Uthmani spelling (Tanzil encoding). */
  text: string;
  root: string | null;
  /** normalizeSearchText(root) without spaces: what `root:` compares. */
  root_normalized: string | null;
  lemma: string | null;
  lemma_normalized: string | null;
  /** The corpus's Buckwalter lemma (its trailing digit tells homographs apart). */
  lemma_id: string | null;
  /** JSON [[form, part of speech], …]: prefix, stem and suffix segments. */
  segments: string;
}

export interface Database extends UserDataTables {
  riwayat: RiwayaTable;
  suras: SuraTable;
  verses: VerseTable;
  verse_map: VerseMapTable;
  languages: LanguageTable;
  authors: AuthorTable;
  categories: CategoryTable;
  century_categories: CenturyCategoryTable;
  books: BookTable;
  book_entries: BookEntryTable;
  quran_words: QuranWordTable;
  meta: MetaTable;
  download_counts: DownloadCountTable;
  visitor_days: VisitorDayTable;
  page_hits: PageHitTable;
}

// ---- User data (issue 7): developer apps and API keys, messages, counter idempotency ----

/** A registered developer app (spec §3 developer API registration). */
export interface DeveloperAppTable {
  id: Generated<number>;
  app_name: string;
  /** Lower-cased app name: names are unique case-insensitively. */
  app_name_key: string;
  email: string;
  /** Lower-cased e-mail: unique case-insensitively. */
  email_key: string;
  /** `scrypt$N$r$p$salt$hash` (base64url parts): see repositories/developers.ts. */
  password_hash: string;
  website: string;
  phone: string;
  country: string;
  created_at: string;
}

/** An API key of an app: only its SHA-256 is stored, with a short visible prefix to recognise it. */
export interface ApiKeyTable {
  id: Generated<number>;
  app_id: number;
  /** Hex SHA-256 of the whole key. */
  key_hash: string;
  /** The key's first characters (e.g. `tc_3f9a1c2b`), shown in lists; not enough to use it. */
  prefix: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export type MessageKind = 'contact' | 'note' | 'bug';

/** Everything users send: contact form, note on a text, bug report. Unused columns are null. */
export interface MessageTable {
  id: Generated<number>;
  kind: MessageKind;
  name: string | null;
  email: string | null;
  subject: string | null;
  /** Contact message, or bug description. */
  message: string | null;
  /** Note on a text: the proposed and the original text, and where. */
  proposed_text: string | null;
  original_text: string | null;
  book_id: number | null;
  sura: number | null;
  aya: number | null;
  /** Bug report: the page it is about. */
  page_url: string | null;
  locale: string | null;
  /** Client-chosen id making a retried send idempotent (unique when given). */
  request_id: string | null;
  created_at: string;
  /** When it was mailed over SMTP (null when SMTP is not configured or sending failed). */
  mailed_at: string | null;
}

/** Request ids of counted downloads / page hits, so a retried request is not counted twice. */
export interface CounterRequestTable {
  request_id: string;
  seen_at: string;
}

export interface UserDataTables {
  developer_apps: DeveloperAppTable;
  api_keys: ApiKeyTable;
  messages: MessageTable;
  counter_requests: CounterRequestTable;
}
