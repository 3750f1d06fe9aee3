import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import '@/components/pages/pages.css';
import { InfoHead, InfoSections } from '@/components/pages/InfoPage';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

/**
 * A page of prose from one message namespace (privacy, legal): its metadata and its page component,
 * for a route file to export as `generateMetadata` and `default`.
 */
export function prosePage(namespace: string, path: string, sections: readonly string[]) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const t = await getT(namespace);
    return { title: t('title'), alternates: alternatesFor(locale, path) };
  }

  async function Page({ params }: Props) {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) notFound();
    return (
      <article className="pg-wrap pg-narrow">
        <InfoHead namespace={namespace} updated />
        <InfoSections namespace={namespace} sections={sections} />
      </article>
    );
  }

  return { generateMetadata, Page };
}
