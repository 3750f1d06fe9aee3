export {
  SearchRepository,
  SearchKeywordError,
  SEARCH_DEFAULT_PER_PAGE,
  SEARCH_DEFAULT_RIWAYA,
  SEARCH_MAX_PER_PAGE,
  SEARCH_MIN_KEYWORD_LENGTH,
  SEARCH_RANK_BUDGET,
  type SearchBook,
  type SearchHit,
  type SearchParams,
  type SearchResult,
  type SearchScope,
} from './repository.js';
export { buildSnippet, SNIPPET_LENGTH, type Highlight, type Snippet } from './highlight.js';
export {
  parseSearchQuery,
  searchDocument,
  toFts5Query,
  toTsQuery,
  centuryOfYear,
  type ParsedQuery,
  type SearchClause,
} from './text.js';
export { searchIndexFor, dialectOf, type SearchIndex, type EntryScope } from './dialects.js';
