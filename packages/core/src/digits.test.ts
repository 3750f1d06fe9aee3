import { describe, expect, it } from 'vitest';
import { localizeDigits, toArabicIndicDigits, toPersianDigits, toWesternDigits } from './digits.js';

describe('digits', () => {
  it('writes Arabic-Indic digits', () => {
    expect(toArabicIndicDigits(255)).toBe('٢٥٥');
    expect(toArabicIndicDigits('2:255')).toBe('٢:٢٥٥');
    expect(toArabicIndicDigits(1234567890)).toBe('١٢٣٤٥٦٧٨٩٠');
  });

  it('writes Persian digits', () => {
    expect(toPersianDigits(6236)).toBe('۶۲۳۶');
    expect(toPersianDigits('صفحه 42')).toBe('صفحه ۴۲');
  });

  it('reads any digit set back', () => {
    expect(toWesternDigits('٢٥٥ ۶۲۳۶ 12')).toBe('255 6236 12');
  });

  it('localises by interface locale', () => {
    expect(localizeDigits(114, 'ar')).toBe('١١٤');
    expect(localizeDigits(114, 'fa')).toBe('۱۱۴');
    expect(localizeDigits(114, 'ur')).toBe('۱۱۴');
    expect(localizeDigits(114, 'en')).toBe('114');
    expect(localizeDigits('١١٤', 'fr')).toBe('114');
    expect(localizeDigits(7, 'ar-EG')).toBe('٧');
  });
});
