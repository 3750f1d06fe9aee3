'use client';

import {
  SETTINGS_COOKIE,
  SETTINGS_COOKIE_MAX_AGE,
  fontSizePx,
  serializeSettings,
  settingsHtmlAttributes,
  type Settings,
} from './settings';

/** Saves the settings in their cookie and applies them to <html> at once (the server reads the same cookie). */
export function applySettings(s: Settings): void {
  document.cookie = `${SETTINGS_COOKIE}=${encodeURIComponent(serializeSettings(s))}; path=/; max-age=${SETTINGS_COOKIE_MAX_AGE}; samesite=lax`;
  const root = document.documentElement;
  for (const [k, v] of Object.entries(settingsHtmlAttributes(s))) root.setAttribute(k, v);
  root.style.setProperty('--font-size', `${fontSizePx(s)}px`);
  window.dispatchEvent(new CustomEvent('tafsir:settings', { detail: s }));
}
