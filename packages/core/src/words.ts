import { foldTaMarbuta, normalizeSearchTextKeepingTaMarbuta } from './normalize.js';

/**
 * Word analysis for search (issue 19): one implementation, run on the indexed text at import time and
 * on the reader's query, by both databases. Each word of a normalised text gives two forms:
 *
 *  - the SURFACE form: the word as normalizeSearchText writes it (marks dropped, letters folded);
 *  - the STEM: the surface form with its proclitics and enclitic pronoun removed (light stemming —
 *    no roots, no patterns). A word without clitics is its own stem.
 *
 * The index holds both; a query word matches a document word when their surfaces are equal (ranked
 * first) or their stems are equal: «صراط» finds «الصراط» and «بالصراط», «كتابهم» finds «كتاب».
 *
 * Proclitics, stripped at the start of a word, in this order, each optional:
 *   و or ف (conjunction) · ب, ك or ل (preposition) · ال (article); and لل = ل + ال (للناس → ناس).
 *   والكتاب → كتاب, فبالكتاب → كتاب, للمتقين → متقين, وبالوالدين → والدين.
 * Enclitic pronouns, stripped at the end, longest first:
 *   هما كما هم هن كم كن ها نا ني ه ي.
 *   كتابهم → كتاب, قلوبهما → قلوب, دينكم → دين, كتابي → كتاب.
 *
 * Guards, so that letters of the word itself are not eaten (every one was chosen on Quran words):
 *   - a stem keeps at least 3 letters: فيه stays فيه, منكم stays منكم, الذي stays الذي — but for
 *     the nouns رب and يد (TWO_LETTER_NOUNS, version 4): ربكم, وربكم, ربك, بربهم, ربي → رب and
 *     يده, بيده → يد, as the corpus segments them (before, ربكم kept its pronoun and وربكم had the
 *     stem ورب, so neither found the other);
 *   - after ال the stem keeps at least 3 letters: الله stays الله, الذي stays الذي;
 *   - without ال, a one-letter preposition (ب ل) is stripped only when 4 letters remain
 *     (بقرة is not ب+قرة, لسان is not ل+سان), و/ف when 3 remain (وقال → قال); ك only before ال
 *     (كالعهن → عهن, كالذي → الذي; كانوا, كفروا, كثيرا, كتاب stay whole);
 *   - a remainder starting with ال must be the article plus a stem of 3 letters or more, or be at
 *     least 4 letters long: والد is not و+الد, but بالله → الله;
 *   - a remainder starting with ا keeps at least 4 letters: واحد is not و+احد, فاسق not ف+اسق
 *     (but واتقوا → اتقوا);
 *   - ي is stripped only when 4 letters remain (كتابي → كتاب, but عربي, قومي stay);
 *   - ة is a feminine ending, never the pronoun ه: صلاة, رحمة, جنة keep their last letter
 *     (ة is folded to ه only after stemming, like every search form);
 *   - the ه of الله/لله/اللهم is not a pronoun;
 *   - the pronoun is removed before the proclitics, so the guards see the word itself — but an
 *     ending is not a pronoun when taking it would leave the article with a stub: النبي → نبي (not
 *     النب), الهدى → هدي, الحكم → حكم, العهن → عهن, as without the article (إليه → الي, إلهكم → اله
 *     and والده → والد keep their pronoun).
 * How often the stem is the one the Quranic Arabic Corpus segments (bench/search/stemming.mjs, Quran
 * words of more than 3 letters): 85.4 % (84.6 % before the two-letter nouns, version 3; 82.6 % before
 * the two rules above, version 1).
 * Known limits of light stemming (the surface match still ranks first): a word whose first letters
 * are those of a proclitic gets a stem that is not a word (فرعون → رعون), a tanween alef after ن
 * reads as نا (سلطانا → سلطا), and عليهم has the stem علي (= على).
 *
 * The vocative particles يا and ها are written joined to the next word in the Quran (يٰٓأَيُّهَا,
 * هَٰٓأَنتُمۡ) and apart in plain typing (يا أيها, ها أنتم). A particle standing alone is joined to
 * the next word, dropping that word's first alef (يا أيها → يايها, ها أنتم → هانتم, يا قوم →
 * ياقوم), and the joined word is analysed like any other, so both spellings give one surface form
 * and one stem. The stem of يايها, يايتها, هانتم is the addressed word (ايها, انتم); other joined
 * vocatives are their own stems (ياقوم, ياهل: a word starting with يا is too often a verb, ياتي,
 * to take it apart), so «يا قوم» finds the vocatives, not every قوم.
 *
 * Latin, CJK and the other scripts are not stemmed (stem = surface), but for one clitic: the elided
 * article, pronoun or preposition of French and Italian before an apostrophe (l’homme, d’Allah,
 * qu’il, dell’uomo) is a proclitic, so that the word is found by itself: the surface keeps it
 * (lhomme), the stem is the word after it (homme). Only those elided forms: Qur’an, aujourd’hui and
 * Musa'ya (a Turkish suffix) keep their one stem.
 *
 * A query word is also looked for under the stems of its other readings (queryReadings):
 *  - a final ة typed as ه (الجنه, الصلاه, رحمه) — common in plain typing — makes a query word
 *    ambiguous: ه may be the pronoun (الجن + ه is no word, but رحم + ه is) or the feminine ending.
 *    The index knows which (its texts write ة), so such a word is looked for under both stems:
 *    الجنه finds الجنة, والجنة; رحمه finds رحمه (he had mercy on him) and رحمة;
 *  - the alef of the indefinite accusative (عذابًا, رسولًا, صراطًا) is part of the written word, so
 *    عذاب and عذابا are two stems: a stem of 4 letters or more is also looked for with that alef,
 *    and one ending in it without (not after و, the plural verb's alef: كفروا). Of the Quran words a
 *    reading reaches, 94.7 % have a lemma of the word typed (94.9 % before version 4; Quranic Arabic
 *    Corpus lemmas, bench/search/stemming.mjs); with bases of 3 letters only, 58.1 % (اذ/اذا,
 *    كلم/كلما, افل/افلا);
 *  - an Uthmani word typed as its rasm, without its small (dagger) alef (العلمين, الملئكة, ابرهيم,
 *    السموت; issue 34): the index reads that alef as ا (العالمين), so the query word is also looked
 *    for under its stem with the alef where the Uthmani spelling leaves it out (rasmReadings): the
 *    sound plurals ـٰت and فٰعلين/فٰعلون, and a list of names and words. Of the Quran words written
 *    with a small alef read as ا, typed without it, the search finds 39.0 % (5.4 % before); with
 *    these readings, 94.0 % of the words all readings reach have a lemma of the word typed. Not done:
 *    rules that would add an alef anywhere (يقتلون is not يقاتلون, الكتب the books not الكتاب).
 */

/**
 * Version of these rules. The search index stores their output, so a change here must bump it: the
 * importer then rebuilds the whole index (meta `search_analysis`).
 */
export const WORD_ANALYSIS_VERSION = 4;

/** Shared between the texts holding the word (see analyzeWord): never changed. */
export interface AnalyzedWord {
  /** normalizeSearchText form of the word. */
  readonly surface: string;
  /** Clitics removed (equal to surface when there are none). */
  readonly stem: string;
}

const ARABIC_WORD_RE = /^[\u0621-\u064A]+$/;
const SUFFIXES = ['هما', 'كما', 'هم', 'هن', 'كم', 'كن', 'ها', 'نا', 'ني', 'ه', 'ي'] as const;
const MIN_STEM = 3;
/** Vocatives whose addressed word starts with an alef that the joined spelling drops (أيها, أنتم). */
const VOCATIVE_ALEF = new Set(['يها', 'يتها', 'يه', 'نتم']);

const letters = (w: string) => w.length; // Arabic letters are single UTF-16 units

/** The remainder after proclitics, or undefined when the guards forbid this split. */
function remainderAfter(word: string, conj: string, prep: string, article: boolean): string | undefined {
  const prefix = conj + prep + (article ? (prep === 'ل' ? 'ل' : 'ال') : '');
  if (!word.startsWith(prefix)) return undefined;
  const rest = word.slice(prefix.length);
  if (article) return letters(rest) >= MIN_STEM && rest !== 'لهم' ? rest : undefined; // اللهم
  if (!conj && !prep) return rest;
  // without the article: a remainder that looks like it starts with one must be long enough
  if (rest.startsWith('ال') && letters(rest) < 4) return undefined;
  // و/ف before ا + 2 letters is mostly the فاعل form of a و/ف root: واحد, واسع, فاسق, فاطر
  if (rest.startsWith('ا') && letters(rest) < 4) return undefined;
  const min = prep ? 4 : MIN_STEM;
  return letters(rest) >= min ? rest : undefined;
}

function stripProclitics(word: string): string {
  // longest strip first: conjunction + preposition + article, down to nothing
  for (const conj of ['و', 'ف', '']) {
    if (conj && !word.startsWith(conj)) continue;
    for (const prep of ['ب', 'ك', 'ل', '']) {
      for (const article of [true, false]) {
        // ك is a preposition only before ال (كالعهن, كالذي): as a bare first letter it starts كان,
        // كفر, كثير, كذب far more often than it means «like» (measured: bench/search/stemming.mjs)
        if (prep === 'ك' && !word.startsWith(conj + 'كال')) continue;
        const rest = remainderAfter(word, conj, prep, article);
        if (rest !== undefined && (conj || prep || article)) return rest;
      }
    }
  }
  return word;
}

/**
 * What is left of النبي, الهدى, الحكم, العهن, كالعهن once a final ي (ى), كم or هن is taken for a
 * pronoun: an article (behind a preposition or not) with fewer than MIN_STEM letters after it. Such a
 * remainder is no word, so that ending is the word's own. After ي: up to 2 letters, و/ف + ال
 * included (والهدى). After the other pronouns: one letter, and not after و/ف + ال alone (والده is
 * والد + ه). Not counted either: إلى and إله, which read الي and اله once normalised (إليه, إلهكم),
 * and hamza-initial words whose 2 letters after «ال» are the word's (آلهتنا, ألقينا).
 */
const SHORT_AFTER_ARTICLE_BEFORE_YA_RE = /^(?:[وف]?[بك]?ال|[وف]?لل)[\u0621-\u064A]{1,2}$/;
const SHORT_AFTER_ARTICLE_RE = /^(?:ال|[وف]?[بك]ال|[وف]?لل)[\u0621-\u064A]$/;
const ILA_ILAH_RE = /^[وف]?[بك]?ال[يه]$/;

/** Whether taking `suffix` as a pronoun would leave an article and a stub (see above). */
function leavesArticleStub(rest: string, suffix: string): boolean {
  if (ILA_ILAH_RE.test(rest)) return false;
  return (suffix === 'ي' ? SHORT_AFTER_ARTICLE_BEFORE_YA_RE : SHORT_AFTER_ARTICLE_RE).test(rest);
}

/** The word without its enclitic pronoun, and which pronoun that was ('' when none). */
function stripEnclitic(word: string): [string, string] {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const rest = word.slice(0, -suffix.length);
    if (rest.endsWith('لل')) return [word, '']; // الله, لله, اللهم: the ه is the name's own letter
    if (leavesArticleStub(rest, suffix)) continue;
    if (letters(rest) >= MIN_STEM) return [rest, suffix];
  }
  return [word, ''];
}

/**
 * Nouns of two letters that take a pronoun: رب (ربكم, وربكم, ربك, ربي) and يد (يده, بيده). Their stem
 * is the noun (the corpus's segmentation), past the 3-letter guard; other short bases (من, في, عن, ان,
 * ام: منكم, فيه, عنه, انكم, امنا = آمنّا) are particles or other words, and keep their ending.
 */
const TWO_LETTER_NOUNS = new Map([
  ['رب', /^[وف]?[بل]?$/],
  ['يد', /^[وف]?ب?$/], // not ل: وليده is وليد + ه
]);
/** With ك, which is no pronoun for other words (it ends too many: ملك, ذلك, تلك). */
const TWO_LETTER_NOUN_SUFFIXES = [...SUFFIXES, 'ك'];

/** The two-letter noun of a word that is one with a pronoun (and و/ف, ب/ل before it), if it is one. */
function twoLetterNoun(word: string): string | undefined {
  if (letters(word) < 3 || letters(word) > 7) return undefined;
  for (const suffix of TWO_LETTER_NOUN_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const rest = word.slice(0, -suffix.length);
    const noun = rest.slice(-2);
    if (TWO_LETTER_NOUNS.get(noun)?.test(rest.slice(0, -2))) return noun;
  }
  return undefined;
}

/** Stem of one normalised Arabic word (ة still unfolded); other words are returned as they are. */
export function stemArabicWord(word: string): string {
  if (!ARABIC_WORD_RE.test(word) || letters(word) < MIN_STEM) return word;
  const noun = twoLetterNoun(word);
  if (noun !== undefined) return noun;
  if (letters(word) === MIN_STEM) return word;
  // the pronoun first: the preposition guard then sees the word itself (كتابهم → كتاب, not ك+تاب)
  const [rest, suffix] = stripEnclitic(word);
  const stem = stripProclitics(rest);
  // ي is a pronoun only when 4 letters remain (كتابي → كتاب; الكرسي, عربي keep it)
  if (suffix === 'ي' && letters(stem) < 4) return stripProclitics(word);
  return stem;
}

/** The addressed word of a vocative written joined (يايها → ايها), else undefined. */
function vocativeAddressee(word: string): string | undefined {
  if (!/^(يا|ها)/.test(word) || letters(word) < 4) return undefined;
  const rest = word.slice(2);
  if (VOCATIVE_ALEF.has(rest)) return 'ا' + rest;
  // only the known forms: يا + a word is too common a start (ياتي, يامرون) to guess from
  return undefined;
}

/**
 * Each normalised word's analysis, computed once: a text is mostly words it or another text held
 * before (a commentary repeats its few thousand commonest words), and stemming every occurrence again
 * was a quarter of the CPU time of preparing a book for the index. Bounded, since queries and
 * snippets (in the long-lived API) come through here too: emptied when full.
 */
const analyzedWords = new Map<string, AnalyzedWord>();
const ANALYZED_WORDS_MAX = 200_000;

function analyzeWord(word: string): AnalyzedWord {
  let analyzed = analyzedWords.get(word);
  if (analyzed === undefined) {
    const stem = vocativeAddressee(word) ?? stemArabicWord(word);
    analyzed = { surface: foldTaMarbuta(word), stem: foldTaMarbuta(stem) };
    if (analyzedWords.size >= ANALYZED_WORDS_MAX) analyzedWords.clear();
    analyzedWords.set(word, analyzed);
  }
  return analyzed;
}

/** The stem of a query word typed with ه where the reader may have meant ة (see above), if other. */
function taMarbutaReading(word: AnalyzedWord): string | undefined {
  const { surface } = word;
  if (!surface.endsWith('ه')) return undefined;
  if (word.stem !== analyzeWord(surface).stem) return undefined; // typed with ة: the reader said which
  const other = analyzeWord(`${surface.slice(0, -1)}ة`).stem;
  return other !== word.stem ? other : undefined;
}

/** The stem with or without the alef of the indefinite accusative (see above), if it may have one. */
function accusativeReading({ stem }: AnalyzedWord): string | undefined {
  if (stem.endsWith('ا')) return letters(stem) > 4 && !stem.endsWith('وا') ? stem.slice(0, -1) : undefined;
  // ة (folded to ه), ي/ى, و and ء take no alef of their own in the accusative; a stem that kept its
  // article (الجن: too short to lose it) is a definite word, never in the indefinite accusative
  return letters(stem) >= 4 && !/[هيوء]$/.test(stem) && !stem.startsWith('ال') ? `${stem}ا` : undefined;
}

/**
 * Uthmani words typed as written but without their small (dagger) alef, which the index reads as ا,
 * that the two rules of rasmReadings do not reach: names and ملائكة. Stems, as analyzeSearchText
 * gives them (ة folded to ه, ئ to ي).
 */
const RASM_STEMS: Readonly<Record<string, string>> = {
  ابرهيم: 'ابراهيم',
  اسمعيل: 'اسماعيل',
  اسحق: 'اسحاق',
  هرون: 'هارون',
  سليمن: 'سليمان',
  لقمن: 'لقمان',
  همن: 'هامان',
  اسرييل: 'اسراييل',
  مليكه: 'ملايكه',
  سبحن: 'سبحان',
  شيطن: 'شيطان',
  شيطين: 'شياطين',
  انسن: 'انسان',
  اصحب: 'اصحاب',
  صرط: 'صراط',
  امول: 'اموال',
  ازوج: 'ازواج',
  انهر: 'انهار',
  البب: 'الباب', // الالبب: the stem of الألباب (الباب, the door, has the stem باب)
  // shorter than the feminine plural rule reaches (ظلمت, امرت, صدقت are verbs; not ايت, as often ائت,
  // bring, nor بينت, as often the verb بيّنت in the commentaries: 667 entries of the full corpus)
  سموت: 'سموات',
  جنت: 'جنات',
};
/**
 * Three letters none of which is a long vowel, then a plural ending (علمين, ظلمون, صلحت); not a verb's
 * prefix ت ي ن before ون/ين (تمرون, you pass by, is not تامرون, you command).
 */
const FAIL_PLURAL_RE = /^(?:[^اويتن][^اوي]{2}(?:ين|ون)|[^اوي]{3}ت)$/;

/**
 * The stems of an Uthmani word typed without its small alef (see above), if it may be one: the sound
 * feminine plural ـٰت (مومنت → مومنات, 5 letters or more: ظلمت, امرت, صدقت are verbs), the active
 * participle فٰعل in a sound plural (علمين → عالمين, ظلمون → ظالمون, صلحت → صالحات) and the words of
 * RASM_STEMS. Measured on the Quran by bench/search/stemming.mjs.
 */
function rasmReadings(stem: string): string[] {
  const out: string[] = [];
  const named = RASM_STEMS[stem];
  if (named !== undefined) out.push(named);
  const feminine = (s: string) => (letters(s) >= 5 && /[^ا]ت$/.test(s) ? `${s.slice(0, -1)}ات` : undefined);
  const plural = feminine(stem);
  if (plural !== undefined) out.push(plural);
  if (FAIL_PLURAL_RE.test(stem)) {
    const participle = `${stem[0]!}ا${stem.slice(1)}`;
    out.push(feminine(participle) ?? participle);
  }
  return out;
}

/**
 * The other stems a word of the reader's query is looked for under (see above): the stem of its ة
 * reading when typed with ه, its stem with or without the accusative alef, and the stems of its
 * Uthmani reading without the small alef (rasmReadings). Arabic words only.
 */
export function queryReadings(word: AnalyzedWord): string[] {
  if (!ARABIC_WORD_RE.test(word.surface)) return [];
  const readings = new Set<string>();
  for (const stem of [word.stem, taMarbutaReading(word)]) {
    if (stem === undefined) continue;
    readings.add(stem);
    const other = accusativeReading({ surface: word.surface, stem });
    if (other !== undefined) readings.add(other);
  }
  // of the typed stem and of its accusative reading (ازوجا → ازوج → ازواج)
  for (const stem of [...readings, word.stem]) for (const other of rasmReadings(stem)) readings.add(other);
  readings.delete(word.stem);
  return [...readings];
}

/** ASCII white space: normalisation never reads across it (see pieceAnalysis). */
const ASCII_SPACES_RE = /[ \t\n\r]+/;
/** Longer pieces (a CJK sentence has no spaces) are rare and mostly unique: not kept. */
const PIECE_MAX = 64;

/**
 * A piece of text between ASCII white space, analysed: the analysis of its word when it is one word
 * (and not a vocative particle, which may join the next piece's word), else its normalised words.
 */
type PieceAnalysis = AnalyzedWord | readonly string[];

const analyzedPieces = new Map<string, PieceAnalysis>();
const ANALYZED_PIECES_MAX = 200_000;

/**
 * The analysis of one piece of text, each distinct piece once (like analyzeWord, and for the same
 * reason: normalising was 40% of the CPU time of preparing a book, then looking each word up twice,
 * as a piece and as a word, a fifth). The words are those of normalizeSearchTextKeepingTaMarbuta of
 * the whole text: every pass either maps characters one by one or matches inside a run of letters and
 * marks (its look-arounds too), and ASCII white space is a word break wherever it stands (words.test.ts).
 */
function pieceAnalysis(piece: string): PieceAnalysis {
  let analysis = piece.length > PIECE_MAX ? undefined : analyzedPieces.get(piece);
  if (analysis === undefined) {
    const normalized = normalizeSearchTextKeepingTaMarbuta(piece);
    const words = normalized ? normalized.split(' ') : [];
    analysis = words.length === 1 && !isParticle(words[0]!) ? elided(piece, words[0]!) : words;
    if (piece.length <= PIECE_MAX) {
      if (analyzedPieces.size >= ANALYZED_PIECES_MAX) analyzedPieces.clear();
      analyzedPieces.set(piece, analysis);
    }
  }
  return analysis;
}

const isParticle = (word: string) => word === 'يا' || word === 'ها';

/**
 * The elided forms of French (l’ d’ j’ m’ n’ s’ t’ c’ qu’ jusqu’ lorsqu’ puisqu’ quoiqu’) and Italian
 * (dell’ all’ dall’ nell’ sull’ coll’ un’ gl’…) before an apostrophe and a letter, after any opening
 * punctuation: the word after them is the stem (see the rules above).
 */
const ELISION_RE =
  /^[^\p{L}\p{N}]*(?:[cdjlmnstv]|qu|jusqu|lorsqu|puisqu|quoiqu|all|dall|dell|nell|sull|coll|pell|un|gl|agl|dagl|degl|negl|sugl)['\u2019\u02BC](?=\p{L})/iu;

/** The analysis of the one word of `piece`, its stem without an elided proclitic (l’homme → homme). */
function elided(piece: string, word: string): AnalyzedWord {
  const analyzed = analyzeWord(word);
  const m = ELISION_RE.exec(piece);
  if (!m) return analyzed;
  const stem = normalizeSearchTextKeepingTaMarbuta(piece.slice(m[0].length));
  return stem && !stem.includes(' ') ? { surface: analyzed.surface, stem } : analyzed;
}

/**
 * Text → its words with surface and stem, in order (the normalisation of normalizeSearchText, then
 * the vocative joining and the stemming described above). Used for the index and for queries.
 */
export function analyzeSearchText(text: string): AnalyzedWord[] {
  const out: AnalyzedWord[] = [];
  // a standalone vocative particle waiting for the next word (يا أيها → يايها, stem = that word's)
  let particle: string | undefined;
  const push = (word: string, analyzed?: AnalyzedWord) => {
    if (particle !== undefined) {
      if (ARABIC_WORD_RE.test(word)) {
        // analysed as the joined word it is in the Quran, so that equal surfaces have equal stems
        // (the index finds rows by their stems): يا أهل = يَٰٓأَهۡلَ, يا أبت = يَٰٓأَبَتِ
        out.push(analyzeWord(particle + (word.startsWith('ا') ? word.slice(1) : word)));
        particle = undefined;
        return;
      }
      out.push(analyzeWord(particle));
      particle = undefined;
    }
    if (isParticle(word)) particle = word;
    else out.push(analyzed ?? analyzeWord(word));
  };
  for (const piece of text.split(ASCII_SPACES_RE)) {
    const analysis = pieceAnalysis(piece);
    if (!Array.isArray(analysis)) {
      const word = analysis as AnalyzedWord;
      // the word's normalised form is needed only after a particle (the surface has ة folded)
      if (particle === undefined) out.push(word);
      else push(normalizeSearchTextKeepingTaMarbuta(piece), word);
    } else for (const word of analysis as readonly string[]) push(word);
  }
  if (particle !== undefined) out.push(analyzeWord(particle));
  return out;
}
