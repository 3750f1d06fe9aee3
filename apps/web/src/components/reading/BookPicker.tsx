import type { ServerT } from '@/i18n/t-server';
import type { BookInfo, BookType } from '@/lib/reading-types';
import { BookPickerForm } from './BookPickerForm';

/**
 * Book picker (spec §2, §4): interpretations / translations tabs, toggle one book, select all, clear all.
 * Both lists are server-rendered checkboxes (the catalogue is not sent as client props); the client form
 * switches tabs and puts the selection in the URL. Without JavaScript it is a plain GET form showing both
 * lists, each under its heading.
 */
export function BookPicker({
  books,
  selected,
  sura,
  aya,
  rewayaId,
  locale,
  t,
}: {
  t: ServerT;
  books: BookInfo[];
  selected: number[];
  sura: number;
  aya: number;
  rewayaId: number;
  locale: string;
}) {
  const chosen = new Set(selected);
  const listOf = (tab: BookType) =>
    books
      .filter((b) => b.type === tab)
      // Books in the reader's language first; interpretations then by death year, translations by language.
      .sort(
        (a, b) =>
          Number(b.lang === locale) - Number(a.lang === locale) ||
          (tab === 'translation'
            ? a.lang.localeCompare(b.lang) || a.id - b.id
            : (a.deathHijri ?? 9999) - (b.deathHijri ?? 9999) || a.id - b.id),
      );
  const list = (tab: BookType) => (
    <ul className="book-list" role="list">
      {listOf(tab).map((b) => (
        <li key={b.id}>
          <label className="book-option">
            <input type="checkbox" name="books" value={b.id} defaultChecked={chosen.has(b.id)} />
            <span className="book-option-text">
              <span className="book-option-title" dir="auto" lang={b.lang}>
                {b.title}
              </span>
              <span className="book-option-meta">
                <span dir="auto">{b.authorName}</span>
                {b.deathHijri !== null && ` · ${t('died', { year: b.deathHijri })}`}
                {tab === 'translation' && ` · ${b.lang}`}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {/* Without JavaScript: both lists, each under its heading; no tabs, no select all / clear all. */}
      <noscript>
        <style>
          {
            '.book-tabs,.book-actions{display:none}.book-tabpanel[hidden],.book-tabpanel-title{display:block!important}'
          }
        </style>
      </noscript>
      <BookPickerForm
        selected={selected}
        sura={sura}
        aya={aya}
        rewayaId={rewayaId}
        interpretations={list('enterpretation')}
        translations={list('translation')}
      />
    </>
  );
}
