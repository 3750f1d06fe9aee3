import { getT } from '@/i18n/t-server';
import { bioLanguageToLabel } from '@/lib/catalogue';
import { languageName } from './format';

/**
 * An author's biography (the API's, in the reader's language when there is one, else the one there
 * is): marked with its language, and said so in words when that is not the page's language.
 */
export async function AuthorBio({
  bio,
  bioLang,
  locale,
}: {
  bio: string;
  bioLang: string | null;
  locale: string;
}) {
  const t = await getT('catalogue');
  const other = bioLanguageToLabel(bioLang, locale);
  return (
    <>
      {other && (
        <p className="pg-note" data-testid="bio-language">
          {t('bioLanguage', { language: languageName(other, locale) })}
        </p>
      )}
      <p className="pg-prose" dir="auto" lang={bioLang ?? undefined}>
        {bio}
      </p>
    </>
  );
}
