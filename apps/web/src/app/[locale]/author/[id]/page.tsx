import type { Metadata } from 'next';
import { deathDate } from '@tafsir/core/death-date';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { ApiError, type AuthorDetailAnswer } from '@tafsir/client';
import '@/components/pages/pages.css';
import { CONTENT_CACHE, api, asLang } from '@/lib/api';
import { catalogueId } from '@/lib/page-shape';
import { completeness, languageName } from '@/lib/pages/format';
import { Link } from '@/i18n/navigation';
import { AuthorBio } from '@/components/pages/AuthorBio';
import { getT } from '@/i18n/t-server';
import { authorName, bookTitle } from '@/lib/catalogue';
import { DeathFact } from '@/components/pages/DeathFact';
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

async function load(locale: string, id: string): Promise<AuthorDetailAnswer['data'] | null> {
  const authorId = catalogueId(id);
  if (authorId === null) return null;
  try {
    return (await api().authorById(authorId, { lang: asLang(locale) }, CONTENT_CACHE)).data;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const a = await load(locale, id);
  if (!a) return {};
  return { title: authorName(a, locale).text };
}

export default async function AuthorPage({ params }: Props) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const a = await load(locale, id);
  // Spec §8: "Author Details Does Not Exist" (author/[id]/not-found.tsx, status 404).
  if (!a) notFound();
  const [t, tDeath] = await Promise.all([getT('authors'), getT('death')]);
  const name = authorName(a, locale);
  // The other form of the name under it: the original under the Arabic one, the Arabic under the original.
  const other = name.lang === 'ar' ? { text: a.name_en, lang: undefined } : { text: a.name_ar, lang: 'ar' };
  const died = deathDate(a.death_hijri, a.death_ce);
  return (
    <div className="pg-wrap">
      <nav className="pg-crumbs" aria-label={t('breadcrumbs')}>
        <Link href="/author">{t('title')}</Link>
      </nav>
      <header className="pg-head">
        <p className="pg-kicker">{t('author')}</p>
        <h1 dir="auto" lang={name.lang}>
          {name.text}
        </h1>
        {other.text && other.text !== name.text && (
          <p className="pg-sub" dir="auto" lang={other.lang}>
            {other.text}
          </p>
        )}
      </header>
      <dl className="pg-facts">
        <DeathFact label={t('deathYear')} death={died} t={tDeath} />
        <div>
          <dt>{t('century')}</dt>
          <dd>{a.century !== null ? t('centuryN', { n: a.century }) : t('modern')}</dd>
        </div>
        <div>
          <dt>{t('booksLabel')}</dt>
          <dd>{localDigits(a.books.length, locale)}</dd>
        </div>
      </dl>
      <section className="pg-section" aria-labelledby="bio-title">
        <h2 id="bio-title">{t('biography')}</h2>
        {a.bio ? (
          <AuthorBio bio={a.bio} bioLang={a.bio_lang} locale={locale} />
        ) : (
          <p className="pg-note">{t('noBio')}</p>
        )}
      </section>
      <section className="pg-section" aria-labelledby="books-title">
        <h2 id="books-title">{t('booksLabel')}</h2>
        <ul className="pg-cards" role="list">
          {a.books.map((b) => (
            <li key={b.id}>
              <article className="pg-card">
                <h3 dir="auto" lang={bookTitle(b, locale).lang}>
                  <Link href={`/book/${b.id}`}>{bookTitle(b, locale).text}</Link>
                </h3>
                <p className="pg-meta">
                  <span>{t(b.type === 'translation' ? 'translation' : 'interpretation')}</span>
                  <span>{languageName(b.language, locale)}</span>
                  <span>{t('complete', { pct: completeness(b.verses_covered) })}</span>
                </p>
                <p className="pg-card-links">
                  <Link href={`/?sura=1&aya=1&books=${b.id}`} className="button">
                    {t('readBeside')}
                  </Link>
                  <Link href={`/book/${b.id}`} className="button secondary">
                    {t('aboutBook')}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
