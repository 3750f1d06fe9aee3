/**
 * Display settings (spec §3): layout, font family, font-size offset, theme, hidden sura list.
 * Kept in one cookie so the server renders them on the first byte (no flash); pure functions only.
 */
export const LAYOUTS = [1, 2, 3, 4] as const;
export type Layout = (typeof LAYOUTS)[number];
/** 1 read only (Quran only), 2 two columns, 3 three columns (default), 4 commentaries only. */
export const LAYOUT_NAMES: Record<Layout, 'readOnly' | 'twoColumns' | 'threeColumns' | 'commentariesOnly'> = {
  1: 'readOnly',
  2: 'twoColumns',
  3: 'threeColumns',
  4: 'commentariesOnly',
};
export const FONT_FAMILIES = ['dubai', 'cairo', 'Verdana', 'Tahoma'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const THEMES = ['light', 'white'] as const;
export type Theme = (typeof THEMES)[number];

export const BASE_FONT_SIZE_PX = 14;
export const DEFAULT_LAYOUT: Layout = 3;
export const DEFAULT_FONT_FAMILY: FontFamily = 'dubai';
export const DEFAULT_FONT_OFFSET = 0;
export const DEFAULT_THEME: Theme = 'light';
/** The spec sets no limit on clicks; the rendered size is kept readable (at least 8 px). */
export const MIN_FONT_OFFSET = 8 - BASE_FONT_SIZE_PX;
export const MAX_FONT_OFFSET = 60;

export const SETTINGS_COOKIE = 'tafsir_settings';
export const SETTINGS_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface Settings {
  layout: Layout;
  fontFamily: FontFamily;
  fontOffset: number;
  theme: Theme;
  hideSuraList: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  layout: DEFAULT_LAYOUT,
  fontFamily: DEFAULT_FONT_FAMILY,
  fontOffset: DEFAULT_FONT_OFFSET,
  theme: DEFAULT_THEME,
  hideSuraList: false,
};

export function clampFontOffset(n: number): number {
  if (!Number.isFinite(n)) return DEFAULT_FONT_OFFSET;
  return Math.min(MAX_FONT_OFFSET, Math.max(MIN_FONT_OFFSET, Math.trunc(n)));
}

/** Parses the cookie value; anything unknown or malformed falls back to the default of that field. */
export function parseSettings(raw: string | undefined | null): Settings {
  const s: Settings = { ...DEFAULT_SETTINGS };
  if (!raw) return s;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return s;
  }
  const layout = Number(params.get('layout'));
  if ((LAYOUTS as readonly number[]).includes(layout)) s.layout = layout as Layout;
  const font = params.get('font');
  if (font && (FONT_FAMILIES as readonly string[]).includes(font)) s.fontFamily = font as FontFamily;
  const size = params.get('size');
  if (size !== null && /^-?\d{1,3}$/.test(size)) s.fontOffset = clampFontOffset(Number(size));
  const theme = params.get('theme');
  if (theme && (THEMES as readonly string[]).includes(theme)) s.theme = theme as Theme;
  s.hideSuraList = params.get('suras') === '0';
  return s;
}

export function serializeSettings(s: Settings): string {
  const params = new URLSearchParams({
    layout: String(s.layout),
    font: s.fontFamily,
    size: String(clampFontOffset(s.fontOffset)),
    theme: s.theme,
    suras: s.hideSuraList ? '0' : '1',
  });
  return params.toString();
}

/** Attributes the <html> element carries so CSS can apply the settings without JavaScript. */
export function settingsHtmlAttributes(s: Settings): Record<string, string> {
  return {
    'data-layout': String(s.layout),
    'data-font': s.fontFamily.toLowerCase(),
    'data-theme': s.theme,
    'data-suras': s.hideSuraList ? 'hidden' : 'shown',
  };
}

export function fontSizePx(s: Pick<Settings, 'fontOffset'>): number {
  return BASE_FONT_SIZE_PX + clampFontOffset(s.fontOffset);
}
