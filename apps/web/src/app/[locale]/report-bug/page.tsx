import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import '@/components/pages/pages.css';
import '@/components/feedback/feedback.css';
import { FEEDBACK_LIMITS, sitePath } from '@/lib/feedback/feedback';
import { sendBugReport } from '@/lib/feedback/feedback-action';
import { FeedbackForm } from '@/components/feedback/FeedbackForm';
import { feedbackLabels } from '@/lib/feedback/labels';
import { REPORT_PAGE_PARAM } from '@/lib/feedback/report-link';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';

// The page a report is about comes with the request (?page=, else the Referer of the link that led
// here): rendered per request, like the search page.
export const dynamic = 'force-dynamic';

type SP = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SP> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('feedback');
  return { title: t('bugTitle'), robots: { index: false } };
}

/**
 * The page being reported: `?page=` (the link's own, set by the footer's script from the address
 * bar), else the Referer of a same-host link (the footer link without JavaScript, the 404 page's link),
 * never this form's own address.
 */
async function reportedPage(given: string | string[] | undefined): Promise<string> {
  const first = Array.isArray(given) ? given[0] : given;
  const fromQuery = first ? sitePath(first) : null;
  if (fromQuery) return fromQuery;
  const h = await headers();
  const referer = h.get('referer');
  const host = h.get('host');
  if (!referer || !host) return '';
  try {
    if (new URL(referer).host !== host) return '';
  } catch {
    return '';
  }
  const path = sitePath(referer);
  return path && !/^\/[a-z]{2}\/report-bug(?:[/?#]|$)/.test(path) ? path : '';
}

export default async function ReportBugPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const page = await reportedPage((await searchParams)[REPORT_PAGE_PARAM]);
  const t = await getT('feedback');
  const labels = await feedbackLabels('sentBug');
  return (
    <div className="pg-wrap pg-narrow">
      <header className="pg-head">
        <h1>{t('bugTitle')}</h1>
        <p className="pg-lead">{t('bugLead')}</p>
      </header>
      <FeedbackForm
        id="bug"
        action={sendBugReport}
        labels={labels}

        hidden={{ locale }}
        fields={[
          {
            name: 'description',
            label: t('description'),
            kind: 'textarea',
            required: true,
            maxLength: FEEDBACK_LIMITS.description,
            rows: 7,
          },
          {
            name: 'page_url',
            label: t('pageUrl'),
            kind: 'input',
            required: true,
            maxLength: FEEDBACK_LIMITS.pageUrl,
            value: page,
            dir: 'ltr',
          },
          {
            name: 'name',
            label: t('nameOptional'),
            kind: 'input',
            required: false,
            maxLength: FEEDBACK_LIMITS.name,
            autoComplete: 'name',
          },
          {
            name: 'email',
            label: t('emailOptional'),
            kind: 'input',
            type: 'email',
            required: false,
            maxLength: FEEDBACK_LIMITS.email,
            autoComplete: 'email',
          },
        ]}
      />
    </div>
  );
}
