'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import type { OfflineBook } from '@tafsir/client';
import { HAFS_RIWAYA_ID } from '@tafsir/core/riwayat';
import { getSura, opensWithBasmala } from '@tafsir/core/suras';
import { CommentaryEntryView, CommentaryHead } from '@/components/CommentaryParts';
import { SuraHeading } from '@/components/SuraHeading';
import type { SuraNameShown } from '@/i18n/catalogue-names';
import { useT } from '@/i18n/t';
import { orderByDeath } from '@/lib/commentary';
import { contentDir } from '@/lib/content-lang';
import {
  isReadingPath,
  locateVerse,
  offlineCommentaries,
  offlineHref,
  offlineQuery,
  versesFromWire,
  type OfflinePage,
} from '@/lib/offline/select';
import { readBook, readIndex, readQuran } from '@/lib/offline/kept';
import type { BookCommentary, CommentaryEntry } from '@/lib/reading-types';
import { HAFS_BASMALA, rewayaAttr, verseEndMark, type RiwayaFont } from '@/lib/verse-font';
import { KeptBooks } from './KeptBooks';

type View =
  | { kind: 'loading' }
  | { kind: 'not-reading' }
  | { kind: 'no-text'; otherRiwaya: boolean }
  | {
      kind: 'reading';
      page: OfflinePage;
      books: number[];
      commentaries: BookCommentary[];
      notKept: number[];
      otherRiwaya: boolean;
    };

async function load(pathname: string, search: string): Promise<View> {
  if (!isReadingPath(pathname)) return { kind: 'not-reading' };
  const query = offlineQuery(search);
  if (!query) return { kind: 'not-reading' };
  const otherRiwaya = query.rewayaId !== HAFS_RIWAYA_ID;
  const [index, wire] = await Promise.all([readIndex(), readQuran(HAFS_RIWAYA_ID)]);
  // A riwaya's page numbers and verse counts differ from Hafs: a page number is only kept for Hafs.
  const page = wire
    ? locateVerse(versesFromWire(wire), otherRiwaya ? { ...query, page: null } : query)
    : null;
  if (!page) return { kind: 'no-text', otherRiwaya };
  const books = query.books.length ? query.books : index.books.map((b) => b.id);
  const kept = new Map<number, OfflineBook>();
  await Promise.all(
    books.map(async (id) => {
      const book = await readBook(id).catch(() => null);
      if (book) kept.set(id, book);
    }),
  );
  const { commentaries, notKept } = offlineCommentaries(books, kept, page.sura, page.aya);
  return { kind: 'reading', page, books, commentaries: orderByDeath(commentaries), notKept, otherRiwaya };
}

/**
 * The offline reader (issue 8): what the service worker answers for a reading page that was never
 * opened while connected. It reads the URL (sura, aya, page, books) and shows the verse's mushaf page
 * and the kept books' commentary on it from this device's storage, with the reading view's classes.
 */
export function OfflineReader({
  font,
  suraNames,
}: {
  font: RiwayaFont;
  /** The 114 sura names in the page's language, as the reading page shows them (i18n/catalogue-names.ts). */
  suraNames: SuraNameShown[];
}) {
  const t = useT('offline');
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    const { pathname, search } = window.location;
    load(pathname, search).then(setView, () => setView({ kind: 'no-text', otherRiwaya: false }));
  }, []);
  return (
    <div className="offline-page" data-testid="offline-reader">
      <p className="offline-banner" role="note">
        <strong>{t('offlineTitle')}</strong> · {t('offlineNotice')}
      </p>
      {view.kind === 'loading' && (
        <p className="offline-note" role="status">
          {t('loading')}
        </p>
      )}
      {view.kind === 'not-reading' && <p className="offline-note">{t('pageNotKept')}</p>}
      {view.kind === 'no-text' && <p className="offline-note">{t('noQuranText')}</p>}
      {view.kind === 'reading' && <ReadingCopy view={view} font={font} suraNames={suraNames} />}
      {view.kind !== 'loading' && <KeptBooks />}
    </div>
  );
}

function ReadingCopy({
  view,
  font,
  suraNames,
}: {
  view: Extract<View, { kind: 'reading' }>;
  font: RiwayaFont;
  suraNames: SuraNameShown[];
}) {
  const t = useT('reading');
  const o = useT('offline');
  const locale = useLocale();
  const { page, books } = view;
  const blocks: Array<{ sura: number; verses: OfflinePage['verses'] }> = [];
  for (const v of page.verses) {
    const last = blocks[blocks.length - 1];
    if (last && last.sura === v.sura) last.verses.push(v);
    else blocks.push({ sura: v.sura, verses: [v] });
  }
  const first = page.verses[0];
  const step = (to: number, label: string, rel: 'prev' | 'next') =>
    to >= 1 && to <= page.pageCount ? (
      <a className="page-step" href={offlineHref(locale, { page: to }, books)} rel={rel}>
        <span>{label}</span>
      </a>
    ) : (
      <span className="page-step" aria-disabled="true">
        <span>{label}</span>
      </span>
    );
  return (
    <div className="reader offline-reader">
      <section className="quran-panel" aria-labelledby="quran-heading">
        <div className="quran-toolbar">
          <SuraHeading name={suraNames[page.sura - 1]} />
        </div>
        {view.otherRiwaya && <p className="offline-note">{o('hafsOnly')}</p>}
        <nav className="page-nav page-nav-top" aria-label={t('pageNavigation')}>
          {step(page.page - 1, t('previousPage'), 'prev')}
          <span className="page-label">
            {t('pageN', { n: page.page })}
            {first && <> · {t('juzN', { n: first.juz })}</>}
          </span>
          {step(page.page + 1, t('nextPage'), 'next')}
        </nav>
        <div className="quran-scroll" tabIndex={0} aria-label={t('quranText')}>
          <div className="quran-text" lang="ar" dir="rtl" translate="no" {...rewayaAttr(font.rewayaId)}>
            {blocks.map((block) => {
              const s = getSura(block.sura);
              const opens = block.verses[0]?.aya === 1;
              return (
                <section key={block.sura} className="sura-block" aria-label={s?.nameAr}>
                  {opens && s && (
                    <header className="sura-banner">
                      <span className="sura-banner-name">سُورَةُ {s.nameAr}</span>
                    </header>
                  )}
                  {opens && opensWithBasmala(block.sura, block.verses[0]!.text) && (
                    <p className="basmala" {...rewayaAttr(HAFS_RIWAYA_ID)}>
                      {HAFS_BASMALA}
                    </p>
                  )}
                  <p className="verses">
                    {block.verses.map((v) => (
                      <a
                        key={v.aya}
                        id={`v${v.sura}-${v.aya}`}
                        className="verse"
                        href={offlineHref(locale, { sura: v.sura, aya: v.aya }, books)}
                        aria-current={v.sura === page.sura && v.aya === page.aya ? 'true' : undefined}
                      >
                        {v.text}
                        <span className="verse-end" aria-hidden="true">
                          {verseEndMark(v.aya, font)}
                        </span>
                      </a>
                    ))}
                  </p>
                </section>
              );
            })}
          </div>
        </div>
      </section>

      <section id="commentary-panel" className="commentary-panel" aria-labelledby="commentary-heading">
        <h2 id="commentary-heading" className="commentary-heading">
          {t('commentaries')} ·{' '}
          {t('verseRef', { name: suraNames[page.sura - 1]?.name ?? String(page.sura), aya: page.aya })}
        </h2>
        {view.commentaries.length === 0 && view.notKept.length === 0 ? (
          <p className="empty-note">{t('noBookSelected')}</p>
        ) : (
          <ol className="commentary-list" role="list">
            {view.commentaries.map((c) => (
              <li key={c.book.id}>
                <Article c={c} sura={page.sura} aya={page.aya} />
              </li>
            ))}
            {view.notKept.map((id) => (
              <li key={id}>
                <article className="commentary" data-book={id} data-kept="false">
                  <p className="missing-comment">{o('notKept')}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** One book's commentary on the verse, as the reading view's CommentaryArticle renders it. */
function Article({ c, sura, aya }: { c: BookCommentary; sura: number; aya: number }) {
  const t = useT('reading');
  const tDeath = useT('death');
  const { book } = c;
  const dir = contentDir(book.lang);
  const headingId = `book-${book.id}`;
  return (
    <article className="commentary" aria-labelledby={headingId} data-book={book.id} data-type={book.type}>
      <CommentaryHead book={book} headingId={headingId} tDeath={tDeath} />
      {c.entries.length === 0 ? (
        <p className="missing-comment">{t('missingComment')}</p>
      ) : (
        c.entries.map((e, i) => (
          <Entry key={i} e={e} id={`${book.id}-${sura}-${aya}-${i}`} lang={book.lang} dir={dir} />
        ))
      )}
    </article>
  );
}

function Entry(props: { e: CommentaryEntry; id: string; lang: string; dir: 'rtl' | 'ltr' }) {
  const t = useT('reading');
  return <CommentaryEntryView {...props} t={t} />;
}
