import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { deathDate } from '@tafsir/core/death-date';
import { loadFlatMessages } from '@/i18n/message-files.test-support';
import { deathDateText, diedText, type DeathT } from './death-text';

const tOf =
  (code: string): DeathT =>
  (key, values) =>
    new IntlMessageFormat(loadFlatMessages('', code).get(`death.${key}`)!, code).format(values) as string;

describe('death dates in words', () => {
  const en = tOf('en');
  it('reads an older death by both years, a modern one by its CE year', () => {
    expect(diedText(en, deathDate(310, 923))).toBe('d. 310 AH / 923 CE');
    expect(deathDateText(en, deathDate(310, 923)!)).toBe('310 AH / 923 CE');
    expect(diedText(en, deathDate(1431, 2010))).toBe('d. 2010 CE');
    expect(diedText(en, deathDate(null, 2010))).toBe('d. 2010 CE');
    expect(diedText(en, deathDate(310, null))).toBe('d. 310 AH');
    expect(diedText(en, deathDate(1431, 2010))).toBe(diedText(en, deathDate(null, 2010)));
  });

  it('says nothing of a death without a date', () => {
    expect(diedText(en, deathDate(null, null))).toBeNull();
  });

  it('never groups a year', () => {
    expect(diedText(tOf('fr'), deathDate(1355, 1936))).toBe('m. 1355 H / 1936 apr. J.-C.');
  });
});
