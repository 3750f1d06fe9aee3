import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export type DB = Kysely<Database>;

export interface Footnote {
  n: number;
  text: string;
}

/** Footnotes are stored as JSON text; a malformed value reads as no footnotes rather than failing a page. */
export function parseFootnotes(value: string | null): Footnote[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Footnote[]) : [];
  } catch {
    return [];
  }
}
