import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import type { Book, BookDownloadsAnswer } from '@tafsir/client';
import '@/components/pages/pages.css';
import '@/components/offline/offline.css';
import { KeptBooks } from '@/components/offline/KeptBooks';
import { api, asLang, downloadsApi, LIST_CACHE, publicApiBase, SHORT_CACHE } from '@/lib/api';
import { sortBooks } from '@/lib/pages/books';
import { BookFiles } from '@/components/pages/BookFiles';
import { completeness, formatNumber, languageName } from '@/lib/pages/format';
import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';
import { bookFiles } from '@/lib/book-files';
import { bookTitle } from '@/lib/catalogue';
import { localDigits } from '@/lib/digits';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('downloads');
  return { title: t('title'), alternates: alternatesFor(locale, '/download-enterpretations') };
}

export default async function DownloadsPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getT('downloads');
  // One call for every book's files, sizes and download counts (GET /api/v1/downloads): the numbers
  // each book's page shows (GET /books/{id}/downloads answers the same per book), and the totals
  // are their sums, so the page never says "0 in total" beside a book counted once.
  const [books, everyBook] = await Promise.all([
    api().books({ lang: asLang(locale) }, LIST_CACHE),
    downloadsApi()
      .allDownloads(SHORT_CACHE)
      .catch((): { data: BookDownloadsAnswer[] } | null => null),
  ]);
  // Formats per book; a book whose files are not generated (or an API without the route) lists none.
  const files = new Map<number, BookDownloadsAnswer>((everyBook?.data ?? []).map((d) => [d.book_id, d]));
  const totals = everyBook
    ? everyBook.data.reduce(
        (sum, d) => ({ total: sum.total + d.downloads.total, month: sum.month + d.downloads.month }),
        { total: 0, month: 0 },
      )
    : null;
  const anyFiles = [...files.values()].some((f) => f && f.available.length > 0);
  const publicBase = publicApiBase();
  const section = (id: string, title: string, list: Book[]) => (
    <section className="pg-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="pg-count">{localDigits(list.length, locale)}</span>
      </h2>
      <ul className="pg-books" role="list">
        {sortBooks(list, 'date', locale).map((b) => {
          const offered = bookFiles(b, files.get(b.id) ?? null, publicBase);
          return (
            <li key={b.id} className="pg-book-row" data-book={b.id}>
              <div className="pg-book-main">
                <Link
                  href={`/book/${b.id}`}
                  className="pg-book-title"
                  dir="auto"
                  lang={bookTitle(b, locale).lang}
                >
                  {bookTitle(b, locale).text}
                </Link>
                <span className="pg-meta">
                  <span dir="auto">{b.author_name}</span>
                  <span>{languageName(b.language, locale)}</span>
                  <span>{t('complete', { pct: completeness(b.verses_covered) })}</span>
                </span>
              </div>
              {offered.length > 0 ? (
                <BookFiles files={offered} locale={locale} />
              ) : (
                <div className="pg-formats">
                  <span className="pg-note">{t('notYet')}</span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
  return (
    <div className="pg-wrap">
      <header className="pg-head">
        <h1>{t('title')}</h1>
        <p className="pg-lead">{t('lead')}</p>
      </header>
      <dl className="pg-facts">
        {totals && (
          <>
            <div>
              <dt>{t('totalDownloads')}</dt>
              <dd data-testid="downloads-total">{formatNumber(totals.total, locale)}</dd>
            </div>
            <div>
              <dt>{t('monthDownloads')}</dt>
              <dd data-testid="downloads-month">{formatNumber(totals.month, locale)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('interpretations')}</dt>
          <dd>{formatNumber(books.enterpretation.length, locale)}</dd>
        </div>
        <div>
          <dt>{t('translations')}</dt>
          <dd>{formatNumber(books.translation.length, locale)}</dd>
        </div>
      </dl>
      {!anyFiles && <p className="pg-note">{t('filesPending')}</p>}
      <p className="pg-note">{t('formatsNote')}</p>
      <KeptBooks />
      {section('dl-tafsir', t('interpretations'), books.enterpretation)}
      {section('dl-trans', t('translations'), books.translation)}
    </div>
  );
}
