import { describe, expect, it } from 'vitest';
import * as core from './index.js';

// The names other packages code against: keep them stable.
const FUNCTIONS = [
  'isLocale',
  'localeDirection',
  'resolveLocale',
  'getLocale',
  'contentDirection',
  'getContentLanguage',
  'riwayaById',
  'riwayaBySlug',
  'isRiwayaId',
  'getSura',
  'isValidSura',
  'ayaCount',
  'totalAyas',
  'verseLocation',
  'pageRange',
  'juzStart',
  'hizbStart',
  'rubStart',
  'juzList',
  'hizbList',
  'rubList',
  'verseIndex',
  'verseAt',
  'suraStartPage',
  'isSupportedRiwaya',
  'parseVerseKey',
  'parseVerseRange',
  'formatVerseKey',
  'formatVerseRange',
  'isValidVerse',
  'compareVerses',
  'normalizeArabic',
  'normalizeSearchText',
  'tokenizeSearchText',
  'toPlainArabic',
  'effectiveDeathYear',
  'effectiveDeathHijri',
  'centuryOf',
  'compareByDeath',
  'sortByDeathYear',
  'hijriCentury',
  'centuryLabel',
  'toArabicIndicDigits',
  'toPersianDigits',
  'toWesternDigits',
  'localizeDigits',
  'parseCommentary',
  'stripMarkup',
  'footnoteNumbers',
  'suraByArabicName',
  'bookTypeToWire',
  'bookTypeFromWire',
  'parseIntParam',
  'isMissingParam',
  'parseIdList',
  'parseReadingQuery',
  'alignRiwayaToHafs',
  'hafsToRiwayaLookup',
  'riwayaToHafsLookup',
  'uncoveredHafsVerses',
  'nonIdentityMappings',
] as const;

const VALUES = {
  DEFAULT_LOCALE: 'ar',
  HAFS_RIWAYA_ID: 10,
  DEFAULT_RIWAYA_ID: 10,
  RIWAYA_PARAM: 'rewaya_id',
  MODERN_DEATH_YEAR_CE: 2000,
  MODERN_DEATH_YEAR_HIJRI: 1421,
  PAGE_COUNT: 604,
  JUZ_COUNT: 30,
  HIZB_COUNT: 60,
  RUB_COUNT: 240,
  MIN_SEARCH_KEYWORD_LENGTH: 3,
  DEFAULT_LAYOUT: 3,
  DEFAULT_FONT_FAMILY: 'dubai',
  BASE_FONT_SIZE_PX: 14,
  DEFAULT_SURA: 1,
  DEFAULT_AYA: 1,
  MASAHEF_ID: 9,
  PREFETCH_PAGES: 3,
  URL_UPDATE_DELAY_MS: 1000,
  RELOAD_GUARD_MS: 60000,
  LOCALE_COOKIE_MAX_AGE_S: 365 * 24 * 3600,
  CACHE_QUERY_COOKIE_MAX_AGE_S: 1728000,
  LAST_BOOKS_STORAGE_KEY: 'lastBooks',
  MAX_BOOK_IDS: 1000,
} as const;

describe('public API', () => {
  it.each(FUNCTIONS)('exports function %s', (name) => {
    expect(typeof core[name]).toBe('function');
  });

  it('exports the constants and tables', () => {
    for (const [name, value] of Object.entries(VALUES))
      expect(core[name as keyof typeof VALUES], name).toBe(value);
    expect(core.LOCALES).toHaveLength(13);
    expect(core.RIWAYAT).toHaveLength(8);
    expect(core.SURAS).toHaveLength(114);
    expect(core.JUZ_NAMES).toHaveLength(30);
    expect(core.SEARCH_FILTERS).toEqual(['all', 'aya', 'enterpretation']);
    expect(core.FONT_FAMILIES).toEqual(['dubai', 'cairo', 'Verdana', 'Tahoma']);
    expect(core.BOOK_TYPES).toEqual(['tafsir', 'translation']);
    expect(core.LAYOUTS.THREE_COLUMNS).toBe(3);
    expect(core.CONTENT_LANGUAGES.length).toBeGreaterThanOrEqual(16);
    expect(core.supportedMetaRiwayat).toContain(20);
  });
});
