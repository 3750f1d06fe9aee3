import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  authorRecord,
  bookEntryRecord,
  catalogRecord,
  describeIssue,
  fontsRecord,
  imlaeiRecord,
  morphologyRecord,
  riwayaRecord,
  suraRecord,
  verseRecord,
  type AuthorRecord,
  type CatalogRecord,
  type MorphologyRecord,
  type VerseRecord,
} from '../records.js';
import { ContentFileError, readJsonLines } from './jsonl.js';

export const IMLAEI_FILE = 'quran/search-hafs-imlaei.jsonl';
export const MORPHOLOGY_FILE = 'quran/morphology.jsonl.gz';

/** Reads a content folder in the shared/data format (see its README). */
export class ContentFolder {
  constructor(readonly dir: string) {}

  static isContentFolder(dir: string): boolean {
    return existsSync(join(dir, 'quran', 'riwayat.json')) || existsSync(join(dir, 'books', 'catalog.json'));
  }

  private readJson<T>(relative: string, schema: z.ZodType<T>): T {
    const file = join(this.dir, relative);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ContentFileError(file, undefined, (error as Error).message);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(describeIssue(file, undefined, parsed.error));
    return parsed.data;
  }

  has(relative: string): boolean {
    return existsSync(join(this.dir, relative));
  }

  suras() {
    return this.readJson('quran/suras.json', z.array(suraRecord).length(114));
  }

  riwayat() {
    return this.readJson('quran/riwayat.json', z.array(riwayaRecord).min(1));
  }

  /** family/file of the KFGQPC font of each riwaya slug, when fonts/fonts.json exists. */
  fonts(): Map<string, { family: string; file: string }> {
    if (!this.has('fonts/fonts.json')) return new Map();
    const fonts = this.readJson('fonts/fonts.json', fontsRecord);
    return new Map(
      Object.entries(fonts.riwayat).filter(([, f]) => existsSync(join(this.dir, 'fonts', f.file))),
    );
  }

  async riwayaText(slug: string): Promise<VerseRecord[]> {
    const file = join(this.dir, 'quran', `text-${slug}.jsonl`);
    const verses: VerseRecord[] = [];
    for await (const { line, value } of readJsonLines(file)) {
      const parsed = verseRecord.safeParse(value);
      if (!parsed.success) throw new Error(describeIssue(file, line, parsed.error));
      verses.push(parsed.data);
    }
    return verses;
  }

  /** quran/search-hafs-imlaei.jsonl by verse key (sura·1000 + aya); empty when the file is absent. */
  async imlaeiText(): Promise<Map<number, string>> {
    const texts = new Map<number, string>();
    if (!this.has(IMLAEI_FILE)) return texts;
    const file = join(this.dir, IMLAEI_FILE);
    for await (const { line, value } of readJsonLines(file)) {
      const parsed = imlaeiRecord.safeParse(value);
      if (!parsed.success) throw new Error(describeIssue(file, line, parsed.error));
      texts.set(parsed.data.sura * 1000 + parsed.data.aya, parsed.data.text);
    }
    return texts;
  }

  /** quran/morphology.jsonl.gz, every word; empty when the file is absent. */
  async morphology(): Promise<MorphologyRecord[]> {
    if (!this.has(MORPHOLOGY_FILE)) return [];
    const file = join(this.dir, MORPHOLOGY_FILE);
    const words: MorphologyRecord[] = [];
    for await (const { line, value } of readJsonLines(file)) {
      const parsed = morphologyRecord.safeParse(value);
      if (!parsed.success) throw new Error(describeIssue(file, line, parsed.error));
      words.push(parsed.data);
    }
    return words;
  }

  catalog(): CatalogRecord[] {
    if (!this.has('books/catalog.json')) return [];
    return this.readJson('books/catalog.json', z.array(catalogRecord));
  }

  authors(): AuthorRecord[] {
    if (!this.has('authors.json')) return [];
    return this.readJson('authors.json', z.array(authorRecord));
  }

  bookFile(slug: string): string | undefined {
    for (const name of [`${slug}.jsonl.gz`, `${slug}.jsonl`]) {
      const file = join(this.dir, 'books', name);
      if (existsSync(file)) return file;
    }
    return undefined;
  }

  bookFileSize(slug: string): number {
    const file = this.bookFile(slug);
    return file ? statSync(file).size : 0;
  }
}

export interface ValidEntry {
  sura: number;
  aya_from: number;
  aya_to: number;
  text: string;
  footnotes: string | null;
}

/**
 * Reads and validates every entry of one book file. Throws (with file and line) on the first bad
 * record, so that the caller skips this book and imports the others. Returns the entries and a hash
 * of the raw lines, which becomes the book's content version.
 */
export async function readBookEntries(
  file: string,
  ayaCount: (sura: number) => number | undefined,
  onBytes?: (bytes: number) => void,
): Promise<{ entries: ValidEntry[]; hash: string }> {
  const hash = createHash('sha256');
  const entries: ValidEntry[] = [];
  for await (const { line, value, raw } of readJsonLines(file)) {
    hash.update(raw).update('\n');
    onBytes?.(raw.length + 1);
    const parsed = bookEntryRecord.safeParse(value);
    if (!parsed.success) throw new Error(describeIssue(file, line, parsed.error));
    const r = parsed.data;
    const count = ayaCount(r.sura);
    if (count === undefined) throw new ContentFileError(file, line, `unknown sura ${r.sura}`);
    const ayaTo = r.aya_to ?? r.aya;
    if (r.aya < 1 || r.aya > count) throw new ContentFileError(file, line, `unknown aya ${r.sura}:${r.aya}`);
    if (ayaTo < r.aya || ayaTo > count)
      throw new ContentFileError(
        file,
        line,
        `bad aya_to ${ayaTo} for ${r.sura}:${r.aya} (sura has ${count})`,
      );
    if (!r.text.trim()) throw new ContentFileError(file, line, `empty text for ${r.sura}:${r.aya}`);
    entries.push({
      sura: r.sura,
      aya_from: r.aya,
      aya_to: ayaTo,
      text: r.text,
      footnotes: r.footnotes && r.footnotes.length ? JSON.stringify(r.footnotes) : null,
    });
  }
  return { entries, hash: hash.digest('hex') };
}
