import { escapeHtml } from '@/components/CommentarySegment';
import type { ServerT } from '@/i18n/t-server';
import type { BookInfo, BookType } from '@/lib/reading-types';
import { ServerHtml } from '@/components/html-island/ServerHtml';
import { BookPickerForm } from './BookPickerForm';

const TABS: BookType[] = ['enterpretation', 'translation'];

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
  // Our own escaped markup as one HTML string per list, sent once (ServerHtml) and skipped by
  // hydration (issue 5); the client form reads and sets the checkboxes in the DOM.
  const lists = TABS.map(
    (tab) =>
      `<ul class="book-list" role="list">${listOf(tab)
        .map(
          (b) =>
            `<li><label class="book-option"><input type="checkbox" name="books" value="${b.id}"${chosen.has(b.id) ? ' checked' : ''}>` +
            `<span class="book-option-text"><span class="book-option-title" dir="auto" lang="${escapeHtml(b.lang)}">${escapeHtml(b.title)}</span>` +
            `<span class="book-option-meta"><span dir="auto">${escapeHtml(b.authorName)}</span>` +
            (b.deathHijri !== null ? ` · ${escapeHtml(t('died', { year: b.deathHijri }))}` : '') +
            (tab === 'translation' ? ` · ${escapeHtml(b.lang)}` : '') +
            `</span></span></label></li>`,
        )
        .join('')}</ul>`,
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
        interpretations={<ServerHtml html={lists[0]!} />}
        translations={<ServerHtml html={lists[1]!} />}
      />
    </>
  );
}
