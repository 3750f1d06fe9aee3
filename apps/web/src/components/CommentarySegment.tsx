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

/** The asterism between sections (core isSectionBreak): a separator line, centred as in print. */
const SECTION_BREAK_HTML = `<p class="section-break" role="separator">${SECTION_BREAK}</p>`;

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

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The same segments as `renderSegment`, as one HTML string of paragraphs. Every tag and attribute is
 * ours and every piece of stored text is escaped, so no markup of the source reaches the page. The
 * reading page sets it with dangerouslySetInnerHTML: React does not walk that subtree when it hydrates,
 * which removes most of the hydration work of long commentaries (issue 5: TBT).
 */
export function paragraphsToHtml(
  paragraphs: readonly (readonly Segment[])[],
  options: { id: string; knownFootnotes: ReadonlySet<number>; footnoteLabel?: (n: number) => string },
): string {
  const id = escapeHtml(options.id);
  const one = (s: Segment): string => {
    switch (s.kind) {
      case 'text':
        return escapeHtml(s.text);
      case 'footnote-ref': {
        if (!options.knownFootnotes.has(s.n)) return '';
        const label = options.footnoteLabel?.(s.n);
        return `<sup class="fn-ref"><a id="fnref-${id}-${s.n}" href="#fn-${id}-${s.n}"${label === undefined ? '' : ` aria-label="${escapeHtml(label)}"`}>${s.n}</a></sup>`;
      }
      case 'marker':
        return `<span class="book-marker marker-${escapeHtml(s.marker)}" lang="ar">${escapeHtml(s.label)}${s.aya !== undefined ? `<span class="marker-aya">${s.aya}</span>` : ''}</span>`;
      case 'quran-quote':
        return `<span class="quran-quote"><q lang="ar" dir="rtl">${escapeHtml(s.text)}</q>${s.refText ? `<cite class="quote-ref"> [${escapeHtml(s.refText)}]</cite>` : ''}</span>`;
    }
  };
  return paragraphs
    .map((p) => (isSectionBreak(p) ? SECTION_BREAK_HTML : `<p>${p.map(one).join('')}</p>`))
    .join('');
}
