'use client';

import {
  BASE_FONT_SIZE_PX,
  SETTINGS_KEY,
  applySettingsToRoot,
  parseSettings,
  serializeSettings,
  type Settings,
} from './settings';

/** The settings the browser keeps (the defaults when none, or when storage is disabled). */
export function storedSettings(): Settings {
  try {
    return parseSettings(window.localStorage.getItem(SETTINGS_KEY));
  } catch {
    return parseSettings(null);
  }
}

/** Keeps the settings in localStorage and applies them to <html> at once. */
export function applySettings(s: Settings): void {
  try {
    window.localStorage.setItem(SETTINGS_KEY, serializeSettings(s));
  } catch {
    /* storage may be disabled: the settings hold for this page only */
  }
  applySettingsToRoot(s, document.documentElement, BASE_FONT_SIZE_PX);
  window.dispatchEvent(new CustomEvent('tafsir:settings', { detail: s }));
}
