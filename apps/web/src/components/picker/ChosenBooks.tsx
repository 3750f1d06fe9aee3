import type { ServerT } from '@/i18n/t-server';
import { publicApiBase } from '@/lib/api';
import { localDigits } from '@/lib/digits';
import { pickerPath } from '@/lib/reading-path';
import { readingSearch } from '@/lib/reading-query';
import type { BookInfo } from '@/lib/reading-types';
import type { ReadingPlace } from './BookPickerForm';
import { LastBooks } from './LastBooks';
import { PickerButton } from './PickerButton';
import { RemoveBookLink } from './RemoveBookLink';
import './picker.css';

/**
 * The reading view's side of the book picker: the chosen books (each with a link that reads without
 * it) and the way into the picker. Only these travel in the reading document; the catalogue comes
 * when the picker opens (PickerButton) or with the picker page.
 */
export function ChosenBooks({
  chosen,
  place,
  locale,
  t,
}: {
  /** The chosen books, in the reading's order. */
  chosen: BookInfo[];
  place: ReadingPlace;
  locale: string;
  t: ServerT;
}) {
  // Ascending: the one spelling of a selection in URLs and in `lastBooks`.
  const ids = chosen.map((b) => b.id).sort((a, b) => a - b);
  const without = (id: number) => `/?${readingSearch({ ...place, books: ids.filter((x) => x !== id) })}`;
  return (
    <div className="chosen-books">
      <PickerButton
        href={pickerPath(locale, { ...place, page: null, books: ids })}
        className="button picker-open"
        chosen={ids}
        place={place}
        apiBase={publicApiBase()}
      >
        {t('open')} <span className="count">({localDigits(ids.length, locale)})</span>
      </PickerButton>
      {chosen.length > 0 && (
        <ul className="chosen-list" role="list" aria-label={t('chosen')}>
          {chosen.map((b) => (
            <li key={b.id}>
              <span dir="auto" lang={b.titleLang}>
                {b.title}
              </span>
              <RemoveBookLink
                href={without(b.id)}
                remaining={ids.filter((x) => x !== b.id)}
                label={t('remove', { title: b.title })}
              >
                ×
              </RemoveBookLink>
            </li>
          ))}
        </ul>
      )}
      <LastBooks books={ids} place={place} apiBase={publicApiBase()} />
    </div>
  );
}
