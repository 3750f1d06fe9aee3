/**
 * Tap a word of a verse (issue 19): which words of the morphology answer belong to the tapped word
 * of the verse text, and the searches a word leads to. Pure, shared by the popover and its tests.
 */
import type { VerseWord } from '@tafsir/client';
import { HAFS_RIWAYA_ID } from '@tafsir/core/riwayat';
import { alignCorpusWords, quranWordSpans, type QuranWordSpan } from '@tafsir/core/quran-words';
import { searchQuery } from '@/lib/pages/search-url';

/** The riwaya the morphology describes (Quranic Arabic Corpus: the Hafs text, Hafs numbering). */
export const MORPHOLOGY_RIWAYA_ID = HAFS_RIWAYA_ID;

export interface StudiedWord {
  span: QuranWordSpan;
  /** The corpus words this written word is (one; two where the corpus splits it, e.g. لَّوۡمَا). */
  analyses: VerseWord[];
}

/** Each written word of the verse text with its analyses from GET /api/v1/words/{sura}/{aya}. */
export function studyWords(text: string, words: readonly VerseWord[]): StudiedWord[] {
  const spans = quranWordSpans(text);
  const map = alignCorpusWords(
    spans.map((s) => s.text),
    words.map((w) => w.text),
  );
  return spans.map((span, i) => ({ span, analyses: (map[i] ?? []).map((k) => words[k]!) }));
}

/** The search page's URL (locale-less) for a keyword such as `root:رحم`. */
export function searchHref(keyword: string): string {
  return `/search${searchQuery({ keyword, filter: '', categories: [], centuries: [] })}`;
}

/** The searches of a word: every verse with its root (the API's keyword), and with its lemma. */
export function wordSearches(w: VerseWord): { root: string | null; lemma: string | null } {
  return {
    root: w.root_search ? searchHref(w.root_search) : null,
    lemma: w.lemma ? searchHref(`lemma:${w.lemma}`) : null,
  };
}
