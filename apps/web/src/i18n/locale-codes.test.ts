import { DEFAULT_LOCALE, LOCALE_CODES } from '@tafsir/core';
import { describe, expect, it } from 'vitest';
import { ROUTING_DEFAULT_LOCALE, ROUTING_LOCALES } from './locale-codes';

describe('routing locales', () => {
  it('equal the core registry', () => {
    expect([...ROUTING_LOCALES]).toEqual([...LOCALE_CODES]);
    expect(ROUTING_DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
  });
});
