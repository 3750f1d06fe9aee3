import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEY,
  fontSizePx,
  parseSettings,
  serializeSettings,
  settingsScript,
} from './settings';

describe('stored display settings', () => {
  it('defaults: layout 3, dubai, offset 0 (14 px), light theme', () => {
    const s = parseSettings(undefined);
    expect(s).toEqual(DEFAULT_SETTINGS);
    expect(s.layout).toBe(3);
    expect(s.fontFamily).toBe('dubai');
    expect(fontSizePx(s)).toBe(14);
  });

  it('round-trips every field', () => {
    const s = {
      layout: 1 as const,
      fontFamily: 'Tahoma' as const,
      fontOffset: 5,
      theme: 'white' as const,
      hideSuraList: true,
    };
    expect(parseSettings(serializeSettings(s))).toEqual(s);
    expect(parseSettings(encodeURIComponent(serializeSettings(s)))).toEqual(s);
  });

  it('ignores unknown values field by field', () => {
    const s = parseSettings('layout=9&font=Comic&size=abc&theme=dark');
    expect(s).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('layout=2&font=cairo').layout).toBe(2);
    expect(parseSettings('%E0%A4%A').layout).toBe(3);
  });

  it('keeps the rendered size readable', () => {
    expect(fontSizePx(parseSettings('size=-50'))).toBe(8);
    expect(fontSizePx(parseSettings('size=3'))).toBe(17);
  });
});

describe('the pre-paint settings script', () => {
  it('applies the stored settings to <html> with nothing but its own source', () => {
    const attributes = new Map<string, string>();
    const style = new Map<string, string>();
    const root = {
      setAttribute: (k: string, v: string) => attributes.set(k, v),
      style: { setProperty: (k: string, v: string) => style.set(k, v) },
    };
    const stored = serializeSettings({
      ...DEFAULT_SETTINGS,
      layout: 2,
      fontFamily: 'cairo',
      fontOffset: 4,
      theme: 'white',
    });
    // The script runs in the page's global scope: give it only what a browser gives it.
    new Function('localStorage', 'document', settingsScript())(
      { getItem: (k: string) => (k === SETTINGS_KEY ? stored : null) },
      { documentElement: root },
    );
    expect(Object.fromEntries(attributes)).toEqual({
      'data-layout': '2',
      'data-font': 'cairo',
      'data-theme': 'white',
      'data-suras': 'shown',
    });
    expect(style.get('--font-size')).toBe('18px');
  });

  it('leaves the served defaults when storage is disabled', () => {
    const root = {
      setAttribute: () => {
        throw new Error('must not be called');
      },
      style: { setProperty() {} },
    };
    expect(() =>
      new Function('localStorage', 'document', settingsScript())(
        {
          getItem: () => {
            throw new Error('SecurityError');
          },
        },
        { documentElement: root },
      ),
    ).not.toThrow();
  });
});
