// Loads the shared content dataset for the tests that run on the whole Quran. Tests using it are
// skipped (with the reason printed) when the folder is absent; set TAFSIR_DATA_DIR to point elsewhere.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const DATA_DIR = process.env['TAFSIR_DATA_DIR'] ?? '/work/shared/data';
export const HAS_DATA = existsSync(join(DATA_DIR, 'quran', 'text-hafs.jsonl'));
export const SKIP_REASON = `shared content dataset not found at ${DATA_DIR} (set TAFSIR_DATA_DIR)`;
if (!HAS_DATA) console.warn(`[core tests] skipping whole-Quran tests: ${SKIP_REASON}`);

export interface QuranRow {
  sura: number;
  aya: number;
  text: string;
  page: number;
  juz: number;
  hizb: number;
  rub: number;
}

const parseJsonl = <T>(text: string): T[] =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);

const cache = new Map<string, unknown>();
function cached<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

/** text-<slug>.jsonl of one riwaya. */
export function loadQuran(slug: string): QuranRow[] {
  return cached(`quran:${slug}`, () =>
    parseJsonl<QuranRow>(readFileSync(join(DATA_DIR, 'quran', `text-${slug}.jsonl`), 'utf8')),
  );
}

/** search-hafs-imlaei.jsonl: the Hafs text in plain spelling. */
export function loadImlaei(): { sura: number; aya: number; text: string }[] {
  return cached('imlaei', () =>
    parseJsonl<{ sura: number; aya: number; text: string }>(
      readFileSync(join(DATA_DIR, 'quran', 'search-hafs-imlaei.jsonl'), 'utf8'),
    ),
  );
}

export interface BookRow {
  sura: number;
  aya: number;
  aya_to?: number;
  text: string;
  footnotes?: { n: number; text: string }[];
}

/** books/<slug>.jsonl.gz, the first `limit` rows. */
export function loadBook(slug: string, limit = Infinity): BookRow[] {
  const rows = cached(`book:${slug}`, () =>
    parseJsonl<BookRow>(
      gunzipSync(readFileSync(join(DATA_DIR, 'books', `${slug}.jsonl.gz`))).toString('utf8'),
    ),
  );
  return rows.slice(0, limit);
}

export const bookExists = (slug: string): boolean => existsSync(join(DATA_DIR, 'books', `${slug}.jsonl.gz`));

/** quran/morphology.jsonl.gz: the corpus's written words of each Hafs verse, in order, by "sura:aya". */
export function loadMorphologyWords(): Map<string, string[]> {
  return cached('morphology', () => {
    const byVerse = new Map<string, string[]>();
    const rows = parseJsonl<{ sura: number; aya: number; text: string }>(
      gunzipSync(readFileSync(join(DATA_DIR, 'quran', 'morphology.jsonl.gz'))).toString('utf8'),
    );
    for (const r of rows) {
      const key = `${r.sura}:${r.aya}`;
      byVerse.set(key, [...(byVerse.get(key) ?? []), r.text]);
    }
    return byVerse;
  });
}
