import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DivisionList } from '@/components/reading/DivisionList';
import { getSuraNamer } from '@/i18n/catalogue-names';
import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';
import { loadReadingOrNotFound } from '@/lib/api';
import { verseStateFromParams, type ReadingParams } from '@/lib/reading-path';
import { readingSearch } from '@/lib/reading-query';

type Props = { params: Promise<{ locale: string } & ReadingParams> };

/**
 * The juz and hizb lists as a page of their own, for readers without JavaScript: the reading view
 * sends only the divisions' start verses and draws these lists when their tab is opened, and its
 * juz and hizb panels link here until then. Keyed by the reading state (its links keep the chosen
 * books and riwaya), it is a cached document like the reading view (`dynamic = 'error'`).
 */
export const dynamic = 'error';
export const revalidate = 3600;

export function generateStaticParams(): ReadingParams[] {
  return [];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await verseStateFromParams(props.params);
  if (!found) return {};
  const t = await getT('navigation');
  // One page per reading state: none of them is a page for search engines.
  return { title: t('divisionsTitle'), robots: { index: false, follow: true } };
}

export default async function DivisionsPage(props: Props) {
  const found = await verseStateFromParams(props.params);
  if (!found) notFound();
  const { q, locale } = found;
  // The riwaya's divisions and suras, read with the chosen books: a state the reading view answers
  // with a 404 (a verse the riwaya lacks, an unknown book) is a 404 here too.
  const [t, tReading, tPicker, data, suraName] = await Promise.all([
    getT('navigation'),
    getT('reading'),
    getT('picker'),
    loadReadingOrNotFound(q, locale),
    getSuraNamer(),
  ]);
  const verse = data.verses.find((v) => v.sura === q.sura && v.aya === q.aya) ?? data.verses[0];
  const names = data.suras.map(suraName);
  const shared = {
    suraNames: names.map((n) => n.name),
    suraNameLang: names[0]?.lang,
    books: q.books,
    rewayaId: q.rewayaId,
  };
  const place = { sura: q.sura, aya: q.aya, rewayaId: q.rewayaId, books: q.books };
  return (
    <div className="divisions-page">
      <Link href={`/?${readingSearch(place)}`}>{tPicker('back', { sura: q.sura, aya: q.aya })}</Link>
      <h1>{t('divisionsTitle')}</h1>
      <section aria-labelledby="divisions-juz">
        <h2 id="divisions-juz">{tReading('juz')}</h2>
        <DivisionList
          kind="juz"
          starts={data.juzStarts.map((d) => [d.sura, d.aya])}
          current={verse?.juz ?? 1}
          {...shared}
        />
      </section>
      <section aria-labelledby="divisions-hizb">
        <h2 id="divisions-hizb">{tReading('hizb')}</h2>
        <DivisionList
          kind="hizb"
          starts={data.hizbStarts.map((d) => [d.sura, d.aya])}
          current={verse?.hizb ?? 1}
          {...shared}
        />
      </section>
    </div>
  );
}
