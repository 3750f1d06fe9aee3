import { localizeDigits, usesArabicNames } from '@tafsir/core';

/**
 * How localised fields pick their language: they follow `lang` (one of the 13 interface locales of
 * @tafsir/core) and fall back to Arabic, the site's default and fallback language.
 */
export {
  LOCALE_CODES,
  type LocaleCode,
  bookTitleInLocale,
  nameInLocale,
  usesArabicNames,
} from '@tafsir/core';

const DIVISION_WORDS: Record<string, { juz: string; hizb: string }> = {
  ar: { juz: 'الجزء', hizb: 'الحزب' },
  en: { juz: 'Juz', hizb: 'Hizb' },
  es: { juz: 'Yuz', hizb: 'Hizb' },
  fa: { juz: 'جزء', hizb: 'حزب' },
  fr: { juz: 'Juz', hizb: 'Hizb' },
  id: { juz: 'Juz', hizb: 'Hizb' },
  it: { juz: 'Juz', hizb: 'Hizb' },
  ja: { juz: 'ジュズ', hizb: 'ヒズブ' },
  sw: { juz: 'Juzuu', hizb: 'Hizbu' },
  te: { juz: 'జుజ్', hizb: 'హిజ్బ్' },
  tr: { juz: 'Cüz', hizb: 'Hizb' },
  ur: { juz: 'پارہ', hizb: 'حزب' },
  zh: { juz: '卷', hizb: '段' },
};

/** "الجزء ٣", "Juz 3", "جزء ۳", "第3卷"… (digits as the locale writes them, spec §5). */
export function divisionName(kind: 'juz' | 'hizb', n: number, lang: string): string {
  const words = DIVISION_WORDS[lang] ?? DIVISION_WORDS.ar!;
  if (lang === 'zh') return `第${n}${words[kind]}`;
  return `${words[kind]} ${localizeDigits(n, lang)}`;
}

/** Spec §8: the placeholder text of a selected book without comment on a verse. */
const MISSING_COMMENTARY: Record<string, string> = {
  ar: 'لم يعلق المفسر على هذه الآية، ويمكنك الاستفادة من التفاسير الأخرى',
  en: 'Enterpretation/Translation not found',
};

/** Arabic wording for Arabic-script locales, the spec's English wording otherwise. */
export function missingCommentaryText(lang: string): string {
  return usesArabicNames(lang) ? MISSING_COMMENTARY.ar! : MISSING_COMMENTARY.en!;
}
