import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { EntryRow } from '@tafsir/db';
import type { ExportBook } from './book.js';
import type { EntrySink } from './sink.js';

/** Schema tag of the JSON download, so a reader (the web's offline store) can check what it holds. */
export const JSON_FORMAT = 'tafsir-compendium-book';
export const JSON_FORMAT_VERSION = 2; // 2: book.attribution and book.rights replace source/license

/** One entry as the JSON download holds it (the stored text, `{[n]}` markers and `{n, text}` footnotes). */
export interface JsonEntry {
  id: number;
  sura: number;
  aya_from: number;
  aya_to: number;
  text: string;
  footnotes: { n: number; text: string }[];
}

/** The whole JSON document: `{ format, format_version, book, entries }`. */
export interface JsonBook {
  format: typeof JSON_FORMAT;
  format_version: number;
  book: ExportBook;
  entries: JsonEntry[];
}

/**
 * Streams `{"format":…,"book":{…},"entries":[…]}` to disk one entry at a time (respecting back-pressure),
 * then writes a gzip copy beside it for clients that accept gzip.
 */
export class JsonSink implements EntrySink {
  private readonly out: WriteStream;
  private first = true;

  constructor(
    book: ExportBook,
    private readonly file: string,
    private readonly gzipFile: string,
  ) {
    this.out = createWriteStream(file);
    const head = { format: JSON_FORMAT, format_version: JSON_FORMAT_VERSION, book };
    this.out.write(JSON.stringify(head).slice(0, -1) + ',"entries":[\n');
  }

  async add(entry: EntryRow): Promise<void> {
    const row: JsonEntry = {
      id: entry.id,
      sura: entry.sura,
      aya_from: entry.aya_from,
      aya_to: entry.aya_to,
      text: entry.text,
      footnotes: entry.footnotes.map((f) => ({ n: f.n, text: f.text })),
    };
    const ok = this.out.write((this.first ? '' : ',\n') + JSON.stringify(row));
    this.first = false;
    if (!ok) await once(this.out, 'drain');
  }

  async finish(): Promise<void> {
    this.out.end('\n]}\n');
    await finished(this.out);
    await pipeline(createReadStream(this.file), createGzip({ level: 9 }), createWriteStream(this.gzipFile));
  }

  async abort(): Promise<void> {
    this.out.destroy();
  }
}
