import { SURA_COUNT, totalAyas, verseAt, verseIndex } from '@tafsir/core';
import { Link } from '@/i18n/navigation';
import { localDigits } from '@/lib/digits';
import { readingSearch } from '@/lib/reading-query';

type Place = { sura: number; aya: number };

/**
 * Previous / next verse of the riwaya's mushaf and previous / next sura, across sura and page
 * boundaries (a verse's own page opens with it): plain links, so they work without JavaScript.
 */
export function VerseNav({
  rewayaId,
  sura,
  aya,
  books,
  locale,
  label,
  previous,
  next,
  previousSura,
  nextSura,
}: {
  rewayaId: number;
  sura: number;
  aya: number;
  books: number[];
  locale: string;
  label: string;
  previous: string;
  next: string;
  previousSura: string;
  nextSura: string;
}) {
  const index = verseIndex(rewayaId, sura, aya);
  const before = index > 1 ? verseAt(rewayaId, index - 1) : null;
  const after = index < totalAyas(rewayaId) ? verseAt(rewayaId, index + 1) : null;
  const href = (v: Place) => `/?${readingSearch({ ...v, rewayaId, books })}`;
  const key = (v: Place) => localDigits(`${v.sura}:${v.aya}`, locale);
  const step = (to: Place | null, text: string, rel: 'prev' | 'next', showKey = true) =>
    to ? (
      <Link className="page-step" href={href(to)} rel={rel} scroll={false}>
        {rel === 'prev' && <span aria-hidden="true">‹ </span>}
        {text}
        {showKey && (
          <>
            {' '}
            <bdi className="verse-key">{key(to)}</bdi>
          </>
        )}
        {rel === 'next' && <span aria-hidden="true"> ›</span>}
      </Link>
    ) : (
      <span className="page-step" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="verse-nav" aria-label={label}>
      <span className="verse-nav-group">
        {step(sura > 1 ? { sura: sura - 1, aya: 1 } : null, previousSura, 'prev', false)}
        {step(before, previous, 'prev')}
      </span>
      <span className="verse-nav-group">
        {step(after, next, 'next')}
        {step(sura < SURA_COUNT ? { sura: sura + 1, aya: 1 } : null, nextSura, 'next', false)}
      </span>
    </nav>
  );
}
