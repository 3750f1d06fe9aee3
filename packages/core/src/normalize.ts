/**
 * Text normalisation. The same functions run on the indexed text (at import) and on the reader's
 * query, so both sides land on one canonical spelling; Uthmani Quran text (KFGQPC, any riwaya) and
 * the plain (imla'i) spelling of the same verse normalise to mostly the same words (≈99.4% of the
 * words of the 6236 Hafs verses, measured by the tests against the Tanzil imla'i text).
 *
 * Arabic rules (normalizeArabic):
 *  - Uthmani spellings are first rewritten to imla'i letters, using the diacritics that are still
 *    there (this is why it is one regular expression with a few alternatives):
 *    · a seatless hamza on a tatweel (KFGQPC يَسۡـَٔلُونَكَ, شَيۡـٔٗا) or on the line inside a word
 *      (إِسۡرَٰٓءِيلَ, يَسۡتَهۡزِءُونَ) gets the imla'i seat of the strongest vowel around it
 *      (kasra → ئ, damma → ؤ, fatha → أ; after a long ā it stays on the line unless kasra);
 *    · ى + dagger alef is ا inside a word (أَتَىٰهُمۡ → اتاهم) and ى at its end (عَلَىٰ → علي);
 *      a bare و + dagger alef spells ā (ٱلصَّلَوٰةَ → الصلاه, like imla'i الصلاة);
 *    · small letters that stand for a written letter become that letter (ـۧ → ي, ـۨ → ن,
 *      إِۦلَٰفِهِمۡ → ايلافهم, يُحۡيِۦ → يحيي), except the small waw/yeh after the pronouns ه/م
 *      (لَهُۥ, بِهِۦ, لَهُمُۥ), which only lengthen the vowel and are dropped.
 *  - Diacritics are dropped: tashkeel U+064B–U+065F (incl. maddah and hamza marks), Quranic
 *    annotation signs U+0610–U+061A and U+06D6–U+06ED (pause marks, ۞ U+06DE, sajda ۩ U+06E9, small
 *    high rounded zero U+06DF, U+06E0 …), open tanween and other Quranic marks U+08D3–U+08FF,
 *    tatweel U+0640, zero-width joiners/non-joiners and bidi controls.
 *  - The remaining dagger alefs U+0670 → ا.
 *  - Letter folds: ٱ أ إ آ ٲ ٳ → ا; ءا and a doubled alef → ا; ى ے → ي; ة → ه; ؤ → و; ئ → ي;
 *    Persian/Urdu ی ې ۓ → ي, ک ڪ → ك, ە ۀ ہ ۂ ۃ ھ → ه, ں → ن.
 *  - A few words whose conventional spelling keeps the Uthmani short form are folded to that form,
 *    with any proclitics/pronoun suffix (الرحمان → الرحمن, هاذا → هذا, ذالك → ذلك, لاكن → لكن,
 *    السماوات → السموات, اليل → الليل …), so plain queries find the Uthmani text and vice versa.
 *  - Whitespace (incl. NBSP) collapses to one space; the result is trimmed.
 *
 * normalizeSearchText adds, for every script: lower case, compatibility decomposition (NFKD) with
 * Latin combining accents removed (ā → a, ḥ → h, ç → c, ı → i), apostrophes and transliteration
 * half rings removed inside words (Qurʾān → quran), Arabic-Indic and Persian digits → 0–9, and any
 * run of punctuation/symbols → one space. Other scripts' marks (Japanese dakuten, Telugu vowel
 * signs) are kept and recomposed (NFC).
 *
 * Everything is a handful of global regular-expression passes over the whole string (no
 * per-character work in JavaScript): the importer runs this over hundreds of megabytes.
 */

// Pass 1 — Uthmani → imla'i letters. It needs the diacritics, so it runs first; one alternative per
// context-dependent sequence, and the replacement keeps imla'i letters (أ ؤ ئ ء ى) for display.
//  0. hamza mark on a tatweel right after a one-letter proclitic (بِـَٔايَٰتِنَا → بآياتنا)
//  1. hamza mark on a tatweel (KFGQPC seatless hamza), with the previous letter and the vowels around
//  2. hamza on the line inside a word (Uthmani ٱلرُّءۡيَا, إِسۡرَٰٓءِيلَ, يَسۡتَهۡزِءُونَ)
//  3. ى + dagger alef inside a word (its imla'i spelling is ا: أَتَىٰهُمۡ → أتاهم) …
//  4. … and at the end of a word (just ى: عَلَىٰ → على); the Warsh/Qalun/Duri mushafs write
//     this alef maqsura as ي + dagger alef (هُد۪يٰهُمْ, مُوسۭيٰ)
//  5. waw + dagger alef: the waw spells a long ā (ٱلصَّلَوٰةَ → الصلاة)
//  6. small letters that stand for a written letter (ـۧ ي, ـۨ ن) and the small waw/yeh
//  7. small waw/yeh after the pronouns ه and م (لَهُۥ, بِهِۦ; Qalun/Ibn Kathir لَهُمُۥ) only
//     lengthen the vowel: dropped
const L = '\u0621-\u064A\u0671-\u06D3'; // letters
const V = '\u064B-\u0653\u0670\u06E1'; // vowel signs, sukun, maddah, dagger alef
// Every alternative starts at its trigger character (ـ ء ى و or a small letter); what comes before
// it is only looked at (lookbehind), so the scan stays cheap on long texts.
const CONTEXT_RE = new RegExp(
  [
    `\u0640(?<=(?<![${V}${L}])(?<proclitic>[\u0628\u0644\u0643\u0641\u0648])[${V}]*\u0640)[${V}]*[\u0654\u0655][${V}]*`,
    `\u0640(?<=(?<tPrev>[${L}]?)(?<tMarks>[${V}]*)\u0640)(?<tBefore>[${V}]*)[\u0654\u0655](?<tAfter>[${V}]*)`,
    `\u0621(?<=(?<hPrev>[${L}]?)(?<hMarks>[${V}]*)\u0621)(?<hOwn>[${V}]*)(?=[${L}])`,
    `(?<maqsuraMid>\u0649[${V}]*\u0670|\u064A\u0670)(?=[${V}]*[${L}])`,
    `(?<maqsuraEnd>\u0649[\u064B-\u0653]*\u0670|\u064A\u0670)`,
    `(?<wawAlef>\u0648\u0670)`,
    `[\u06E5\u06E6](?<=(?<pronoun>[\u0647\u0645])[\u064B-\u0652]*[\u06E5\u06E6])`,
    `(?<small>[\u06E5-\u06E8])`,
  ].join('|'),
  'g',
);

interface ContextGroups {
  proclitic?: string;
  tPrev?: string;
  tMarks?: string;
  tBefore?: string;
  tAfter?: string;
  hPrev?: string;
  hMarks?: string;
  hOwn?: string;
  maqsuraMid?: string;
  maqsuraEnd?: string;
  wawAlef?: string;
  pronoun?: string;
  small?: string;
}

/**
 * Seat of a hamza in imla'i spelling, from the vowels around it (`marks` = the previous letter's
 * marks, `own` = the hamza's): kasra > damma > fatha, with the imla'i special cases noted inline.
 */
function hamzaSeat(prevLetter: string, marks: string, own: string, onLine: boolean): string {
  const vowels = marks + own;
  const kasra = /[\u0650\u064D]/.test(vowels);
  if (own.includes('\u0670')) return 'آ'; // hamza + long ā is آ (قُرۡءَٰنٗا, سَوۡءَٰتِهِمَا)
  const afterLongA = prevLetter === 'ا' || marks.includes('\u0670');
  // after a long ā or a waw a hamza stays on the line unless a kasra seats it on ي
  // (جَآءُو → جاءو, إِسۡرَٰٓءِيلَ → إسرائيل, ٱلۡمَوۡءُۥدَةُ → الموءودة)
  const afterWawSound = prevLetter === 'و' && !/[\u064E\u064F\u0650]/.test(marks); // ū or aw, not وَ
  if (onLine && (afterLongA || afterWawSound)) return kasra ? 'ئ' : 'ء';
  if (onLine && own.includes('\u064B')) return 'ء'; // before the alef of tanween: جُزۡءٗا → جزءا
  if (kasra) return 'ئ';
  if (afterLongA) return 'أ'; // يَٰٓـَٔادَمُ → ياأادم → ياآدم
  if (prevLetter === 'ي') return 'ئ'; // شَيۡـٔٗا → شيئا
  if (/[\u064F\u064C]/.test(vowels)) return 'ؤ';
  if (/[\u064E\u064B]/.test(vowels)) return 'أ';
  // on the line without any vowel (plain spelling): leave it as written
  return onLine ? 'ء' : 'ئ';
}

function contextReplace(...args: unknown[]): string {
  const g = args[args.length - 1] as ContextGroups;
  // a proclitic (ب ل ك ف و) before a seatless hamza: the hamza starts the word, so it sits on alef
  if (g.proclitic !== undefined) return 'أ';
  if (g.tBefore !== undefined) {
    return hamzaSeat(g.tPrev ?? '', g.tMarks ?? '', g.tBefore + (g.tAfter ?? ''), false);
  }
  if (g.hOwn !== undefined) return hamzaSeat(g.hPrev ?? '', g.hMarks ?? '', g.hOwn, true);
  if (g.maqsuraMid !== undefined) return 'ا';
  if (g.maqsuraEnd !== undefined) return 'ى';
  if (g.wawAlef !== undefined) return 'ا';
  if (g.pronoun !== undefined) return '';
  switch (g.small) {
    case '\u06E5':
      return 'و';
    case '\u06E8':
      return 'ن';
    default:
      return 'ي'; // U+06E6, U+06E7
  }
}

// Pass 2 — drop marks, then fold letters.
const ARABIC_DROP =
  '\\u0610-\\u061A\\u064B-\\u065F\\u06D6-\\u06ED\\u08D3-\\u08FF\\u0640\\u200B-\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF';
// Display folds (toPlainArabic): only what no plain spelling uses.
const PLAIN_FOLDS: Record<string, string> = {
  '\u0671': 'ا', // ٱ alef wasla
  '\u0672': 'أ', // ٲ
  '\u0673': 'إ', // ٳ
  '\u0670': 'ا', // dagger alef (the cases left after pass 1)
  '\u06D2': 'ي', // ے: KFGQPC Warsh/Qalun final yeh
  '\u066E': 'ب', // ٮ dotless beh
};
// Search folds: one spelling per letter family.
const SEARCH_FOLDS: Record<string, string> = {
  ...PLAIN_FOLDS,
  '\u0672': 'ا',
  '\u0673': 'ا',
  '\u0623': 'ا', // أ
  '\u0625': 'ا', // إ
  '\u0622': 'ا', // آ
  '\u0649': 'ي', // ى
  '\u06CC': 'ي', // ی Persian yeh
  '\u06D0': 'ي', // ې
  '\u0626': 'ي', // ئ
  '\u06D3': 'ي', // ۓ
  '\u0624': 'و', // ؤ
  '\u0629': 'ه', // ة
  '\u06D5': 'ه', // ە
  '\u06C0': 'ه', // ۀ
  '\u06C1': 'ه', // ہ
  '\u06C2': 'ه', // ۂ
  '\u06C3': 'ه', // ۃ
  '\u06BE': 'ه', // ھ
  '\u06A9': 'ك', // ک
  '\u06AA': 'ك', // ڪ
  '\u06BA': 'ن', // ں
};
// Latin and other compatibility folds for normalizeSearchText (after lower-casing and NFKD).
const LATIN_FOLDS: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
  ħ: 'h',
};
const DIGIT_FOLDS: Record<string, string> = {};
for (let d = 0; d <= 9; d++) {
  DIGIT_FOLDS[String.fromCharCode(0x0660 + d)] = String(d); // ٠–٩
  DIGIT_FOLDS[String.fromCharCode(0x06f0 + d)] = String(d); // ۰–۹
}
// Apostrophes and transliteration half rings vanish inside words (qur'ān, ʿAlī → quran, ali).
const WORD_INNER_DROP = "'\\u2018\\u2019\\u02BC\\u02BB\\u02BE\\u02BF\\u0060\\u00B4";
// Combining accents of Latin, Greek and Cyrillic (other scripts' marks are letters' vowels: kept).
const LATIN_MARKS = '\\u0300-\\u036F\\u1AB0-\\u1ACE\\u1DC0-\\u1DFF\\u20D0-\\u20F0\\uFE20-\\uFE2F';

const classOf = (table: Record<string, string>): string =>
  Object.keys(table)
    .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('');
// Dropping is a plain string replacement (no callback: it matches almost every other character of
// vocalised text); folding looks the matched character up.
const ARABIC_DROP_RE = new RegExp(`[${ARABIC_DROP}]+`, 'g');
// (marks first in a class: a mark after a base letter would read as one combined character)
const SEARCH_DROP_RE = new RegExp(`[${LATIN_MARKS}${ARABIC_DROP}${WORD_INNER_DROP}]+`, 'g');
const PLAIN_FOLD_RE = new RegExp(`[${classOf(PLAIN_FOLDS)}]`, 'g');
const ARABIC_FOLD_RE = new RegExp(`[${classOf(SEARCH_FOLDS)}]`, 'g');
const ALL_SEARCH_FOLDS: Record<string, string> = { ...SEARCH_FOLDS, ...LATIN_FOLDS, ...DIGIT_FOLDS };
const SEARCH_FOLD_RE = new RegExp(`[${classOf(ALL_SEARCH_FOLDS)}]`, 'g');
// The same folds with ة kept (word analysis tells a feminine ending from the pronoun ه, then folds it).
const FOLDS_KEEPING_TA_MARBUTA = Object.fromEntries(
  Object.entries(ALL_SEARCH_FOLDS).filter(([from]) => from !== '\u0629'),
);
const SEARCH_FOLD_KEEP_TA_RE = new RegExp(`[${classOf(FOLDS_KEEPING_TA_MARBUTA)}]`, 'g');
const plainChar = (m: string): string => PLAIN_FOLDS[m] ?? m;
const arabicChar = (m: string): string => SEARCH_FOLDS[m] ?? m;
const searchChar = (m: string): string => ALL_SEARCH_FOLDS[m] ?? m;

// Pass 3 — alef after a hamza or a second alef (ءا is آ; أا comes from KFGQPC ـَٔا); whitespace.
const ALEF_RE = /[ءا]ا+/g;
const HAMZA_ALEF_RE = /أا|ا{2,}/g; // a seated hamza + alef is آ (ءا stays: جزءا)
const hamzaAlef = (m: string): string => (m.length === 2 && m !== 'اا' ? 'آ' : 'ا');
const HAMZA_MADDA_RE = /\u0623[\u064B-\u0652]*\u0653/g; // أٓ (KFGQPC ٱلۡأٓخِرَةِ) is آ
// a hamza mark written on its seat letter (Qalun نَبِّئُكُم as ي + U+0654) is the composed letter
const SEATED_HAMZA_RE = /[\u0627\u0648\u064A\u0649]\u0654|\u0627\u0655/g;
const SEATED: Record<string, string> = {
  '\u0627\u0654': 'أ',
  '\u0648\u0654': 'ؤ',
  '\u064A\u0654': 'ئ',
  '\u0649\u0654': 'ئ',
  '\u0627\u0655': 'إ',
};
const seatedHamza = (m: string): string => SEATED[m] ?? m;
const SPACE_RE = /[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/g;
const NON_WORD_RE = /[^\p{L}\p{N}\p{M}]+/gu;

// Pass 4 — words whose conventional spelling keeps the Uthmani short (defective) form, keyed by
// the pass-1 output; the search table is the same list folded.
const SHORT_FORMS: Record<string, string> = {
  الرحمان: 'الرحمن',
  للرحمان: 'للرحمن',
  رحمان: 'رحمن',
  هاذا: 'هذا',
  هاذه: 'هذه',
  هاذي: 'هذي',
  هاذان: 'هذان',
  هاذين: 'هذين',
  هاؤلاء: 'هؤلاء',
  ذالك: 'ذلك',
  ذالكم: 'ذلكم',
  ذالكما: 'ذلكما',
  ذالكن: 'ذلكن',
  كذالك: 'كذلك',
  لاكن: 'لكن',
  أولائك: 'أولئك',
  السماوات: 'السموات',
  سماوات: 'سموات',
  إلاه: 'إله',
  إلاها: 'إلها',
  إلاهين: 'إلهين',
  اليل: 'الليل',
  الاتي: 'اللاتي',
  الائي: 'اللائي',
  داوود: 'داود',
  // the Uthmani rasm typed without its marks (waw for a long ā): الصلوة is الصلاة
  الصلوة: 'الصلاة',
  صلوة: 'صلاة',
  صلوت: 'صلات',
  الزكوة: 'الزكاة',
  زكوة: 'زكاة',
  الحيوة: 'الحياة',
  حيوة: 'حياة',
  النجوة: 'النجاة',
  مشكوة: 'مشكاة',
  الربوا: 'الربا',
};
const SEARCH_SHORT_FORMS: Record<string, string> = {};
// keyed both with ة folded (normalizeSearchText) and kept (normalizeSearchTextKeepingTaMarbuta)
const foldKeepingTa = (w: string) => foldArabic(w.replace(/\u0629/g, '\uE000')).replace(/\uE000/g, '\u0629');
for (const [k, v] of Object.entries(SHORT_FORMS)) {
  SEARCH_SHORT_FORMS[foldArabic(k)] = foldArabic(v);
  SEARCH_SHORT_FORMS[foldKeepingTa(k)] = foldKeepingTa(v);
}

const SUFFIXES = 'هما|كما|ها|هم|هن|كم|كن|نا|ني|ه|ك|ي';
const shortFormsRe = (table: Record<string, string>): RegExp =>
  new RegExp(
    // optional proclitics: interrogative أ, و/ف, ب/ك/ل; optional enclitic pronoun
    `(?<![\\u0621-\\u064A])([اأ]?[وف]?[بكل]?)(${Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .join('|')})(${SUFFIXES})?(?![\\u0621-\\u064A])`,
    'g',
  );
const SHORT_RE = shortFormsRe(SHORT_FORMS);
const SEARCH_SHORT_RE = shortFormsRe(SEARCH_SHORT_FORMS);
const shortFormIn =
  (table: Record<string, string>) =>
  (_m: string, proclitics: string, word: string, suffix?: string): string =>
    proclitics + (table[word] ?? word) + (suffix ?? '');
const plainShortForm = shortFormIn(SHORT_FORMS);
const searchShortForm = shortFormIn(SEARCH_SHORT_FORMS);

function foldArabic(text: string): string {
  return text.replace(ARABIC_DROP_RE, '').replace(ARABIC_FOLD_RE, arabicChar).replace(ALEF_RE, 'ا');
}

/**
 * Arabic search normalisation (see the module comment). Characters of other scripts, digits and
 * punctuation pass through unchanged; whitespace is collapsed.
 * ٱلرَّحۡمَٰنِ → الرحمن, يُؤۡمِنُونَ → يومنون, ٱلصِّرَٰطَ → الصراط.
 */
export function normalizeArabic(text: string): string {
  return text
    .replace(CONTEXT_RE, contextReplace)
    .replace(ARABIC_DROP_RE, '')
    .replace(ARABIC_FOLD_RE, arabicChar)
    .replace(ALEF_RE, 'ا')
    .replace(SPACE_RE, ' ')
    .trim()
    .replace(SEARCH_SHORT_RE, searchShortForm);
}

/**
 * Normalisation for any search text (index and query), in any content language: lower case,
 * accents removed, Arabic normalised as in normalizeArabic, digits as 0–9, punctuation and symbols
 * as single spaces. ‘Āl ʿImrān’ → "al imran", "ٱلۡحَمۡدُ لِلَّهِ" → "الحمد لله".
 */
export function normalizeSearchText(text: string): string {
  return searchNormalize(text, SEARCH_FOLD_RE);
}

/**
 * normalizeSearchText with ة (ta marbuta) left unfolded: the word analysis (words.ts) needs it to
 * tell the feminine ending of صلاة from the pronoun of كتابه before it folds ة → ه itself.
 */
export function normalizeSearchTextKeepingTaMarbuta(text: string): string {
  return searchNormalize(text, SEARCH_FOLD_KEEP_TA_RE);
}

/**
 * The words of a search over names (authors, book titles), each to be found in the normalised name:
 * normalizeSearchText's words, with ابن read as بن, since an Arabic nasab writes «son of» without
 * its alef between two names (إسماعيل بن عمر بن كثير) while readers type ابن كثير, ابن عاشور. The
 * words are looked for apart, in any order. Empty for a query with no word.
 */
export function nameSearchWords(query: string): string[] {
  const folded = normalizeSearchText(query);
  return folded ? folded.split(' ').map((w) => (w === 'ابن' ? 'بن' : w)) : [];
}

/** Folds ة → ه (the last step normalizeSearchTextKeepingTaMarbuta leaves out). */
export function foldTaMarbuta(text: string): string {
  return text.replace(/\u0629/g, '\u0647');
}

function searchNormalize(text: string, foldRe: RegExp): string {
  const folded = text
    .replace(CONTEXT_RE, contextReplace)
    .toLowerCase()
    .normalize('NFKD')
    .replace(SEARCH_DROP_RE, '')
    .replace(foldRe, searchChar)
    .replace(ALEF_RE, 'ا')
    .replace(NON_WORD_RE, ' ')
    .trim()
    .replace(SEARCH_SHORT_RE, searchShortForm);
  // recompose what NFKD split in scripts whose marks are kept (kana voicing, Hangul, Indic)
  return folded.normalize('NFC');
}

/** The search tokens of a text: normalizeSearchText split on spaces. */
export function tokenizeSearchText(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Uthmani (KFGQPC) text → plain undiacritised Arabic for display (snippets, division names),
 * keeping hamza seats, ة and ى: ٱلصَّلَوٰةَ → الصلاة, يَسۡـَٔلُونَكَ → يسألونك, ءَامَنُواْ → آمنوا.
 */
export function toPlainArabic(text: string): string {
  return text
    .replace(HAMZA_MADDA_RE, 'آ')
    .replace(SEATED_HAMZA_RE, seatedHamza)
    .replace(CONTEXT_RE, contextReplace)
    .replace(ARABIC_DROP_RE, '')
    .replace(PLAIN_FOLD_RE, plainChar)
    .replace(HAMZA_ALEF_RE, hamzaAlef)
    .replace(SPACE_RE, ' ')
    .trim()
    .replace(SHORT_RE, plainShortForm);
}
