import { getLocale } from 'next-intl/server';
import { getT } from '@/i18n/t-server';
import type { NotePlace } from '@/lib/feedback/feedback';
import { notePath } from '@/lib/feedback/note-place';

/**
 * Spec §2: "note on this text" beside a passage (reading and compare pages). The book and the verse
 * travel in the note page's URL, so the page showing the passage stays the same for every reader.
 */
export async function NoteLink({ place }: { place: NotePlace }) {
  const [t, locale] = await Promise.all([getT('feedback'), getLocale()]);
  return (
    <a className="fb-note-link" href={`/${locale}${notePath(place)}`} rel="nofollow" data-testid="note-link">
      {t('noteAction')}
    </a>
  );
}
