export {
  SearchRepository,
  SearchKeywordError,
  ENTRY_TOTAL_CAP,
  PARTIAL_CANDIDATES,
  SEARCH_DEFAULT_PER_PAGE,
  SEARCH_DEFAULT_RIWAYA,
  SEARCH_MAX_PER_PAGE,
  SEARCH_MIN_KEYWORD_LENGTH,
  type SearchBook,
  type SearchHit,
  type SearchParams,
  type SearchResult,
  type SearchScope,
  type SearchSort,
  type SearchService,
} from './repository.js';
export {
  createSearchThreads,
  DEFAULT_SEARCH_THREAD_HEAP_MB,
  defaultSearchThreads,
  SearchMemoryError,
  type SearchThreads,
} from './threads.js';
export { buildSnippet, SNIPPET_LENGTH, type Highlight, type Snippet } from './highlight.js';
export {
  parseSearchQuery,
  searchDocument,
  toFts5Query,
  toTsQuery,
  toTsStemQuery,
  centuryOfYear,
  type ParsedQuery,
  type SearchClause,
  type SearchDocument,
} from './text.js';
export { searchIndexFor, dialectOf, FIELD_WEIGHTS, type SearchIndex, type EntryScope } from './dialects.js';
export { MORPHOLOGY_ATTRIBUTION, MORPHOLOGY_RIWAYA, wordRanges } from './morphology.js';
export { MorphologyRepository, type QuranWord } from './words.js';
