import { parseCommentary } from '@tafsir/core';
import { paragraphsToHtml } from '@/components/CommentarySegment';
import type { ReactNode } from 'react';
import type { BookInfo, CommentaryEntry, Footnote } from '@/lib/reading-types';

type TextProps = {
  className: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  translate: 'no';
  html: string;
};

function PlainHtml({ html, ...attrs }: TextProps) {
  return <div {...attrs} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A translation function bound to the 'reading' namespace (server getT or client useT). */
type ReadingT = (key: string, values?: Record<string, string | number | Date>) => string;

/**
 * A book's header in the commentary area: title, author and death year, then `children` (the reading
 * page's keep-offline control). Shared by the reading page and the offline reader.
 */
export function CommentaryHead({
  book,
  headingId,
  t,
  children,
}: {
  book: BookInfo;
  headingId: string;
  t: ReadingT;
  children?: ReactNode;
}) {
  return (
    <header className="commentary-head">
      <h3 id={headingId} className="commentary-title" lang={book.lang} dir="auto">
        {book.title}
      </h3>
      <p className="commentary-author">
        <span dir="auto">{book.authorName}</span>
        <span className="death">
          {book.deathHijri !== null ? t('died', { year: book.deathHijri }) : t('deathUnknown')}
        </span>
      </p>
      {children}
    </header>
  );
}

/** A passage's text as our own escaped markup, and the footnotes it refers to. */
export type RenderedEntry = { html: string; footnotes: Footnote[] };

/**
 * Never raw HTML from the source: core parses the stored text into typed segments, which become our
 * own escaped markup (set as one HTML string so hydration does not walk it). `id` makes the footnote
 * anchors unique on the page; `footnoteLabel` names a footnote reference for screen readers.
 */
export function renderCommentaryEntry(
  text: string,
  footnotes: readonly Footnote[],
  id: string,
  footnoteLabel: (n: number) => string,
): RenderedEntry {
  const parsed = parseCommentary(text, footnotes);
  const knownFootnotes = new Set(parsed.footnotes.map((f) => f.n));
  return {
    html: paragraphsToHtml(parsed.paragraphs, { id, knownFootnotes, footnoteLabel }),
    footnotes: parsed.footnotes,
  };
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
  Text = PlainHtml,
  render = renderCommentaryEntry,
}: {
  e: CommentaryEntry;
  id: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  t: ReadingT;
  /** The element of the passage's text (the reading page sends it once: ServerHtml). */
  Text?: (props: TextProps) => ReactNode;
  /** renderCommentaryEntry, or the server's cached one (lib/commentary-render-cache.ts). */
  render?: typeof renderCommentaryEntry;
}) {
  const { html, footnotes } = render(e.text, e.footnotes, id, (n) => t('footnoteRef', { n }));
  return (
    <div className="commentary-entry">
      {e.ayaTo > e.ayaFrom && (
        <p className="passage-range">{t('coversVerses', { from: e.ayaFrom, to: e.ayaTo })}</p>
      )}
      <Text className="commentary-text" lang={lang} dir={dir} translate="no" html={html} />
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
