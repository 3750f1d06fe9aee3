/**
 * The written words of a Quran verse, and which word of the Quranic Arabic Corpus morphology each one
 * is (issue 19: tap a word of a verse to see its root, lemma and part of speech; mark the words of a
 * `root:` search).
 *
 * Words: the verse text split at whitespace (a space, or the no-break space KFGQPC puts after ۞); a
 * piece with no Arabic letter is a sign, not a word (۞ opening a hizb quarter, ۩ a sajda).
 *   'ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ'  → 4 words;  '۞\u00a0إِنَّ ٱللَّهَ' → 2 words (إِنَّ ٱللَّهَ).
 *
 * Corpus words: the corpus (Tanzil spelling) has one word per KFGQPC word in 6229 of the 6236 Hafs
 * verses. In 7 the two split differently: one corpus word is two KFGQPC words in 2:181, 8:6, 13:37,
 * 37:130 (بَعْدَمَا for بَعۡدَ مَا), two corpus words are one KFGQPC word in 15:7, 27:20, 36:22
 * (لَوْ مَا for لَّوۡمَا), so counting positions would give every later word the analysis of its
 * neighbour. The two spellings are compared by their letters (normalizeArabic, spaces removed):
 * equal letters are the same word; a corpus word whose letters are those of several consecutive
 * verse words joined belongs to each of them, and a verse word spelling several corpus words joined
 * has all of them. Spellings that still differ (rare Tanzil/KFGQPC variants) are taken position for
 * position.
 */
import { normalizeArabic } from './normalize.js';

export interface QuranWordSpan {
  /** Offsets in the verse text (UTF-16 code units), end exclusive. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const ARABIC_LETTER_RE = /[\u0621-\u064A\u0671-\u06D3]/;

/** The words of a verse text, in order, with their offsets (signs without letters left out). */
export function quranWordSpans(text: string): QuranWordSpan[] {
  const out: QuranWordSpan[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (ARABIC_LETTER_RE.test(m[0])) out.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return out;
}

const letters = (word: string): string => normalizeArabic(word).replace(/ /g, '');

/**
 * For each verse word, the indexes (0-based, ascending) of the corpus words it spells: usually one,
 * two for لَّوۡمَا; none when the corpus has no word left for it. In order: no verse word has a corpus
 * word before one of the word ahead of it.
 */
export function alignCorpusWords(verseWords: readonly string[], corpusWords: readonly string[]): number[][] {
  const a = verseWords.map(letters);
  const b = corpusWords.map(letters);
  const out: number[][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length) {
    if (j >= b.length) {
      out.push([]);
      i++;
      continue;
    }
    if (a[i] !== b[j]) {
      // Several verse words spelling one corpus word (بعد + ما = بعدما) …
      const many = joinedRun(a, i, b[j]!);
      if (many > 1) {
        for (let k = 0; k < many; k++) out.push([j]);
        i += many;
        j++;
        continue;
      }
      // … or one verse word spelling several corpus words (لوما = لو + ما).
      const few = joinedRun(b, j, a[i]!);
      if (few > 1) {
        out.push(Array.from({ length: few }, (_, k) => j + k));
        i++;
        j += few;
        continue;
      }
    }
    out.push([j]);
    i++;
    j++;
  }
  return out;
}

/** How many words of `list` from `from` on, joined, spell `target` exactly (0 when none do). */
function joinedRun(list: readonly string[], from: number, target: string): number {
  let joined = '';
  for (let k = from; k < list.length; k++) {
    joined += list[k];
    if (joined === target) return k - from + 1;
    if (!target.startsWith(joined)) return 0;
  }
  return 0;
}
