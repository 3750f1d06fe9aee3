import type { MushafVerse } from '@tafsir/client';
import { VerseWords } from '@/components/words/VerseWords';
import { MORPHOLOGY_RIWAYA_ID } from '@/lib/words/word-study';
import { rewayaAttr, verseEndMark, type RiwayaFont } from '@/lib/verse-font';

/**
 * A verse quoted on its own (compare, browse-sura), in its riwaya's font, with its end-of-verse mark.
 * `wordStudy`: its words can be tapped for their root and lemma (the morphology is Hafs only).
 */
export function QuotedVerse({
  verse,
  font,
  wordStudy = false,
}: {
  verse: MushafVerse;
  font: RiwayaFont;
  wordStudy?: boolean;
}) {
  return (
    <blockquote className="pg-verse" lang="ar" dir="rtl" translate="no" {...rewayaAttr(verse.rewaya_id)}>
      <p>
        {wordStudy && verse.rewaya_id === MORPHOLOGY_RIWAYA_ID ? (
          <VerseWords sura={verse.surah_id} aya={verse.ayah_number} text={verse.uthmani_text} />
        ) : (
          verse.uthmani_text
        )}
        <span className="pg-verse-end">{verseEndMark(verse.ayah_number, font)}</span>
      </p>
    </blockquote>
  );
}
