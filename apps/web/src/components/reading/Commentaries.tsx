import { getT, type ServerT } from '@/i18n/t-server';
import { parseCommentary } from '@tafsir/core';
import { paragraphsToHtml } from '@/components/CommentarySegment';
import '@/components/offline/offline.css';
import { KeepOffline } from '@/components/offline/KeepOffline';
import { publicApiBase } from '@/components/pages/api';
import { orderByDeath } from '@/lib/commentary';
import { contentDir } from '@/lib/content-lang';
import type { BookCommentary, CommentaryEntry, ReadingData } from '@/lib/reading-types';

/**
 * Commentary area (spec §2, §4): one article per selected book, ordered by the author's death year,
 * with author and death year, passage range, footnotes as real footnotes, placeholder when missing.
 */
export async function Commentaries({ data }: { data: ReadingData }) {
  const t = await getT('reading');
  const ordered = orderByDeath(data.commentaries);
  if (!ordered.length) return <p className="empty-note">{t('noBookSelected')}</p>;
  return (
    <ol className="commentary-list" role="list">
      {ordered.map((c) => (
        <li key={c.book.id}>
          <CommentaryArticle c={c} sura={data.sura} aya={data.aya} t={t} />
        </li>
      ))}
    </ol>
  );
}

function CommentaryArticle({
  c,
  sura,
  aya,
  t,
}: {
  c: BookCommentary;
  sura: number;
  aya: number;
  t: ServerT;
}) {
  const { book } = c;
  const dir = contentDir(book.lang);
  const headingId = `book-${book.id}`;
  return (
    <article className="commentary" aria-labelledby={headingId} data-book={book.id} data-type={book.type}>
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
        <KeepOffline
          bookId={book.id}
          title={book.title}
          bytes={undefined}
          apiBase={publicApiBase()}
          compact
        />
      </header>
      {c.intro && (
        <details className="book-intro">
          <summary>{t('bookIntro')}</summary>
          <Entry
            e={{ sura, ayaFrom: aya, ayaTo: aya, text: c.intro.text, footnotes: c.intro.footnotes }}
            id={`${book.id}-intro`}
            lang={book.lang}
            dir={dir}
            t={t}
          />
        </details>
      )}
      {c.entries.length === 0 ? (
        <p className="missing-comment">{t('missingComment')}</p>
      ) : (
        c.entries.map((e, i) => (
          <Entry key={i} e={e} id={`${book.id}-${sura}-${aya}-${i}`} lang={book.lang} dir={dir} t={t} />
        ))
      )}
    </article>
  );
}

function Entry({
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
  t: ServerT;
}) {
  // Never raw HTML from the source: core parses the stored text into typed segments, which become
  // our own escaped markup (set as one HTML string so hydration does not walk it).
  const parsed = parseCommentary(e.text, e.footnotes);
  const known = new Set(parsed.footnotes.map((f) => f.n));
  const html = paragraphsToHtml(parsed.paragraphs, {
    id,
    knownFootnotes: known,
    footnoteLabel: (n) => t('footnoteRef', { n }),
  });
  return (
    <div className="commentary-entry">
      {e.ayaTo > e.ayaFrom && (
        <p className="passage-range">{t('coversVerses', { from: e.ayaFrom, to: e.ayaTo })}</p>
      )}
      <div
        className="commentary-text"
        lang={lang}
        dir={dir}
        translate="no"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {parsed.footnotes.length > 0 && (
        <aside className="footnotes" aria-label={t('footnotes')}>
          <ol role="list">
            {parsed.footnotes.map((f) => (
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
