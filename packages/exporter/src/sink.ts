import type { EntryRow } from '@tafsir/db';

/** A format writer fed every entry of a book once, in Quran order; `finish` completes the file. */
export interface EntrySink {
  add(entry: EntryRow): void | Promise<void>;
  finish(): Promise<void>;
  /** Stops after a failure; the partial file is removed by the caller. */
  abort(): Promise<void>;
}
