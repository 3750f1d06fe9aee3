import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { ApiError, type Book } from '@tafsir/client';
import '@/components/pages/pages.css';
import '@/components/offline/offline.css';
import { KeepOffline } from '@/components/offline/KeepOffline';
import { api, asLang, downloadsApi, LIST_CACHE, publicApiBase, SHORT_CACHE } from '@/lib/api';
import { bookFiles } from '@/lib/book-files';
import { bookDeathDate } from '@/lib/book-info';
import { DeathFact } from '@/components/pages/DeathFact';
import { catalogueId } from '@/lib/page-shape';
import { completeness, formatNumber, languageName, QURAN_VERSES } from '@/lib/pages/format';
import { BookFiles } from '@/components/pages/BookFiles';
import { PassageText } from '@/components/pages/Passage';
import { Link } from '@/i18n/navigation';
import { AuthorBio } from '@/components/pages/AuthorBio';
import { getCategoryNamer } from '@/i18n/catalogue-names';
import { getT } from '@/i18n/t-server';
import { authorName, bookTitle, textLanguage } from '@/lib/catalogue';
import { routing } from '@/i18n/routing';
import { localDigits } from '@/lib/digits';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

/** None at build time: each is rendered on its first request (its content comes from the API). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; id: string }> };

async function findBook(locale: string, id: string): Promise<Book | null> {
  const bookId = catalogueId(id);
  if (bookId === null) return null;
  const books = await api().books({ lang: asLang(locale) }, LIST_CACHE);
  return [...books.enterpretation, ...books.translation].find((b) => b.id === bookId) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const b = await findBook(locale, id);
  return b ? { title: bookTitle(b, locale).text } : {};
}

export default async function BookPage({ params }: Props) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const book = await findBook(locale, id);
  if (!book) notFound();
  const [t, tc, tDeath, category] = await Promise.all([
    getT('books'),
    getT('catalogue'),
    getT('death'),
    getCategoryNamer(),
  ]);
  const title = bookTitle(book, locale);
  const authorShown =
    book.author_name_en !== null
      ? authorName({ name_ar: book.author_name_ar, name_en: book.author_name_en }, locale)
      : null;
  const categoryName = category(book.category);
  const c = api();
  const lang = asLang(locale);
  const [author, content] = await Promise.all([
    book.author_id !== null
      ? c.authorById(book.author_id, { lang }).then(
          (a) => a.data,
          (err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return null;
            throw err;
          },
        )
      : Promise.resolve(null),
    c.booksContent({ lang, book_ids: [book.id], sura: 1, aya: 1 }),
  ]);
  // Counters are not content: a failure here leaves the rest of the page intact.
  const generated = await downloadsApi()
    .bookDownloads(book.id, SHORT_CACHE)
    .catch(() => null);
  const counted = generated?.downloads ?? null;
  const jsonFile = generated?.available.find((f) => f.format === 'json') ?? null;
  const intro = content.bintro.find((i) => i.books_id === book.id && i.intro);
  const pct = completeness(book.verses_covered);
  const died = bookDeathDate(book);
  // The files the downloads page offers for this book, at the API's address.
  const files = bookFiles(book, generated, publicApiBase());
  return (
    <div className="pg-wrap">
      <nav className="pg-crumbs" aria-label={t('breadcrumbs')}>
        <Link href="/books">{t('title')}</Link>
      </nav>
      <header className="pg-head">
        <p className="pg-kicker">
          {t(book.type === 'translation' ? 'type_translation' : 'type_enterpretation')}
        </p>
        <h1 dir="auto" lang={title.lang}>
          {title.text}
        </h1>
        {/* The other form of the title: the original under an Arabic one, the Arabic under the original. */}
        {title.lang === 'ar'
          ? book.title_en !== title.text && (
              <p className="pg-sub" dir="auto" lang={textLanguage(book.title_en, book.language)}>
                {book.title_en}
              </p>
            )
          : book.title_ar &&
            book.title_ar !== title.text && (
              <p className="pg-sub" lang="ar" dir="rtl">
                {book.title_ar}
              </p>
            )}
      </header>
      <dl className="pg-facts">
        <div>
          <dt>{t('author')}</dt>
          <dd dir="auto">
            {book.author_id !== null ? (
              <Link href={`/author/${book.author_id}`} lang={authorShown?.lang}>
                {authorShown?.text ?? book.author_name}
              </Link>
            ) : (
              (authorShown?.text ?? book.author_name)
            )}
          </dd>
        </div>
        <DeathFact label={t('deathYear')} death={died} t={tDeath} />
        <div>
          <dt>{t('language')}</dt>
          <dd>{languageName(book.language, locale)}</dd>
        </div>
        {categoryName && (
          <div>
            <dt>{t('category')}</dt>
            <dd data-testid="book-category">{categoryName}</dd>
          </div>
        )}
        <div>
          <dt>{t('completeness')}</dt>
          <dd className="pg-book-progress">
            <meter min={0} max={100} value={pct} aria-label={t('completeness')}>
              {pct}%
            </meter>
            <span data-testid="completeness">
              {t('coverage', {
                pct,
                covered: formatNumber(book.verses_covered, locale),
                total: formatNumber(QURAN_VERSES, locale),
              })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('downloads')}</dt>
          <dd data-testid="book-downloads">
            {counted
              ? t('downloadsCount', {
                  total: formatNumber(counted.total, locale),
                  month: formatNumber(counted.month, locale),
                })
              : '—'}
          </dd>
        </div>
      </dl>
      <KeepOffline
        bookId={book.id}
        title={book.title}
        bytes={jsonFile?.bytes ?? null}
        apiBase={publicApiBase()}
      />
      <div className="pg-actions">
        <Link href={`/?sura=1&aya=1&books=${book.id}`} className="button">
          {t('read')}
        </Link>
        <Link href={`/browse-aya/2:255`} className="button secondary">
          {t('compare')}
        </Link>
        <Link href="/download-enterpretations" className="button secondary">
          {t('downloadPage')}
        </Link>
      </div>
      <section className="pg-section" aria-labelledby="about-book">
        <h2 id="about-book">{t('aboutBook')}</h2>
        {intro?.intro ? (
          <PassageText
            text={intro.intro}
            footnotes={intro.footnotes}
            lang={book.language}
            id={`bi-${book.id}`}
            footnotesLabel={t('footnotes')}
          />
        ) : (
          <p className="pg-prose">
            {t('aboutGenerated', {
              title: title.text,
              author: authorShown?.text ?? book.author_name ?? '—',
              language: languageName(book.language, locale),
              covered: localDigits(book.verses_covered, locale),
            })}
          </p>
        )}
      </section>
      <section className="pg-section" aria-labelledby="author-intro">
        <h2 id="author-intro">{t('authorIntro')}</h2>
        {author?.bio ? (
          <AuthorBio bio={author.bio} bioLang={author.bio_lang} locale={locale} />
        ) : (
          <p className="pg-note">{t('noAuthorIntro')}</p>
        )}
      </section>
      {files.length > 0 && (
        <section className="pg-section" aria-labelledby="files">
          <h2 id="files">{t('files')}</h2>
          <BookFiles files={files} locale={locale} />
        </section>
      )}
      {(book.attribution || book.rights) && (
        <section className="pg-section" aria-labelledby="edition" data-testid="about-edition">
          <h2 id="edition">{tc('aboutEdition')}</h2>
          <p className="pg-note">{tc('editionIntro')}</p>
          <dl className="pg-facts pg-edition">
            {book.attribution && (
              <div>
                <dt>{t('digitalText')}</dt>
                <dd>
                  <a href={book.attribution.url} dir="ltr" rel="noopener" data-testid="attribution">
                    {book.attribution.name}
                  </a>
                </dd>
              </div>
            )}
            {book.rights && (
              <div>
                <dt>{t('rights')}</dt>
                {/* one plain English sentence from the catalogue: marked as English for readers and speech */}
                <dd lang="en" dir="ltr">
                  {book.rights}
                </dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}
