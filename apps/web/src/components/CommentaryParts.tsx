import { parseCommentary } from '@tafsir/core';
import { renderParagraph } from '@/components/CommentarySegment';
import type { ReactNode } from 'react';
import { diedText, type DeathT } from '@/lib/death-text';
import type { BookInfo, CommentaryEntry } from '@/lib/reading-types';

/** A translation function bound to the 'reading' namespace (server getT or client useT). */
type ReadingT = (key: string, values?: Record<string, string | number | Date>) => string;

/**
 * A book's header in the commentary area: title, author and death date (none said without one), then
 * `children` (the reading page's keep-offline control). Shared by the reading page and the offline
 * reader; `tDeath` is bound to the `death` namespace (lib/death-text).
 */
export function CommentaryHead({
  book,
  headingId,
  tDeath,
  children,
}: {
  book: BookInfo;
  headingId: string;
  tDeath: DeathT;
  children?: ReactNode;
}) {
  const died = diedText(tDeath, book.death);
  return (
    <header className="commentary-head">
      {/* The language of the name shown, not the book's: an Arabic book's title may be a transliteration. */}
      <h3 id={headingId} className="commentary-title" lang={book.titleLang} dir="auto">
        {book.title}
      </h3>
      <p className="commentary-author">
        <span dir="auto" lang={book.authorLang}>
          {book.authorName}
        </span>
        {died && <span className="death">{died}</span>}
      </p>
      {children}
    </header>
  );
}

/**
 * One passage of a book: the verses it covers when more than one, its text, and its footnotes as real
 * footnotes. Shared by the reading page (a server component) and the offline reader (a client one).
 */
export function CommentaryEntryView({
  e,
  id,
  lang,
  dir,
  t,
}: {
  e: CommentaryEntry;
  id: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  t: ReadingT;
}) {
  // Never raw HTML from the source: core parses the stored text into typed segments, rendered as
  // elements (CommentarySegment); a footnote reference is a link only when its footnote exists.
  const { paragraphs, footnotes } = parseCommentary(e.text, e.footnotes);
  const options = {
    id,
    knownFootnotes: new Set(footnotes.map((f) => f.n)),
    footnoteLabel: (n: number) => t('footnoteRef', { n }),
  };
  return (
    <div className="commentary-entry">
      {e.ayaTo > e.ayaFrom && (
        <p className="passage-range">{t('coversVerses', { from: e.ayaFrom, to: e.ayaTo })}</p>
      )}
      <div className="commentary-text" lang={lang} dir={dir} translate="no">
        {paragraphs.map((p, i) => renderParagraph(p, i, options))}
      </div>
      {footnotes.length > 0 && (
        <aside className="footnotes" aria-label={t('footnotes')}>
          <ol role="list">
            {footnotes.map((f) => (
              <li key={f.n} id={`fn-${id}-${f.n}`}>
                <span className="fn-number">{f.n}</span>
                <span lang={lang} dir={dir} translate="no">
                  {f.text}
                </span>{' '}
                <a href={`#fnref-${id}-${f.n}`} className="fn-back" aria-label={t('backToFootnoteRef')}>
                  ↩
                </a>
              </li>
            ))}
          </ol>
        </aside>
      )}
    </div>
  );
}
