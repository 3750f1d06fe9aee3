import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadFlatMessages } from '@/i18n/message-files.test-support';
import { LOCALE_CODES } from '@tafsir/core';
import { checkLogin, checkRegister, createAttemptLimiter } from './developer-form';

const load = (code: string) => loadFlatMessages('developer', code);

const ar = load('ar');
const en = load('en');
/** Same as English on purpose: technical names. */
const SAME_OK = new Set<string>([]);

describe('developer page messages (messages/developer/*.json)', () => {
  for (const code of LOCALE_CODES) {
    describe(code, () => {
      const own = load(code);
      it('has exactly the keys of en and ar', () => {
        expect([...own.keys()].sort()).toEqual([...ar.keys()].sort());
        expect([...own.keys()].sort()).toEqual([...en.keys()].sort());
      });
      it('has no empty message and every message parses as ICU', () => {
        for (const [key, value] of own) {
          expect(value.trim(), key).not.toBe('');
          expect(() => new IntlMessageFormat(value, code), key).not.toThrow();
        }
      });
      if (code !== 'en') {
        it('is translated (not a copy of English)', () => {
          const same = [...own].filter(([k, v]) => v === en.get(k) && !SAME_OK.has(k) && v.length > 12);
          expect(same.map(([k]) => k)).toEqual([]);
        });
      }
    });
  }
  it('keeps the spec wording in English (spec §5, §8)', () => {
    expect(en.get('developer.errors.required')).toBe('Please provide all the required fields');
    expect(en.get('developer.errors.fillAll')).toBe('Please fill all the fields');
  });
});

describe('developer form checks (spec §5)', () => {
  const ok = {
    app_name: 'My Quran app',
    password: 'secret',
    website: 'https://example.org',
    phone: '+1 555 0100',
    country: 'Morocco',
    email: 'dev@example.org',
  };
  it('accepts a complete registration', () => expect(checkRegister(ok)).toBeNull());
  it('asks for every field', () =>
    expect(checkRegister({ ...ok, phone: ' ', country: '' })).toEqual({
      error: 'required',
      invalid: ['phone', 'country'],
    }));
  it('needs an app name and a password of 5 characters', () => {
    expect(checkRegister({ ...ok, app_name: 'abc' })?.error).toBe('appName');
    expect(checkRegister({ ...ok, app_name: 'abcde' })).toBeNull();
    expect(checkRegister({ ...ok, password: '1234' })?.error).toBe('password');
  });
  it('needs a website URL and an email', () => {
    expect(checkRegister({ ...ok, website: 'example' })?.error).toBe('website');
    expect(checkRegister({ ...ok, website: 'javascript:alert(1)' })?.error).toBe('website');
    expect(checkRegister({ ...ok, email: 'nope' })?.error).toBe('email');
  });
  it('login needs both fields', () => {
    expect(checkLogin({ login: 'My Quran app', password: '' })?.error).toBe('fillAll');
    expect(checkLogin({ login: 'My Quran app', password: 'x' })).toBeNull();
  });
});

describe('attempt limiter of the developer forms', () => {
  it('lets ATTEMPTS_PER_MINUTE through per client and minute', () => {
    const allow = createAttemptLimiter(3, 60_000);
    expect([1, 2, 3, 4].map(() => allow('a', 1000))).toEqual([true, true, true, false]);
    expect(allow('b', 1000)).toBe(true);
    expect(allow('a', 61_001)).toBe(true);
  });
});
