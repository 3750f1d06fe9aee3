import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReadingScreen } from '@/components/reading/ReadingScreen';
import type { LocaleCode } from '@/i18n/locales';
import { readingQueryFromParams, type ReadingParams } from '@/lib/reading-path';
import { readingSearch } from '@/lib/reading-query';
import { readingTitle } from '@/lib/reading-title';
import { alternatesFor } from '@/lib/site';

type Props = { params: Promise<{ locale: string } & ReadingParams> };

/**
 * The reading view of `/{locale}?sura=&aya=&books=&rewaya_id=&page=` (the proxy maps that public URL
 * here, lib/reading-path.ts): one cached document per reading state, rendered on its first request
 * and then served from Next's cache (and nginx's) until it is `revalidate` seconds old, when the next
 * request gets the kept copy while a new one renders. `dynamic = 'error'` fails the build if anything
 * here starts reading the request, which would make every reader's page a new render.
 */
export const dynamic = 'error';
export const revalidate = 3600;

/** None at build time: each is rendered on its first request (the content comes from the API). */
export function generateStaticParams(): ReadingParams[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const q = readingQueryFromParams(p);
  if (!q) return {};
  return {
    title: await readingTitle(q),
    alternates: alternatesFor(p.locale as LocaleCode, '/', readingSearch(q)),
  };
}

export default async function ReadPage({ params }: Props) {
  const p = await params;
  const query = readingQueryFromParams(p);
  if (!query) notFound();
  return <ReadingScreen query={query} locale={p.locale} />;
}
