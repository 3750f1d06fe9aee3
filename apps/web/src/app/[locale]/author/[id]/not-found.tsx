import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** Spec §8: an unknown author answers 404 with "Author Details Does Not Exist". */
export default async function AuthorNotFound() {
  const t = await getTranslations('authors');
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">404</p>
      <h1 id="error-title">{t('notFound')}</h1>
      <Link className="button" href="/author">
        {t('backToAuthors')}
      </Link>
    </section>
  );
}
