import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import type { Statistics } from '@tafsir/client';
import '@/components/pages/pages.css';
import { api, SHORT_CACHE } from '@/lib/api';
import { formatNumber } from '@/lib/pages/format';
import { InfoHead, InfoSections } from '@/components/pages/InfoPage';
import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };
const SECTIONS = ['what', 'order', 'features', 'goals', 'sources', 'open'] as const;
const STATS: Array<keyof Statistics> = [
  'bookCount',
  'enterpretation',
  'translation',
  'transInDiffLng',
  'totalAuthors',
  'totalVisitors',
  'cmv',
  'pmv',
  'totalDownloads',
  'currentMonthDownloads',
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('aboutPage');
  return { title: t('title'), alternates: alternatesFor(locale, '/about') };
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getT('aboutPage');
  const stats = await api()
    .statistics(SHORT_CACHE)
    .catch((): Statistics | null => null);
  return (
    <article className="pg-wrap pg-narrow">
      <InfoHead namespace="aboutPage" />
      <section className="pg-section" aria-labelledby="stats-title">
        <h2 id="stats-title">{t('statsTitle')}</h2>
        {stats ? (
          <dl className="pg-stats" data-testid="statistics">
            {STATS.map((k) => (
              <div key={k}>
                <dd>{formatNumber(stats[k], locale)}</dd>
                <dt>{t(`stat_${k}`)}</dt>
              </div>
            ))}
          </dl>
        ) : (
          <p className="pg-note">{t('statsUnavailable')}</p>
        )}
      </section>
      <InfoSections namespace="aboutPage" sections={SECTIONS} />
      <div className="pg-actions">
        <Link href="/" className="button">
          {t('startReading')}
        </Link>
        <Link href="/browse-aya/2:255" className="button secondary">
          {t('compareExample')}
        </Link>
        <Link href="/contact-us" className="button secondary">
          {t('contact')}
        </Link>
      </div>
    </article>
  );
}
