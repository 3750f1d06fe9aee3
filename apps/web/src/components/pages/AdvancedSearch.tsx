'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from '@/lib/search/live-query';
import { useSearchAsYouType } from '@/lib/search/use-search-as-you-type';
import { CloseIcon } from '@/components/CloseIcon';
import {
  isSearchable,
  MAX_KEYWORD,
  searchQuery,
  toggleId,
  toggleVerseText,
  type SearchState,
} from '@/lib/pages/search-url';

interface Labels {
  open: string;
  title: string;
  close: string;
  keyword: string;
  search: string;
  verseText: string;
  categories: string;
  centuries: string;
  minChars: string;
}

/**
 * Advanced search modal of spec §2 with the transitions of spec §4: search on key release on
 * desktop (submit on mobile), a keyword under 3 characters clears the results, the verse-text
 * checkbox and the category / century choices toggle and search at once. It writes the search into
 * the URL (History API); the page's LiveSearch answers it in place.
 */
export function AdvancedSearch({
  locale,
  initial,
  categories,
  centuries,
  labels,
  startOpen = false,
}: {
  locale: string;
  initial: SearchState;
  categories: Array<{ id: number; title: string }>;
  centuries: Array<{ id: number; title: string }>;
  labels: Labels;
  startOpen?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<SearchState>({ ...initial, page: 1 });
  const [hint, setHint] = useState(false);
  const base = `/${locale}/search`;

  useEffect(() => {
    if (startOpen) dialog.current?.showModal();
  }, [startOpen]);

  const go = (s: SearchState) => {
    if (!isSearchable(s.keyword)) {
      // Spec §5: no request; results and keyword are cleared.
      setHint(s.keyword.trim().length > 0);
      window.history.replaceState(null, '', base);
      return;
    }
    setHint(false);
    window.history.replaceState(null, '', `${base}${searchQuery({ ...s, page: 1 })}`);
  };
  // `go` reads only `base` (and a state setter, which never changes).
  const typed = useMemo(() => debounce(go, 300), [base]);
  useEffect(() => () => typed.cancel(), [typed]);
  const typing = useSearchAsYouType((keyword) => typed({ ...state, keyword }));
  const update = (s: SearchState, now: boolean) => {
    setState(s);
    if (now) go(s);
  };

  return (
    <>
      <button
        type="button"
        className="button secondary pg-adv-open"
        onClick={() => {
          // The search may have changed since (typed in the page's box): open on the current one.
          setState({ ...initial, page: 1 });
          dialog.current?.showModal();
        }}
      >
        {labels.open}
      </button>
      <dialog ref={dialog} className="pg-dialog" aria-labelledby="adv-title">
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            go(state);
            if (isSearchable(state.keyword)) dialog.current?.close();
          }}
        >
          <header className="pg-dialog-head">
            <h2 id="adv-title">{labels.title}</h2>
            <button
              type="button"
              className="icon-button"
              aria-label={labels.close}
              onClick={() => dialog.current?.close()}
            >
              <CloseIcon size={18} />
            </button>
          </header>
          <div className="pg-dialog-body">
            <div className="pg-searchbar">
              <label htmlFor="adv-keyword" className="visually-hidden">
                {labels.keyword}
              </label>
              <input
                id="adv-keyword"
                type="search"
                name="keyword"
                maxLength={MAX_KEYWORD}
                value={state.keyword}
                placeholder={labels.keyword}
                autoComplete="off"
                onChange={(e) => {
                  setState({ ...state, keyword: e.target.value });
                  typing.onEdit(e);
                }}
                onCompositionEnd={typing.onCompositionEnd}
                aria-describedby={hint ? 'adv-hint' : undefined}
              />
              <button type="submit" className="button">
                {labels.search}
              </button>
            </div>
            {hint && (
              <p id="adv-hint" className="pg-note" role="status">
                {labels.minChars}
              </p>
            )}
            <label className="pg-check">
              <input
                type="checkbox"
                checked={state.filter !== 'enterpretation'}
                onChange={() => update({ ...state, filter: toggleVerseText(state.filter) }, true)}
              />
              <span>{labels.verseText}</span>
            </label>
            <IdChecks
              legend={labels.categories}
              items={categories}
              isChecked={(id) => state.categories.includes(id)}
              onToggle={(id) => update({ ...state, categories: toggleId(state.categories, id) }, true)}
            />
            <IdChecks
              legend={labels.centuries}
              items={centuries}
              isChecked={(id) => state.centuries.includes(id)}
              onToggle={(id) => update({ ...state, centuries: toggleId(state.centuries, id) }, true)}
            />
          </div>
        </form>
      </dialog>
      {/* Without JavaScript the dialog cannot open: the same choices as a plain GET form in a
          disclosure (one `categories=` / `century_categories=` per checked box; parseSearchState). */}
      <noscript>
        <style>{'.pg-adv-open{display:none}'}</style>
        <details className="pg-adv-plain">
          <summary className="button secondary">{labels.open}</summary>
          <form action={base} method="get" className="pg-dialog-body">
            <div className="pg-searchbar">
              <label htmlFor="adv-plain-keyword" className="visually-hidden">
                {labels.keyword}
              </label>
              <input
                id="adv-plain-keyword"
                type="search"
                name="keyword"
                maxLength={MAX_KEYWORD}
                defaultValue={initial.keyword}
                placeholder={labels.keyword}
                minLength={3}
                required
              />
              <button type="submit" className="button">
                {labels.search}
              </button>
            </div>
            {initial.filter && <input type="hidden" name="filter" value={initial.filter} />}
            {initial.sort && <input type="hidden" name="sort" value={initial.sort} />}
            <IdChecks
              legend={labels.categories}
              items={categories}
              isChecked={(id) => initial.categories.includes(id)}
              name="categories"
            />
            <IdChecks
              legend={labels.centuries}
              items={centuries}
              isChecked={(id) => initial.centuries.includes(id)}
              name="century_categories"
            />
          </form>
        </details>
      </noscript>
    </>
  );
}

/**
 * A fieldset of checkboxes over ids (categories, centuries): controlled, toggling with `onToggle` (the
 * dialog), or a plain form's boxes named `name`, one parameter per checked box (without JavaScript).
 */
function IdChecks({
  legend,
  items,
  isChecked,
  onToggle,
  name,
}: {
  legend: string;
  items: Array<{ id: number; title: string }>;
  isChecked: (id: number) => boolean;
  onToggle?: (id: number) => void;
  name?: string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="pg-checks">
        {items.map((c) => (
          <label key={c.id} className="pg-check">
            {onToggle ? (
              <input type="checkbox" checked={isChecked(c.id)} onChange={() => onToggle(c.id)} />
            ) : (
              <input type="checkbox" name={name} value={c.id} defaultChecked={isChecked(c.id)} />
            )}
            <span>{c.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
