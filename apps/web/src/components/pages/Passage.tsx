import { Fragment } from 'react';
import { parseCommentary, type Segment } from '@tafsir/core';
import { contentDir } from '@/lib/content-lang';

/**
 * A commentary text as elements (never raw HTML): core parses footnote marks {[n]}, book-extra
 * markers and Quran quotes into typed segments.
 */
export function PassageText({
  text,
  footnotes,
  lang,
  id,
  footnotesLabel,
}: {
  text: string;
  footnotes: ReadonlyArray<{ footnote_number: number; footnote: string }>;
  lang: string;
  id: string;
  footnotesLabel: string;
}) {
  const dir = contentDir(lang);
  const parsed = parseCommentary(
    text,
    footnotes.map((f) => ({ n: f.footnote_number, text: f.footnote })),
  );
  const known = new Set(parsed.footnotes.map((f) => f.n));
  const render = (s: Segment, key: number) => {
    switch (s.kind) {
      case 'text':
        return <Fragment key={key}>{s.text}</Fragment>;
      case 'footnote-ref':
        return known.has(s.n) ? (
          <sup key={key} className="fn-ref">
            <a id={`fnref-${id}-${s.n}`} href={`#fn-${id}-${s.n}`}>
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
  };
  return (
    <>
      <div className="pg-text" lang={lang} dir={dir} translate="no">
        {parsed.paragraphs.map((segments, pi) => (
          <p key={pi}>{segments.map(render)}</p>
        ))}
      </div>
      {parsed.footnotes.length > 0 && (
        <aside className="pg-footnotes" aria-label={footnotesLabel}>
          <ol role="list">
            {parsed.footnotes.map((f) => (
              <li key={f.n} id={`fn-${id}-${f.n}`}>
                <a href={`#fnref-${id}-${f.n}`} className="fn-number">
                  {f.n}
                </a>{' '}
                <span lang={lang} dir={dir} translate="no">
                  {f.text}
                </span>
              </li>
            ))}
          </ol>
        </aside>
      )}
    </>
  );
}
