import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import '@/components/pages/pages.css';
import { ContactForm } from '@/components/pages/ContactForm';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('contact');
  return { title: t('title'), alternates: alternatesFor(locale, '/contact-us') };
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getT('contact');
  const keys = [
    'name',
    'email',
    'subject',
    'message',
    'send',
    'sending',
    'sent',
    'invalid',
    'error',
    'unavailable',
    'limited',
    'honeypot',
  ] as const;
  const labels = Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<(typeof keys)[number], string>;
  return (
    <div className="pg-wrap pg-narrow">
      <header className="pg-head">
        <h1>{t('title')}</h1>
        <p className="pg-lead">{t('lead')}</p>
      </header>
      <ContactForm labels={labels} locale={locale} />
    </div>
  );
}
