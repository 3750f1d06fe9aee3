import { describe, expect, it } from 'vitest';
import { formField } from './form-field';

describe('formField', () => {
  it('reads the CR LF line breaks a browser posts as one character each, trimmed', () => {
    const form = new FormData();
    form.set('text', '  first\r\nsecond\rthird\n  ');
    expect(formField(form, 'text')).toBe('first\nsecond\nthird');
  });
  it('is empty for a field not posted', () => {
    expect(formField(new FormData(), 'missing')).toBe('');
  });
});
