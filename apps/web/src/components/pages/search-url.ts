/** Search state of spec §3 ↔ the /search URL (pure, shared by the page and the modal). */
export type Filter = '' | 'all' | 'aya' | 'enterpretation';

export interface SearchState {
  keyword: string;
  filter: Filter;
  categories: number[];
  centuries: number[];
  page?: number;
}

export const MIN_KEYWORD = 3;

export function searchQuery(s: SearchState): string {
  const q = new URLSearchParams();
  const k = s.keyword.trim();
  if (k) q.set('keyword', k);
  if (s.filter && s.filter !== 'all') q.set('filter', s.filter);
  if (s.categories.length) q.set('categories', [...s.categories].sort((a, b) => a - b).join(','));
  if (s.centuries.length) q.set('century_categories', [...s.centuries].sort((a, b) => a - b).join(','));
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
