import { LOCALE_CODES, localizeDigits } from '@tafsir/core';
import { describe, expect, it } from 'vitest';
import { localDigits } from './digits';

describe('localised digits', () => {
  it('match core for every locale', () => {
    for (const code of LOCALE_CODES) {
      for (const v of [0, 7, 255, '2:255', 'الصفحة 42', '٢٥٥'])
        expect(localDigits(v, code)).toBe(localizeDigits(v, code));
    }
  });
  it('ar → Arabic-Indic, ur → Extended Arabic-Indic', () => {
    expect(localDigits('الصفحة 42', 'ar')).toBe('الصفحة ٤٢');
    expect(localDigits(286, 'ur')).toBe('۲۸۶');
  });
});
