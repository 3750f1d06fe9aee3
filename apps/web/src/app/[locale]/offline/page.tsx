import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import '@/components/offline/offline.css';
import { OfflineReader } from '@/components/offline/OfflineReader';
import { QuranFontStyle } from '@/components/QuranFontStyle';
import { SURAS } from '@tafsir/core';
import { getSuraNamer } from '@/i18n/catalogue-names';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { HAFS_RIWAYA_ID } from '@tafsir/core/riwayat';
import { riwayaFont } from '@/lib/quran-fonts';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('offline');
  return { title: t('offlineTitle'), robots: { index: false, follow: false } };
}

/**
 * The offline reader (issue 8). The service worker precaches this page for every locale and answers
 * with it for a reading page opened offline that it has not kept; the client reads that page's URL.
 * Nothing here reads the request or the API, so the one copy serves every URL.
 */
export default async function OfflinePage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // The kept text is Hafs: its font (the worker precaches the file named in this page).
  const font = await riwayaFont(HAFS_RIWAYA_ID);
  const suraName = await getSuraNamer();
  return (
    <>
      <QuranFontStyle fonts={[font]} />
      <OfflineReader font={font} suraNames={SURAS.map(suraName)} />
    </>
  );
}
