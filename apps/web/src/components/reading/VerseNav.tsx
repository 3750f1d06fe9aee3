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
  suraCount,
  previousVerse,
  nextVerse,
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
  suraCount: number;
  /** The API's neighbours of the selected verse (ReadingData previous / next). */
  previousVerse: Place | null;
  nextVerse: Place | null;
  books: number[];
  locale: string;
  label: string;
  previous: string;
  next: string;
  previousSura: string;
  nextSura: string;
}) {
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
        {step(previousVerse, previous, 'prev')}
      </span>
      <span className="verse-nav-group">
        {step(nextVerse, next, 'next')}
        {step(sura < suraCount ? { sura: sura + 1, aya: 1 } : null, nextSura, 'next', false)}
      </span>
    </nav>
  );
}
