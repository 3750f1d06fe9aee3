import type { Metadata } from 'next';
import { AboutModal } from '@/components/reading/AboutModal';
import { ReadingScreen } from '@/components/reading/ReadingScreen';
import type { LocaleCode } from '@/i18n/locales';
import { DEFAULT_AYA, DEFAULT_RIWAYA_ID, DEFAULT_SURA } from '@/lib/reading-query';
import { pickerPath } from '@/lib/reading-path';
import { alternatesFor } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

// A cached document (see the read route): a page that reads the request fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { alternates: alternatesFor(locale as LocaleCode, '/') };
}

/**
 * The bare home (`/{locale}` with no query): the reading view at its defaults. A query on the same
 * path (`/{locale}?sura=2&aya=255…`) is mapped by the proxy onto the `read` route.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  const query = { sura: DEFAULT_SURA, aya: DEFAULT_AYA, rewayaId: DEFAULT_RIWAYA_ID, page: null, books: [] };
  return (
    <>
      <ReadingScreen query={query} locale={locale} />
      {/* Spec §2: the about modal opens on the Arabic home path (the bare /ar). */}
      {locale === 'ar' && <AboutModal chooseHref={pickerPath(locale, query)} />}
    </>
  );
}
