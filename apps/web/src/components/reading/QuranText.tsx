import { Fragment } from 'react';
import { opensWithBasmala } from '@tafsir/core';
import { HAFS_RIWAYA_ID } from '@tafsir/core/riwayat';
import { HAFS_BASMALA, rewayaAttr, verseEndMark, type RiwayaFont } from '@/lib/verse-font';
import { readingSearch } from '@/lib/reading-query';
import type { ReadingData } from '@/lib/reading-types';
import { VerseWords } from '@/components/words/VerseWords';
import { MORPHOLOGY_RIWAYA_ID } from '@/lib/words/word-study';

/**
 * The verses of the mushaf page; each verse is a plain link to its commentaries (works without
 * JavaScript; with it, the SoftLinks container around navigates client-side). The chosen verse of
 * the Hafs text, whose link would lead to this very page, is instead the verse whose words can be
 * tapped for their root and lemma (VerseWords; the morphology describes the Hafs text only, and the
 * API has no word map for the other riwayat, so their verses stay links).
 */
export function QuranText({
  data,
  books,
  font,
  locale,
}: {
  data: ReadingData;
  books: number[];
  /** The font of the riwaya's verses (lib/verse-font). */
  font: RiwayaFont;
  locale: string;
}) {
  const blocks: Array<{ sura: number; verses: ReadingData['verses'] }> = [];
  for (const v of data.verses) {
    const last = blocks[blocks.length - 1];
    if (last && last.sura === v.sura) last.verses.push(v);
    else blocks.push({ sura: v.sura, verses: [v] });
  }
  return (
    <div className="quran-text" lang="ar" dir="rtl" translate="no" {...rewayaAttr(data.rewayaId)}>
      {blocks.map((block) => {
        const sura = data.suras[block.sura - 1];
        const opens = block.verses[0]?.aya === 1;
        return (
          <section key={block.sura} className="sura-block" aria-label={sura ? `${sura.nameAr}` : undefined}>
            {opens && sura && (
              <header className="sura-banner">
                <span className="sura-banner-name">سُورَةُ {sura.nameAr}</span>
              </header>
            )}
            {opens && opensWithBasmala(block.sura, block.verses[0]!.text) && (
              <p className="basmala" {...rewayaAttr(HAFS_RIWAYA_ID)}>
                {HAFS_BASMALA}
              </p>
            )}
            <p className="verses">
              {block.verses.map((v) => {
                const selected = v.sura === data.sura && v.aya === data.aya;
                const end = (
                  <span className="verse-end" aria-hidden="true">
                    {verseEndMark(v.aya, font)}
                  </span>
                );
                return (
                  <Fragment key={v.aya}>
                    {selected && data.rewayaId === MORPHOLOGY_RIWAYA_ID ? (
                      <span id={`v${v.sura}-${v.aya}`} className="verse" aria-current="true">
                        <VerseWords sura={v.sura} aya={v.aya} text={v.text} />
                        {end}
                      </span>
                    ) : (
                      <a
                        id={`v${v.sura}-${v.aya}`}
                        className="verse"
                        href={`/${locale}?${readingSearch({ sura: v.sura, aya: v.aya, rewayaId: data.rewayaId, books })}`}
                        aria-current={selected ? 'true' : undefined}
                      >
                        {v.text}
                        {end}
                      </a>
                    )}
                    {/* Where the interlinear layout puts the chosen translations of this verse. */}
                    <span className="interlinear" data-verse={`${v.sura}:${v.aya}`} />
                  </Fragment>
                );
              })}
            </p>
          </section>
        );
      })}
    </div>
  );
}
