/**
 * Display settings (spec §3): layout, font family, font-size offset, theme, hidden sura list.
 * The browser's business: kept in localStorage, applied to <html> as data-* attributes by an inline
 * script before the first paint (no flash, no layout shift), styled by CSS. Pure functions only.
 */
export const LAYOUTS = [1, 2, 3, 4, 5] as const;
export type Layout = (typeof LAYOUTS)[number];
/**
 * 1 read only (Quran only), 2 two columns, 3 three columns (default), 4 commentaries only (spec §3);
 * 5 interlinear: the Quran one verse a line with the chosen translations under each verse.
 */
export const LAYOUT_NAMES: Record<
  Layout,
  'readOnly' | 'twoColumns' | 'threeColumns' | 'commentariesOnly' | 'interlinear'
> = {
  1: 'readOnly',
  2: 'twoColumns',
  3: 'threeColumns',
  4: 'commentariesOnly',
  5: 'interlinear',
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

/**
 * Where the browser keeps them (localStorage). The server never sees them: every reader gets the same
 * HTML, and the pre-paint script (settingsScript) applies them before the first paint.
 */
export const SETTINGS_KEY = 'tafsir_settings';

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

/** The values a stored setting may take (passed in, so parseStoredSettings refers to nothing outside it). */
export const ALLOWED_SETTINGS = {
  layouts: LAYOUTS as readonly number[],
  fonts: FONT_FAMILIES as readonly string[],
  themes: THEMES as readonly string[],
  minOffset: MIN_FONT_OFFSET,
  maxOffset: MAX_FONT_OFFSET,
  defaults: DEFAULT_SETTINGS,
};

/**
 * Parses the stored value; anything unknown or malformed falls back to the default of that field.
 * Self-contained: its source is also the body of the pre-paint script (settingsScript), so it uses
 * nothing but its arguments and the browser's globals.
 */
export function parseStoredSettings(
  raw: string | undefined | null,
  allowed: typeof ALLOWED_SETTINGS,
): Settings {
  const s: Settings = {
    layout: allowed.defaults.layout,
    fontFamily: allowed.defaults.fontFamily,
    fontOffset: allowed.defaults.fontOffset,
    theme: allowed.defaults.theme,
    hideSuraList: false,
  };
  if (!raw) return s;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return s;
  }
  const layout = Number(params.get('layout'));
  if (allowed.layouts.indexOf(layout) >= 0) s.layout = layout as Layout;
  const font = params.get('font');
  if (font && allowed.fonts.indexOf(font) >= 0) s.fontFamily = font as FontFamily;
  const size = params.get('size');
  if (size !== null && /^-?\d{1,3}$/.test(size))
    s.fontOffset = Math.min(allowed.maxOffset, Math.max(allowed.minOffset, Number(size)));
  const theme = params.get('theme');
  if (theme && allowed.themes.indexOf(theme) >= 0) s.theme = theme as Theme;
  s.hideSuraList = params.get('suras') === '0';
  return s;
}

export function parseSettings(raw: string | undefined | null): Settings {
  return parseStoredSettings(raw, ALLOWED_SETTINGS);
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

/**
 * Sets the settings on <html>: data-* attributes for CSS, and the font size. Self-contained, like
 * parseStoredSettings (it is the other half of the pre-paint script).
 */
export function applySettingsToRoot(s: Settings, root: HTMLElement, basePx: number): void {
  root.setAttribute('data-layout', String(s.layout));
  root.setAttribute('data-font', s.fontFamily.toLowerCase());
  root.setAttribute('data-theme', s.theme);
  root.setAttribute('data-suras', s.hideSuraList ? 'hidden' : 'shown');
  root.style.setProperty('--font-size', `${basePx + s.fontOffset}px`);
}

/** The attributes <html> is served with: the defaults (the pre-paint script replaces them). */
export const DEFAULT_HTML_ATTRIBUTES: Record<string, string> = {
  'data-layout': String(DEFAULT_LAYOUT),
  'data-font': DEFAULT_FONT_FAMILY,
  'data-theme': DEFAULT_THEME,
  'data-suras': 'shown',
};

/**
 * The inline script in <head> that applies the stored settings before the first paint (the pattern
 * of Next's guide "preventing flash before hydration"): the two functions above, called with their
 * arguments. Errors (storage disabled) leave the defaults.
 */
export function settingsScript(): string {
  return `try{(${applySettingsToRoot.toString()})((${parseStoredSettings.toString()})(localStorage.getItem(${JSON.stringify(SETTINGS_KEY)}),${JSON.stringify(ALLOWED_SETTINGS)}),document.documentElement,${BASE_FONT_SIZE_PX})}catch(e){}`;
}

export function fontSizePx(s: Pick<Settings, 'fontOffset'>): number {
  return BASE_FONT_SIZE_PX + clampFontOffset(s.fontOffset);
}
