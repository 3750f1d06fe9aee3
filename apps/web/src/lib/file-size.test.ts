import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { formatSize } from './file-size';

const LATIN = /[0-9]/;
const ARABIC_INDIC = /[٠-٩]/;
const EXTENDED = /[۰-۹]/;

describe('formatSize: one number and unit format per locale', () => {
  it('Arabic: Arabic-Indic digits and decimal separator, the Arabic unit name, no Latin digit or "MB"', () => {
    const mb = formatSize(12.34 * 1024 * 1024, 'ar');
    expect(mb).toMatch(ARABIC_INDIC);
    expect(mb).not.toMatch(LATIN);
    expect(mb).toContain('١٢٫٣');
    expect(mb).not.toContain('MB');
    expect(mb).toContain('م.ب');
    const kb = formatSize(850 * 1024, 'ar');
    expect(kb).toContain('٨٥٠');
    expect(kb).not.toMatch(/kB|KB/);
  });

  it('Persian and Urdu: extended Arabic-Indic digits', () => {
    for (const locale of ['fa', 'ur']) {
      const text = formatSize(3.5 * 1024 * 1024, locale);
      expect(text, locale).toMatch(EXTENDED);
      expect(text, locale).not.toMatch(LATIN);
    }
  });

  it("other locales: Latin digits and the locale's own unit and decimal mark", () => {
    expect(formatSize(12.34 * 1024 * 1024, 'en')).toBe('12.3 MB');
    expect(formatSize(12.34 * 1024 * 1024, 'fr')).toMatch(/^12,3\s?Mo$/);
    expect(formatSize(850 * 1024, 'en')).toBe('850 kB');
    expect(formatSize(100, 'en')).toBe('1 kB'); // never "0"
  });

  it('every locale of the site gets a size with a unit and its own digits only', () => {
    for (const locale of routing.locales) {
      const text = formatSize(5 * 1024 * 1024, locale);
      expect(text.replace(/[\d٠-٩۰-۹.,٫\s]/g, '').length, locale).toBeGreaterThan(0);
      if (locale === 'ar') expect(text).not.toMatch(LATIN);
      else if (locale === 'fa' || locale === 'ur') expect(text).not.toMatch(LATIN);
      else expect(text, locale).not.toMatch(/[٠-٩۰-۹]/);
    }
  });
});
