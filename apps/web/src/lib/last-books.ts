/**
 * The reader's book choices kept by the browser (spec §3): `lastBooks` is the last selection (ids),
 * restored when a reading URL names none; `recentBooks` adds the books chosen before it, most recent
 * first, for the picker's "recently chosen" group. Storage may be off or full: then nothing is kept.
 */
export const LAST_BOOKS_KEY = 'lastBooks';
export const RECENT_BOOKS_KEY = 'recentBooks';
/** How many recently chosen books the picker remembers. */
export const RECENT_LIMIT = 12;

function readIds(key: string): number[] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is number => Number.isSafeInteger(x) && x > 0) : [];
  } catch {
    return [];
  }
}

export const readLastBooks = (): number[] => readIds(LAST_BOOKS_KEY);
export const readRecentBooks = (): number[] => readIds(RECENT_BOOKS_KEY);

/** The recent list after choosing `ids`: the new ones first, then the earlier ones, without repeats. */
export function withRecent(recent: readonly number[], ids: readonly number[]): number[] {
  return [...new Set([...ids, ...recent])].slice(0, RECENT_LIMIT);
}

export function saveLastBooks(ids: readonly number[]): void {
  try {
    window.localStorage.setItem(LAST_BOOKS_KEY, JSON.stringify(ids));
    window.localStorage.setItem(RECENT_BOOKS_KEY, JSON.stringify(withRecent(readRecentBooks(), ids)));
  } catch {
    /* storage may be disabled */
  }
}
