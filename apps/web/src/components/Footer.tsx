import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export async function Footer() {
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  return (
    <footer className="site-footer">
      <span>{t('rights')}</span>
      <Link href="/about">{nav('about')}</Link>
      <Link href="/privacy">{nav('privacy')}</Link>
      <Link href="/legal">{nav('legal')}</Link>
      <Link href="/contact-us">{nav('contact')}</Link>
    </footer>
  );
}
