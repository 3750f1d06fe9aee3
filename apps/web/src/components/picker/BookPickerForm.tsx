'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { languageName } from '@/lib/pages/format';
import { useT } from '@/i18n/t';
import { diedText } from '@/lib/death-text';
import { localDigits } from '@/lib/digits';
import { readRecentBooks } from '@/lib/last-books';
import { categoryKey } from '@/lib/catalogue';
import {
  arrange,
  BOOK_TYPES,
  categoryOptions,
  centuryOptions,
  languageOrder,
  MODERN,
  NO_FILTERS,
  searchKey,
  toggled,
  type PickerBook,
  type PickerFilters,
  type PickerGroup,
} from '@/lib/picker';
import { DEFAULT_RIWAYA_ID } from '@/lib/reading-query';
import { RIWAYA_PARAM } from '@tafsir/core/riwayat';

export interface ReadingPlace {
  sura: number;
  aya: number;
  rewayaId: number;
}

/**
 * The book picker over the whole catalogue (rules: lib/picker.ts): search, filters, the result count
 * in a live region, the chosen and recently chosen books on top, then the books by language. It is a
 * GET form to the reading URL (`books=` once per checked box), so without JavaScript it still chooses
 * books (the filters need JavaScript and are hidden without it: the languages are then headings with
 * a jump list). With JavaScript, `onApply` takes the chosen ids instead.
 */
export function BookPickerForm({
  books,
  chosen: initial,
  place,
  onApply,
  autoFocus = false,
}: {
  books: PickerBook[];
  chosen: number[];
  place: ReadingPlace;
  onApply?: (ids: number[]) => void;
  autoFocus?: boolean;
}) {
  const t = useT('picker');
  const tDeath = useT('death');
  const categoryNames = useTranslations('category');
  const locale = useLocale();
  const id = useId();
  const [chosen, setChosen] = useState(initial);
  const [filters, setFilters] = useState<PickerFilters>(NO_FILTERS);
  const [recent, setRecent] = useState<number[]>([]);
  // After hydration: the browser's list (the server renders the same document for every reader).
  useEffect(() => setRecent(readRecentBooks()), []);

  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    return (code: string) => {
      if (!names.has(code)) names.set(code, languageName(code, locale));
      return names.get(code)!;
    };
  }, [locale]);
  const keys = useMemo(
    () => new Map(books.map((b) => [b.id, searchKey(b, nameOf(b.lang))])),
    [books, nameOf],
  );
  const options = useMemo(
    () => ({
      languages: languageOrder(books, locale, nameOf).map(
        (l) => [l, books.filter((b) => b.lang === l).length] as const,
      ),
      centuries: centuryOptions(books),
      categories: categoryOptions(books),
    }),
    [books, locale, nameOf],
  );
  const { groups, matching } = arrange(books, {
    filters,
    chosen,
    recent,
    locale,
    languageName: nameOf,
    keys,
  });

  const set = (patch: Partial<PickerFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = Object.values(filters).some(Boolean);
  const categoryLabel = (c: string) => {
    const key = categoryKey(c, (k) => categoryNames.has(k));
    // a code the messages do not know yet (the dataset grows): its words, until it is translated
    return key ? categoryNames(key) : c.replace(/-/g, ' ');
  };
  const centuryLabel = (c: string) => (c === MODERN ? t('modern') : t('centuryN', { n: Number(c) }));
  const groupTitle = (g: PickerGroup) =>
    g.kind === 'language' ? nameOf(g.lang) : t(g.kind === 'chosen' ? 'chosen' : 'recent');
  const groupId = (g: PickerGroup) => `${id}-${g.kind === 'language' ? g.lang : g.kind}`;

  const submit = (e: FormEvent) => {
    if (!onApply) return;
    e.preventDefault();
    onApply([...chosen].sort((a, b) => a - b));
  };

  return (
    <form className="picker" method="get" action={`/${locale}`} onSubmit={submit}>
      <input type="hidden" name="sura" value={place.sura} />
      <input type="hidden" name="aya" value={place.aya} />
      {place.rewayaId !== DEFAULT_RIWAYA_ID && (
        <input type="hidden" name={RIWAYA_PARAM} value={place.rewayaId} />
      )}
      {/* Without JavaScript the filters cannot filter: the jump list below stands in for them. */}
      <noscript>
        {/* and the count of chosen books would not follow the boxes */}
        <style>{'.picker-filters,.picker-clear,.picker-chosen{display:none}'}</style>
        <nav className="picker-jump" aria-label={t('jumpTo')}>
          {groups.map((g) => (
            <a key={groupId(g)} href={`#${groupId(g)}`}>
              {groupTitle(g)}
            </a>
          ))}
        </nav>
      </noscript>
      <div className="picker-filters" role="search">
        <label className="picker-search">
          <span>{t('search')}</span>
          <input
            type="search"
            value={filters.query}
            onChange={(e) => set({ query: e.target.value })}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            dir="auto"
            // The dialog opens on its search box (the place a reader types first).
            autoFocus={autoFocus}
          />
        </label>
        <label>
          <span>{t('type')}</span>
          <select
            value={filters.type}
            onChange={(e) => set({ type: e.target.value as PickerFilters['type'] })}
          >
            <option value="">{t('allTypes')}</option>
            {BOOK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type_${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('language')}</span>
          <select value={filters.lang} onChange={(e) => set({ lang: e.target.value })}>
            <option value="">{t('allLanguages')}</option>
            {options.languages.map(([code, count]) => (
              <option key={code} value={code}>
                {nameOf(code)} ({localDigits(count, locale)})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('century')}</span>
          <select value={filters.century} onChange={(e) => set({ century: e.target.value })}>
            <option value="">{t('allCenturies')}</option>
            {options.centuries.map((c) => (
              <option key={c} value={c}>
                {centuryLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('categoryFilter')}</span>
          <select value={filters.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">{t('allCategories')}</option>
            {options.categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="link-button"
          onClick={() => setFilters(NO_FILTERS)}
          disabled={!filtered}
        >
          {t('resetFilters')}
        </button>
      </div>
      <p className="picker-count" role="status">
        {t('matching', { count: matching, total: books.length })}
      </p>
      <div className="picker-list">
        {groups.map((g) => (
          <section key={groupId(g)} className="picker-group" aria-labelledby={`${groupId(g)}-h`}>
            <h3 id={`${groupId(g)}-h`} className="picker-group-title">
              {/* The jump list's target: the heading, so the browser scrolls it into view. */}
              <span id={groupId(g)}>{groupTitle(g)}</span>
            </h3>
            <ul role="list">
              {g.books.map((b) => (
                <li key={b.id} data-lang={b.lang} data-type={b.type}>
                  <label className="picker-option">
                    <input
                      type="checkbox"
                      name="books"
                      value={b.id}
                      checked={chosen.includes(b.id)}
                      onChange={(e) => setChosen((c) => toggled(c, b.id, e.target.checked))}
                    />
                    <span className="picker-option-text">
                      {/* The catalogue's title for this locale, not always in the page's script: isolated (bdi) so
                          that it reads in its own direction while the row keeps the page's alignment. */}
                      <span className="picker-option-title">
                        <bdi lang={b.titleLang}>{b.title}</bdi>
                      </span>
                      <span className="picker-option-meta">
                        <span dir="auto" lang={b.authorLang}>
                          {b.authorName}
                        </span>
                        {/* Nothing said of a death without a date (a living author). */}
                        {b.death && ` · ${diedText(tDeath, b.death)}`}
                        {' · '}
                        {b.type === 'translation'
                          ? t('translationIn', { language: nameOf(b.lang) })
                          : b.category
                            ? categoryLabel(b.category)
                            : t('type_enterpretation')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {matching === 0 && <p className="picker-empty">{t('noneMatch')}</p>}
      </div>
      <div className="picker-actions">
        <span className="picker-chosen">{t('chosenCount', { count: chosen.length })}</span>
        <button
          type="button"
          className="link-button picker-clear"
          onClick={() => setChosen([])}
          disabled={!chosen.length}
        >
          {t('clear')}
        </button>
        <button type="submit" className="button">
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
