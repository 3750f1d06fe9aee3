'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** Generic errors (spec §8): the status from the error, default 500, and its message or "Error". */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  const status = typeof error.status === 'number' ? error.status : 500;
  return (
    <section className="error-page" aria-labelledby="error-title" role="alert">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{status === 500 ? t('internal') : t('error')}</h1>
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <button type="button" className="button" onClick={() => reset()}>
          {t('tryAgain')}
        </button>
        <Link className="button secondary" href="/">
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
