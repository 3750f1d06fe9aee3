'use client';

import { useT } from '@/i18n/t';
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { useLocaleRouter } from '@/i18n/locale-router';
import { readingSearch } from '@/lib/reading-query';
import type { BookType } from '@/lib/reading-types';

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
 * The book picker's form over the server-rendered lists (BookPicker): the tabs, the count, select all
 * and clear all; a change puts the selection in the URL (server-rendered, shareable) and in
 * localStorage `lastBooks`, which restores it when the URL names none (spec §3).
 */
export function BookPickerForm({
  selected,
  sura,
  aya,
  rewayaId,
  interpretations,
  translations,
}: {
  selected: number[];
  sura: number;
  aya: number;
  rewayaId: number;
  /** The two lists of checkboxes, rendered on the server. */
  interpretations: ReactNode;
  translations: ReactNode;
}) {
  const t = useT('reading');
  const router = useLocaleRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const [chosen, setChosen] = useState<number[]>(selected);
  const [tab, setTab] = useState<BookType>('enterpretation');
  useEffect(() => setChosen(selected), [selected]);

  const inputs = (panel?: BookType) =>
    Array.from(
      form.current?.querySelectorAll<HTMLInputElement>(
        `${panel ? `#book-list-${panel} ` : ''}input[name="books"]`,
      ) ?? [],
    );
  // The checkboxes are the server's; keep them in step with the selection.
  useEffect(() => {
    for (const input of inputs()) input.checked = chosen.includes(Number(input.value));
  }, [chosen]);

  const go = (picked: number[]) => {
    // Ascending: the one spelling of a selection (one cached document for it, lib/reading-path.ts).
    const ids = [...picked].sort((a, b) => a - b);
    setChosen(ids);
    saveLastBooks(ids);
    startTransition(() =>
      router.replace(`/?${readingSearch({ sura, aya, rewayaId, books: ids })}`, { scroll: false }),
    );
  };

  // One listener for every checkbox of the server-rendered lists.
  const latest = useRef({ chosen, go });
  latest.current = { chosen, go };
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const onChange = (e: Event) => {
      const input = e.target;
      if (!(input instanceof HTMLInputElement) || input.name !== 'books') return;
      const id = Number(input.value);
      const { chosen: now, go: apply } = latest.current;
      apply(input.checked ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id));
    };
    el.addEventListener('change', onChange);
    return () => el.removeEventListener('change', onChange);
  }, []);

  // Restore the last chosen books when the URL names none (spec §3 lastBooks).
  useEffect(() => {
    // Applied by a client navigation to the explicit URL: the document itself never depends on it.
    if (selected.length) {
      saveLastBooks(selected);
      return;
    }
    const known = new Set(inputs().map((i) => Number(i.value)));
    const last = readLastBooks().filter((id) => known.has(id));
    if (last.length) go(last);
  }, []);

  const visibleIds = () => inputs(tab).map((i) => Number(i.value));
  // The first lists stay in the DOM: a new selection only changes `checked` (the effect above), so a
  // checkbox just toggled keeps the keyboard focus.
  const [lists] = useState({ interpretations, translations });
  const tabs: Array<[BookType, string, ReactNode]> = [
    ['enterpretation', t('interpretations'), lists.interpretations],
    ['translation', t('translations'), lists.translations],
  ];

  return (
    <form
      ref={form}
      className="book-picker"
      method="get"
      aria-busy={pending}
      onSubmit={(e) => e.preventDefault()}
    >
      <input type="hidden" name="sura" value={sura} />
      <input type="hidden" name="aya" value={aya} />
      {rewayaId !== 10 && <input type="hidden" name="rewaya_id" value={rewayaId} />}
      <div className="tabs book-tabs" role="tablist" aria-label={t('books')}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`book-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`book-list-${id}`}
            onClick={() => setTab(id)}
          >
            {label}
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
          onClick={() => go([...chosen, ...visibleIds().filter((id) => !chosen.includes(id))])}
        >
          {t('selectAll')}
        </button>
        <button type="button" className="link-button" onClick={() => go([])} disabled={!chosen.length}>
          {t('clearAll')}
        </button>
      </div>
      {tabs.map(([id, label, list]) => (
        <div
          key={id}
          id={`book-list-${id}`}
          className="book-tabpanel"
          role="tabpanel"
          aria-labelledby={`book-tab-${id}`}
          hidden={tab !== id}
        >
          <h3 className="book-tabpanel-title">{label}</h3>
          {list}
        </div>
      ))}
      <noscript>
        <button type="submit" className="button">
          {t('chooseBooks')}
        </button>
      </noscript>
    </form>
  );
}
