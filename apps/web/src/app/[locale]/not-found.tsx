import { getLocale, getTranslations } from 'next-intl/server';
import { reportHref } from '@/lib/feedback/report-link';
import { Link } from '@/i18n/navigation';

/** Spec §2/§8: 404 with "This page could not be found" and a link "Back to the home page". */
export default async function NotFound() {
  const t = await getTranslations('errors');
  const feedback = await getTranslations('feedback');
  const locale = await getLocale();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">404</p>
      <h1 id="error-title">{t('notFound')}</h1>
      <Link className="button" href="/">
        {t('backHome')}
      </Link>
      <p>
        <a href={reportHref(locale)} rel="nofollow" data-testid="error-report-link">
          {feedback('reportLink')}
        </a>
      </p>
    </section>
  );
}
