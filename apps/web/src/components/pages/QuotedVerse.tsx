import type { MushafVerse } from '@tafsir/client';
import { rewayaAttr, verseEndMark, type RiwayaFont } from '@/lib/verse-font';

/** A verse quoted on its own (compare, browse-sura), in its riwaya's font, with its end-of-verse mark. */
export function QuotedVerse({ verse, font }: { verse: MushafVerse; font: RiwayaFont }) {
  return (
    <blockquote className="pg-verse" lang="ar" dir="rtl" translate="no" {...rewayaAttr(verse.rewaya_id)}>
      <p>
        {verse.uthmani_text}
        <span className="pg-verse-end">{verseEndMark(verse.ayah_number, font)}</span>
      </p>
    </blockquote>
  );
}
