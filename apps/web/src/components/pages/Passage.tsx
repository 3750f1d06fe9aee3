import { parseCommentary } from '@tafsir/core';
import { renderParagraph } from '@/components/CommentarySegment';
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
  return (
    <>
      <div className="pg-text" lang={lang} dir={dir} translate="no">
        {parsed.paragraphs.map((segments, pi) =>
          renderParagraph(segments, pi, { id, knownFootnotes: known }),
        )}
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
