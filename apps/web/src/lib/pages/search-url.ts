/** Search state of spec §3 ↔ the /search URL (pure, shared by the page and the modal). */
import type { Lang, SearchParams } from '@tafsir/client';
import { MAX_SEARCH_KEYWORD_LENGTH, MIN_SEARCH_KEYWORD_LENGTH } from '@tafsir/core/constants';
import { parseIntParam } from '@tafsir/core/query-params';
import { idList } from './format';

export type Filter = '' | 'all' | 'aya' | 'enterpretation';

/**
 * Order of the commentary results: by relevance (default), or 'history', by their authors' death
 * dates (the API's sort=history); the verses of the Quran are always in relevance order.
 */
export type SearchSort = 'history';

export interface SearchState {
  keyword: string;
  filter: Filter;
  categories: number[];
  centuries: number[];
  sort?: SearchSort;
  page?: number;
}

export const MIN_KEYWORD = MIN_SEARCH_KEYWORD_LENGTH;
/**
 * The search boxes' maxlength: the API's own cap (it refuses a longer keyword with a 400), so that a
 * box never builds a URL the API refuses, nor one a proxy or the browser refuses as too long.
 */
export const MAX_KEYWORD = MAX_SEARCH_KEYWORD_LENGTH;

/** Spec §5: a keyword is searched once it has 3 characters or more after trimming (as the API counts). */
export function isSearchable(keyword: string): boolean {
  return Array.from(keyword.trim()).length >= MIN_KEYWORD;
}

export function searchQuery(s: SearchState): string {
  const q = new URLSearchParams();
  const k = s.keyword.trim();
  if (k) q.set('keyword', k);
  if (s.filter && s.filter !== 'all') q.set('filter', s.filter);
  if (s.categories.length) q.set('categories', [...s.categories].sort((a, b) => a - b).join(','));
  if (s.centuries.length) q.set('century_categories', [...s.centuries].sort((a, b) => a - b).join(','));
  if (s.sort) q.set('sort', s.sort);
  if (s.page && s.page > 1) q.set('page', String(s.page));
  const str = q.toString();
  return str ? `?${str}` : '';
}

/** Spec §4: choosing the already-selected filter clears it. */
export function toggleFilter(current: Filter, chosen: Filter): Filter {
  return current === chosen ? '' : chosen;
}

/** Spec §4: the verse-text checkbox toggles the verses in or out of the search. */
export function toggleVerseText(current: Filter): Filter {
  return current === 'enterpretation' ? '' : 'enterpretation';
}

export function toggleId(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

const FILTERS: readonly Filter[] = ['aya', 'enterpretation'];
export const SEARCH_PER_PAGE = 20;

/**
 * The search state of a /search URL (`get` reads one query parameter, `getAll` all its values; the id
 * lists may come comma-joined or repeated): what the server renders on
 * the first load and what the live search reads after the URL changed in the browser, the same way.
 * The keyword is trimmed and capped at 200 characters; a page that is not a positive integer is
 * `null` (the page answers 404).
 */
export function parseSearchState(
  get: (name: string) => string | undefined,
  /** Every value of a parameter: a plain form sends one `categories=` per checked box. */
  getAll: (name: string) => readonly string[] = (name) => {
    const value = get(name);
    return value === undefined ? [] : [value];
  },
): SearchState | null {
  const f = get('filter') ?? '';
  const page = parseIntParam(get('page'), { name: 'page', min: 1, max: 10_000, default: 1 });
  if (!page.ok) return null;
  return {
    keyword: (get('keyword') ?? '').trim().slice(0, 200),
    filter: (FILTERS as readonly string[]).includes(f) ? (f as Filter) : '',
    categories: idList(getAll('categories').join(','), 1000),
    centuries: idList(getAll('century_categories').join(','), 16),
    // like an unknown filter, an unknown order is the default one
    ...(get('sort') === 'history' ? { sort: 'history' as const } : {}),
    page: page.value,
  };
}

/** The API's search parameters for a state (the page and the live search ask the same question). */
export function apiSearchParams(s: SearchState, lang: Lang): SearchParams {
  return {
    lang,
    keyword: s.keyword,
    ...(s.filter && s.filter !== 'all' ? { filter: s.filter } : {}),
    categories: s.categories,
    century_categories: s.centuries,
    ...(s.sort ? { sort: s.sort } : {}),
    page: s.page ?? 1,
    per_page: SEARCH_PER_PAGE,
  };
}
