import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import '@/components/pages/pages.css';
import { InfoHead, InfoSections } from '@/components/pages/InfoPage';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };
const SECTIONS = [
  'use',
  'content',
  'licences',
  'api',
  'warranty',
  'liability',
  'changes',
  'contact',
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  setRequestLocale(locale);
  const t = await getT('legal');
  return { title: t('title'), alternates: alternatesFor(locale, '/legal') };
}

export default async function LegalPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <article className="pg-wrap pg-narrow">
      <InfoHead namespace="legal" updated />
      <InfoSections namespace="legal" sections={SECTIONS} />
    </article>
  );
}
