import { searchDocument, type SearchDocument } from '@tafsir/db';
import { readBookEntries, type ValidEntry } from './sources/content-folder.js';

/** What the importer needs of a book file before writing it: CPU work only, no database. */
export interface PreparedBook {
  entries: ValidEntry[];
  /** Hash of the raw lines (the book's content version is derived from it). */
  hash: string;
  /** searchDocument() of each entry, in entry order: the search index's text. */
  documents: SearchDocument[];
}

export interface PrepareBookTask {
  file: string;
  /** [sura, aya count] of the Hafs numbering the entries are checked against. */
  ayas: ReadonlyArray<readonly [number, number]>;
}

/**
 * Reads, validates and normalises one book file: gunzip, JSON, schema checks, and the Arabic/Latin
 * search normalisation of every entry (the largest share of an import's CPU time). Throws, with file
 * and line, on the first bad record.
 */
export async function prepareBook(task: PrepareBookTask): Promise<PreparedBook> {
  const ayas = new Map(task.ayas);
  const { entries, hash } = await readBookEntries(task.file, (s) => ayas.get(s));
  return { entries, hash, documents: entries.map((e) => searchDocument(e.text)) };
}
