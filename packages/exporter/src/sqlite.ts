import { SURAS } from '@tafsir/core';
import type { EntryRow } from '@tafsir/db';
import SQLite from 'better-sqlite3';
import type { ExportBook } from './book.js';
import type { EntrySink } from './sink.js';

/**
 * The `db_url` download: one self-contained SQLite file (rollback journal, not WAL, so it is a single
 * file) with the tables `book` (one row of metadata), `suras` and `entries`. Opens in any SQLite tool.
 */
export const SQLITE_SCHEMA = `
CREATE TABLE book (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  type TEXT NOT NULL,
  language TEXT NOT NULL,
  direction TEXT NOT NULL,
  title TEXT NOT NULL,
  title_ar TEXT,
  author_name TEXT,
  author_name_ar TEXT,
  author_death_hijri INTEGER,
  author_death_ce INTEGER,
  category TEXT,
  attribution_name TEXT,
  attribution_url TEXT,
  rights TEXT,
  content_version TEXT NOT NULL,
  entry_count INTEGER NOT NULL,
  verses_covered INTEGER NOT NULL,
  imported_at TEXT NOT NULL
);
CREATE TABLE suras (
  number INTEGER PRIMARY KEY,
  name_ar TEXT NOT NULL,
  name_translit TEXT NOT NULL,
  name_en TEXT NOT NULL,
  ayas INTEGER NOT NULL,
  revelation TEXT NOT NULL
);
CREATE TABLE entries (
  id INTEGER PRIMARY KEY,
  sura INTEGER NOT NULL REFERENCES suras(number),
  aya_from INTEGER NOT NULL,
  aya_to INTEGER NOT NULL,
  text TEXT NOT NULL,
  -- JSON array of {"n": number, "text": string}; the text marks each with {[n]}
  footnotes TEXT
);
CREATE INDEX entries_verse ON entries (sura, aya_from, aya_to);
`;

const BATCH = 1000;

export class SqliteSink implements EntrySink {
  private readonly db: SQLite.Database;
  private readonly insert: SQLite.Statement;
  private pending: EntryRow[] = [];

  constructor(book: ExportBook, file: string) {
    this.db = new SQLite(file);
    this.db.pragma('journal_mode = DELETE');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('user_version = 2');
    this.db.exec(SQLITE_SCHEMA);
    this.db
      .prepare(
        `INSERT INTO book VALUES (@id, @slug, @type, @language, @direction, @title, @title_ar, @author_name,
          @author_name_ar, @author_death_hijri, @author_death_ce, @category, @attribution_name, @attribution_url, @rights, @content_version,
          @entry_count, @verses_covered, @imported_at)`,
      )
      .run({
        ...book,
        attribution_name: book.attribution?.name ?? null,
        attribution_url: book.attribution?.url ?? null,
      });
    const sura = this.db.prepare('INSERT INTO suras VALUES (?, ?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const s of SURAS) sura.run(s.number, s.nameAr, s.nameTranslit, s.nameEn, s.ayas, s.revelation);
    })();
    this.insert = this.db.prepare('INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?)');
  }

  add(entry: EntryRow): void {
    this.pending.push(entry);
    if (this.pending.length >= BATCH) this.flush();
  }

  private flush(): void {
    const rows = this.pending;
    this.pending = [];
    this.db.transaction(() => {
      for (const e of rows) {
        this.insert.run(
          e.id,
          e.sura,
          e.aya_from,
          e.aya_to,
          e.text,
          e.footnotes.length ? JSON.stringify(e.footnotes) : null,
        );
      }
    })();
  }

  async finish(): Promise<void> {
    this.flush();
    this.db.exec('ANALYZE');
    this.db.close();
  }

  async abort(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
