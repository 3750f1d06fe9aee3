import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, fontSizePx, parseSettings, serializeSettings } from './settings';

describe('display settings cookie', () => {
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
