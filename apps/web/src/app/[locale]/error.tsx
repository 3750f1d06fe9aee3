'use client';

import { useLocale, useTranslations } from 'next-intl';
import { reportHref } from '@/lib/feedback/report-link';

/** Generic errors (spec §8): the status from the error, default 500, and its message or "Error". */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  const feedback = useTranslations('feedback');
  const locale = useLocale();
  const status = typeof error.status === 'number' ? error.status : 500;
  return (
    <section className="error-page" aria-labelledby="error-title" role="alert">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{status === 500 ? t('internal') : t('error')}</h1>
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <button type="button" className="button" onClick={() => reset()}>
          {t('tryAgain')}
        </button>
        {/* A full load of the home page: after an error, nothing of this page's state is kept. */}
        <a className="button secondary" href={`/${locale}`}>
          {t('backHome')}
        </a>
      </div>
      <p>
        <a href={reportHref(locale)} rel="nofollow" data-testid="error-report-link">
          {feedback('reportLink')}
        </a>
      </p>
    </section>
  );
}
