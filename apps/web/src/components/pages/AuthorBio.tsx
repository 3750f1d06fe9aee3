import { getT } from '@/i18n/t-server';
import { bioLanguageToLabel } from '@/lib/catalogue';
import { languageName } from '@/lib/pages/format';

/** Characters of a biography shown on an author's card in the list of authors. */
const CARD_LENGTH = 220;

/**
 * An author's biography (the API's, in the reader's language when there is one, else the one there
 * is): marked with its language, and said so in words when that is not the page's language — on the
 * author's page and, cut short (`card`), in the list of authors.
 */
export async function AuthorBio({
  bio,
  bioLang,
  locale,
  card = false,
}: {
  bio: string;
  bioLang: string | null;
  locale: string;
  card?: boolean;
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
      <p className={card ? 'pg-card-text' : 'pg-prose'} dir="auto" lang={bioLang ?? undefined}>
        {card && bio.length > CARD_LENGTH ? `${bio.slice(0, CARD_LENGTH)}…` : bio}
      </p>
    </>
  );
}
