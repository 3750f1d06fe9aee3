/** Business constants and limits (spec §9, with the defaults of §3/§5). */

// ---- search ----
/** A search keyword needs at least this many characters after trimming. */
export const MIN_SEARCH_KEYWORD_LENGTH = 3;
/** Longest keyword accepted (a sensible cap; the spec gives none). */
export const MAX_SEARCH_KEYWORD_LENGTH = 200;
/** Search filters, wire values: everything, verse texts only, commentaries only ("enterpretation" sic). */
export const SEARCH_FILTERS = ['all', 'aya', 'enterpretation'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
export function isSearchFilter(x: unknown): x is SearchFilter {
  return typeof x === 'string' && (SEARCH_FILTERS as readonly string[]).includes(x);
}

// ---- display ----
/** Layout setting: 1 Quran only, 2 two columns, 3 three columns (default), 4 commentaries only. */
export const LAYOUTS = {
  READ_ONLY: 1,
  TWO_COLUMNS: 2,
  THREE_COLUMNS: 3,
  COMMENTARIES_ONLY: 4,
} as const;
export type Layout = (typeof LAYOUTS)[keyof typeof LAYOUTS];
export const DEFAULT_LAYOUT: Layout = LAYOUTS.THREE_COLUMNS;
export function isLayout(x: unknown): x is Layout {
  return x === 1 || x === 2 || x === 3 || x === 4;
}

export const FONT_FAMILIES = ['dubai', 'cairo', 'Verdana', 'Tahoma'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const DEFAULT_FONT_FAMILY: FontFamily = 'dubai';
export function isFontFamily(x: unknown): x is FontFamily {
  return typeof x === 'string' && (FONT_FAMILIES as readonly string[]).includes(x);
}
/** The font size is an integer offset (default 0, one step per click, no limit) added to 14 px. */
export const BASE_FONT_SIZE_PX = 14;
export const DEFAULT_FONT_SIZE_OFFSET = 0;
export function fontSizePx(offset: number): number {
  return BASE_FONT_SIZE_PX + (Number.isInteger(offset) ? offset : 0);
}

export const THEMES = ['light', 'white'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_COLOR = '#B12A34';

/** Tabs of the reading page's division picker; the original called the first one "surrah". */
export const READING_TABS = ['chapter', 'juz', 'hezb'] as const;
export type ReadingTab = (typeof READING_TABS)[number];
export const DEFAULT_READING_TAB: ReadingTab = 'chapter';

// ---- reading defaults ----
export const DEFAULT_SURA = 1;
export const DEFAULT_AYA = 1;
/** Only mushaf (masahef_id) 9 is used. */
export const MASAHEF_ID = 9;
/** Pages prefetched after the current one. */
export const PREFETCH_PAGES = 3;

// ---- books ----
export const BOOK_TYPES = ['tafsir', 'translation'] as const;
export type BookType = (typeof BOOK_TYPES)[number];
/** The spec's wire names of the book types (the original API spelled interpretation "enterpretation"). */
export const BOOK_TYPE_WIRE_NAMES = ['enterpretation', 'translation'] as const;
export type BookTypeWire = (typeof BOOK_TYPE_WIRE_NAMES)[number];
/** The interpretation tab is selected by default. */
export const DEFAULT_BOOK_TYPE: BookType = 'tafsir';
export function isBookType(x: unknown): x is BookType {
  return x === 'tafsir' || x === 'translation';
}
export function bookTypeToWire(type: BookType): BookTypeWire {
  return type === 'tafsir' ? 'enterpretation' : 'translation';
}
/** Reads a wire or internal book type name ("enterpretation", "interpretation", "tafsir", "translation"). */
export function bookTypeFromWire(value: string): BookType | undefined {
  switch (value.trim().toLowerCase()) {
    case 'enterpretation':
    case 'interpretation':
    case 'tafsir':
      return 'tafsir';
    case 'translation':
      return 'translation';
    default:
      return undefined;
  }
}
/**
 * Most book ids one request (and one reading URL) may hold: a bound against abuse, well above the
 * catalogue (128 books in the full corpus, and growing), so that a reader can choose every book.
 */
export const MAX_BOOK_IDS = 1000;
/** Author death years at or after this CE year are treated as absent (spec §5). */
export const MODERN_DEATH_YEAR_CE = 2000;

// ---- timing ----
export const URL_UPDATE_DELAY_MS = 1000;
export const FETCH_MIN_DELAY_MS = 200;
/** After a chunk-load failure the page reloads at most once per this period. */
export const RELOAD_GUARD_MS = 60_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const FINGERPRINT_DELAY_FALLBACK_MS = 500;

// ---- storage ----
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** The cache-query cookie: 1728000 s = 20 days, path "/". */
export const CACHE_QUERY_COOKIE_MAX_AGE_S = 1_728_000;
/** localStorage key of the last chosen book ids. */
export const LAST_BOOKS_STORAGE_KEY = 'lastBooks';
export const LAST_LANG_STORAGE_KEY = 'lastLang';

// ---- counters ----
/**
 * The documented default of the /api/v2 counters' public bearer credential (spec §6; public by design:
 * the browser sends it). The API and the web server read PUBLIC_BEARER_TOKEN over it.
 */
export const DEFAULT_PUBLIC_BEARER_TOKEN = 'tafsir-compendium-public';

// ---- forms ----
export const APP_NAME_MIN_LENGTH = 5;
export const PASSWORD_MIN_LENGTH = 5;

// ---- layout sizes ----
/** Breakpoints in px (the original used both 991/992, 1099/1100 and 1199/1200 as edges). */
export const BREAKPOINTS_PX = { sm: 576, md: 768, lg: 992, xl: 1100, xxl: 1200 } as const;
/** The filter sidebar becomes a toggled drawer under this width. */
export const FILTER_SIDEBAR_BREAKPOINT_PX = BREAKPOINTS_PX.lg;
/** The sura list and the right/left panels open and close under this width. */
export const SIDE_PANELS_BREAKPOINT_PX = BREAKPOINTS_PX.xl;
/** Side panels are 90% wide, up to 400 px. */
export const SIDE_PANEL_WIDTH_PERCENT = 90;
export const SIDE_PANEL_MAX_WIDTH_PX = 400;
/** Quran text max height: 50vh in the two-column desktop view, 60vh on mobile. */
export const QURAN_TEXT_MAX_HEIGHT_VH = { twoColumnDesktop: 50, mobile: 60 } as const;
