import { getT, type ServerT } from '@/i18n/t-server';
import { CommentaryHead, CommentaryEntryView as Entry } from '@/components/CommentaryParts';
import '@/components/offline/offline.css';
import '@/components/feedback/feedback.css';
import { Fragment } from 'react';
import type { NotePlace } from '@/lib/feedback/feedback';
import { NoteLink } from '@/components/feedback/NoteLink';
import { KeepOffline } from '@/components/offline/KeepOffline';
import { publicApiBase } from '@/lib/api';
import { orderByDeath } from '@/lib/commentary';
import { contentDir } from '@/lib/content-lang';
import type { BookCommentary, ReadingData } from '@/lib/reading-types';

/**
 * Commentary area (spec §2, §4): one article per selected book, ordered by the author's death year,
 * with author and death year, passage range, footnotes as real footnotes, placeholder when missing.
 */
export async function Commentaries({ data }: { data: ReadingData }) {
  const [t, tDeath] = await Promise.all([getT('reading'), getT('death')]);
  const ordered = orderByDeath(data.commentaries);
  if (!ordered.length) return <p className="empty-note">{t('noBookSelected')}</p>;
  return (
    <ol className="commentary-list" role="list">
      {ordered.map((c) => (
        <li key={c.book.id}>
          <CommentaryArticle
            c={c}
            sura={data.sura}
            aya={data.aya}
            t={t}
            tDeath={tDeath}
            note={{ book_id: c.book.id, sura: data.sura, aya: data.aya, rewaya_id: data.rewayaId }}
          />
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
  tDeath,
  note,
}: {
  c: BookCommentary;
  sura: number;
  aya: number;
  t: ServerT;
  tDeath: ServerT;
  note: NotePlace;
}) {
  const { book } = c;
  const dir = contentDir(book.lang);
  const headingId = `book-${book.id}`;
  return (
    <article className="commentary" aria-labelledby={headingId} data-book={book.id} data-type={book.type}>
      <CommentaryHead book={book} headingId={headingId} tDeath={tDeath}>
        <KeepOffline
          bookId={book.id}
          title={book.title}
          bytes={undefined}
          apiBase={publicApiBase()}
          compact
        />
      </CommentaryHead>
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
          <Fragment key={i}>
            <Entry e={e} id={`${book.id}-${sura}-${aya}-${i}`} lang={book.lang} dir={dir} t={t} />
            <NoteLink place={note} />
          </Fragment>
        ))
      )}
    </article>
  );
}
