import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookPickerForm } from '@/components/picker/BookPickerForm';
import '@/components/picker/picker.css';
import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';
import { loadCatalogue, loadReadingOrNotFound } from '@/lib/api';
import { verseStateFromParams, type ReadingParams } from '@/lib/reading-path';
import { readingSearch } from '@/lib/reading-query';

type Props = { params: Promise<{ locale: string } & ReadingParams> };

/**
 * The book picker as a page of its own: the whole catalogue as one form that submits to the reading
 * URL with `books=`, so a reader without JavaScript chooses books too (with JavaScript the reading
 * view opens the same picker in a dialog instead). Keyed by the reading place and the chosen books,
 * it is a cached document like the reading view (`dynamic = 'error'`).
 */
export const dynamic = 'error';
export const revalidate = 3600;

export function generateStaticParams(): ReadingParams[] {
  return [];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await verseStateFromParams(props.params);
  if (!found) return {};
  const t = await getT('picker');
  // One page per reading state and selection: none of them is a page for search engines.
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function PickerPage(props: Props) {
  const found = await verseStateFromParams(props.params);
  if (!found) notFound();
  const { q, locale } = found;
  // The reading view's check of the state (its books included): an unknown book id is a 404 here too,
  // not a picker whose links lead to one.
  const [t, books] = await Promise.all([
    getT('picker'),
    loadCatalogue(locale),
    loadReadingOrNotFound(q, locale),
  ]);
  const chosen = q.books;
  const place = { sura: q.sura, aya: q.aya, rewayaId: q.rewayaId };
  return (
    <div className="picker-page">
      <Link className="picker-back" href={`/?${readingSearch({ ...place, books: chosen })}`}>
        {t('back', { sura: q.sura, aya: q.aya })}
      </Link>
      <h1>{t('title')}</h1>
      <BookPickerForm books={books} chosen={chosen} place={place} />
    </div>
  );
}
