'use client';

import { useT } from '@/i18n/t';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import { parseBookIds, readingSearch } from '@/lib/reading-query';
import type { BookInfo, BookType } from '@/lib/reading-types';

export const LAST_BOOKS_KEY = 'lastBooks';

function saveLastBooks(ids: number[]) {
  try {
    window.localStorage.setItem(LAST_BOOKS_KEY, JSON.stringify(ids));
  } catch {
    /* storage may be disabled */
  }
}

function readLastBooks(): number[] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(LAST_BOOKS_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is number => Number.isInteger(x) && x > 0) : [];
  } catch {
    return [];
  }
}

/**
 * Book picker (spec §2, §4): interpretations / translations tabs, toggle one book, select all, clear all.
 * The URL holds the selection (server-rendered, shareable); localStorage `lastBooks` restores it.
 * Without JavaScript it is a plain GET form.
 */
export function BookPicker({
  books,
  selected,
  sura,
  aya,
  rewayaId,
  locale,
}: {
  books: BookInfo[];
  selected: number[];
  sura: number;
  aya: number;
  rewayaId: number;
  locale: string;
}) {
  const t = useT('reading');
  const router = useRouter();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [chosen, setChosen] = useState<number[]>(selected);
  const [tab, setTab] = useState<BookType>('enterpretation');
  useEffect(() => setChosen(selected), [selected]);

  const go = (ids: number[]) => {
    setChosen(ids);
    saveLastBooks(ids);
    startTransition(() =>
      router.replace(`/?${readingSearch({ sura, aya, rewayaId, books: ids })}`, { scroll: false }),
    );
  };

  // Restore the last chosen books when the URL names none (spec §3 lastBooks).
  useEffect(() => {
    const inUrl = parseBookIds(params.getAll('books'), params.getAll('books[]')) ?? [];
    if (inUrl.length) {
      saveLastBooks(inUrl);
      return;
    }
    const last = readLastBooks().filter((id) => books.some((b) => b.id === id));
    if (last.length) go(last);
  }, []);

  const list = books
    .filter((b) => b.type === tab)
    // Books in the reader's language first; interpretations then by death year, translations by language.
    .sort(
      (a, b) =>
        Number(b.lang === locale) - Number(a.lang === locale) ||
        (tab === 'translation'
          ? a.lang.localeCompare(b.lang) || a.id - b.id
          : (a.deathHijri ?? 9999) - (b.deathHijri ?? 9999) || a.id - b.id),
    );
  const toggle = (id: number) => go(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  return (
    <form className="book-picker" method="get" aria-busy={pending} onSubmit={(e) => e.preventDefault()}>
      <input type="hidden" name="sura" value={sura} />
      <input type="hidden" name="aya" value={aya} />
      {rewayaId !== 10 && <input type="hidden" name="rewaya_id" value={rewayaId} />}
      <div className="tabs" role="tablist" aria-label={t('books')}>
        {(['enterpretation', 'translation'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls="book-list"
            onClick={() => setTab(id)}
          >
            {id === 'enterpretation' ? t('interpretations') : t('translations')}
          </button>
        ))}
      </div>
      <div className="book-actions">
        <span className="selected-count" aria-live="polite">
          {t('selectedCount', { count: chosen.length })}
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => go([...chosen, ...list.map((b) => b.id).filter((id) => !chosen.includes(id))])}
        >
          {t('selectAll')}
        </button>
        <button type="button" className="link-button" onClick={() => go([])} disabled={!chosen.length}>
          {t('clearAll')}
        </button>
      </div>
      <ul id="book-list" className="book-list" role="list">
        {list.map((b) => (
          <li key={b.id}>
            <label className="book-option">
              <input
                type="checkbox"
                name="books"
                value={b.id}
                checked={chosen.includes(b.id)}
                onChange={() => toggle(b.id)}
              />
              <span className="book-option-text">
                <span className="book-option-title" dir="auto" lang={b.lang}>
                  {b.title}
                </span>
                <span className="book-option-meta">
                  <span dir="auto">{b.authorName}</span>
                  {b.deathHijri !== null && <> · {t('died', { year: b.deathHijri })}</>}
                  {tab === 'translation' && <> · {b.lang}</>}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <noscript>
        <button type="submit" className="button">
          {t('chooseBooks')}
        </button>
      </noscript>
    </form>
  );
}
