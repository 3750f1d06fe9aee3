import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

describe('constants (spec §9)', () => {
  it('has the search rules', () => {
    expect(C.MIN_SEARCH_KEYWORD_LENGTH).toBe(3);
    expect(C.SEARCH_FILTERS).toEqual(['all', 'aya', 'enterpretation']);
    expect(C.isSearchFilter('aya')).toBe(true);
    expect(C.isSearchFilter('interpretation')).toBe(false);
  });

  it('has the display settings', () => {
    expect(C.LAYOUTS).toEqual({ READ_ONLY: 1, TWO_COLUMNS: 2, THREE_COLUMNS: 3, COMMENTARIES_ONLY: 4 });
    expect(C.DEFAULT_LAYOUT).toBe(3);
    expect([1, 2, 3, 4].every(C.isLayout)).toBe(true);
    expect(C.isLayout(5)).toBe(false);
    expect(C.isLayout('3')).toBe(false);
    expect(C.FONT_FAMILIES).toEqual(['dubai', 'cairo', 'Verdana', 'Tahoma']);
    expect(C.DEFAULT_FONT_FAMILY).toBe('dubai');
    expect(C.isFontFamily('cairo')).toBe(true);
    expect(C.isFontFamily('Arial')).toBe(false);
    expect(C.BASE_FONT_SIZE_PX).toBe(14);
    expect(C.fontSizePx(C.DEFAULT_FONT_SIZE_OFFSET)).toBe(14);
    expect(C.fontSizePx(3)).toBe(17);
    expect(C.fontSizePx(-2)).toBe(12);
    expect(C.fontSizePx(1.5)).toBe(14);
    expect(C.THEME_COLOR).toBe('#B12A34');
    expect(C.DEFAULT_READING_TAB).toBe('chapter');
  });

  it('has the reading defaults', () => {
    expect([C.DEFAULT_SURA, C.DEFAULT_AYA, C.MASAHEF_ID, C.PREFETCH_PAGES]).toEqual([1, 1, 9, 3]);
  });

  it('maps book types to the wire names', () => {
    expect(C.BOOK_TYPES).toEqual(['tafsir', 'translation']);
    expect(C.bookTypeToWire('tafsir')).toBe('enterpretation');
    expect(C.bookTypeToWire('translation')).toBe('translation');
    expect(C.bookTypeFromWire('enterpretation')).toBe('tafsir');
    expect(C.bookTypeFromWire('Interpretation')).toBe('tafsir');
    expect(C.bookTypeFromWire('translation')).toBe('translation');
    expect(C.bookTypeFromWire('poem')).toBeUndefined();
    for (const t of C.BOOK_TYPES) expect(C.bookTypeFromWire(C.bookTypeToWire(t))).toBe(t);
    expect(C.isBookType('tafsir')).toBe(true);
    expect(C.isBookType('enterpretation')).toBe(false);
    expect(C.MAX_BOOK_IDS).toBe(1000);
  });

  it('has the timings and storage settings', () => {
    expect(C.URL_UPDATE_DELAY_MS).toBe(1000);
    expect(C.RELOAD_GUARD_MS).toBe(60_000);
    expect(C.LOCALE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(C.CACHE_QUERY_COOKIE_MAX_AGE_S).toBe(1_728_000);
    expect(C.CACHE_QUERY_COOKIE_MAX_AGE_S).toBe(20 * 24 * 3600);
    expect(C.LAST_BOOKS_STORAGE_KEY).toBe('lastBooks');
    expect(C.FETCH_MIN_DELAY_MS).toBe(200);
  });

  it('has the breakpoints in increasing order', () => {
    const values = Object.values(C.BREAKPOINTS_PX);
    expect(values).toEqual([576, 768, 992, 1100, 1200]);
    expect(C.FILTER_SIDEBAR_BREAKPOINT_PX).toBe(992);
    expect(C.SIDE_PANELS_BREAKPOINT_PX).toBe(1100);
    expect(C.SIDE_PANEL_MAX_WIDTH_PX).toBe(400);
  });
});
