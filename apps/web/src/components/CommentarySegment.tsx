import { Fragment, type ReactNode } from 'react';
import { SECTION_BREAK, isSectionBreak, type Segment } from '@tafsir/core';

/**
 * One segment of a parsed commentary (core parseCommentary) as elements, never raw HTML: plain text,
 * a footnote reference (only when the footnote exists), a book-extra marker or a Quran quotation.
 * `id` makes the footnote anchors unique on a page showing many passages.
 */
export function renderSegment(
  s: Segment,
  key: number,
  options: { id: string; knownFootnotes: ReadonlySet<number>; footnoteLabel?: (n: number) => string },
): ReactNode {
  switch (s.kind) {
    case 'text':
      return <Fragment key={key}>{s.text}</Fragment>;
    case 'footnote-ref':
      return options.knownFootnotes.has(s.n) ? (
        <sup key={key} className="fn-ref">
          <a
            id={`fnref-${options.id}-${s.n}`}
            href={`#fn-${options.id}-${s.n}`}
            aria-label={options.footnoteLabel?.(s.n)}
          >
            {s.n}
          </a>
        </sup>
      ) : null;
    case 'marker':
      return (
        <span key={key} className={`book-marker marker-${s.marker}`} lang="ar">
          {s.label}
          {s.aya !== undefined && <span className="marker-aya">{s.aya}</span>}
        </span>
      );
    case 'quran-quote':
      return (
        <span key={key} className="quran-quote">
          <q lang="ar" dir="rtl">
            {s.text}
          </q>
          {s.refText && <cite className="quote-ref"> [{s.refText}]</cite>}
        </span>
      );
  }
}

/** A parsed paragraph as an element: text and segments, or the separator between sections. */
export function renderParagraph(
  segments: readonly Segment[],
  key: number,
  options: Parameters<typeof renderSegment>[2],
): ReactNode {
  if (isSectionBreak(segments))
    return (
      <p key={key} className="section-break" role="separator">
        {SECTION_BREAK}
      </p>
    );
  return <p key={key}>{segments.map((s, i) => renderSegment(s, i, options))}</p>;
}
