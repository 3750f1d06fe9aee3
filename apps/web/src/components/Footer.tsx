import { getLocale, getTranslations } from 'next-intl/server';
import '@/components/feedback/feedback.css';
import { reportHref } from '@/lib/feedback/report-link';
import { Link } from '@/i18n/navigation';

export async function Footer() {
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  const feedback = await getTranslations('feedback');
  const locale = await getLocale();
  return (
    <footer className="site-footer">
      <span>{t('rights')}</span>
      <Link href="/about">{nav('about')}</Link>
      <Link href="/privacy">{nav('privacy')}</Link>
      <Link href="/legal">{nav('legal')}</Link>
      <Link href="/contact-us">{nav('contact')}</Link>
      {/* A plain link, the same on every page: the browser's Referer names the page being reported. */}
      <a href={reportHref(locale)} rel="nofollow" data-testid="report-link">
        {feedback('reportLink')}
      </a>
    </footer>
  );
}
