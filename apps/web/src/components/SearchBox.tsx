'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isSearchable, MAX_KEYWORD, MIN_KEYWORD } from '@/lib/pages/search-url';
import { debounce } from '@/lib/search/live-query';
import { useSearchAsYouType } from '@/lib/search/use-search-as-you-type';
import { usePathname } from '@/i18n/navigation';
import { CloseIcon } from '@/components/CloseIcon';

const TYPING_PAUSE_MS = 300;

/**
 * Header search (spec §2, §5): a keyword of at least 3 characters after trimming goes to
 * /{locale}/search?keyword=…; works as a plain GET form without JavaScript. On a device with a
 * mouse it searches as the reader types (a pause of 300 ms after a key release): from another page it
 * opens the search page, on the search page it rewrites the URL's keyword (History API), which the
 * page answers in place (LiveSearch); the box, in the layout, keeps the focus across both.
 */
export function SearchBox() {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [value, setValue] = useState('');
  const [hint, setHint] = useState(false);
  const action = `/${locale}/search`;
  const onSearchPage = pathname === '/search';
  const typed = useMemo(
    () =>
      debounce((raw: string) => {
        const keyword = raw.trim();
        if (!onSearchPage) {
          if (isSearchable(keyword)) router.push(`${action}?keyword=${encodeURIComponent(keyword)}`);
          return;
        }
        // The page's filters stay; a new keyword starts again at its first page.
        const q = new URLSearchParams(window.location.search);
        if (keyword) q.set('keyword', keyword);
        else q.delete('keyword');
        q.delete('page');
        const qs = q.toString();
        window.history.replaceState(null, '', qs ? `${action}?${qs}` : action);
      }, TYPING_PAUSE_MS),
    [onSearchPage, router, action],
  );
  useEffect(() => () => typed.cancel(), [typed]);
  // What the box holds, for the effect below (which must not rerun on each edit).
  const held = useRef(value);
  held.current = value;
  // Typing went on while the search page was being opened for the first words (issue 32: a phrase
  // typed showed the results of its first word): once the page is there, it answers the whole box.
  useEffect(() => {
    if (!onSearchPage) return;
    const keyword = held.current.trim();
    const q = new URLSearchParams(window.location.search);
    if (!isSearchable(keyword) || q.get('keyword') === keyword) return;
    typed(held.current);
  }, [onSearchPage, typed]);
  const typing = useSearchAsYouType(typed);
  return (
    <form
      id="site-search-form"
      className="search-box"
      role="search"
      action={action}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        typed.cancel();
        const keyword = value.trim();
        if (!isSearchable(keyword)) {
          setHint(true);
          return;
        }
        router.push(`${action}?keyword=${encodeURIComponent(keyword)}`);
      }}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t('label')}
      </label>
      <input
        id="site-search"
        name="keyword"
        maxLength={MAX_KEYWORD}
        type="search"
        minLength={MIN_KEYWORD}
        required
        placeholder={t('placeholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (isSearchable(e.target.value)) setHint(false);
          typing.onEdit(e);
        }}
        onCompositionEnd={typing.onCompositionEnd}
        aria-describedby={hint ? 'site-search-hint' : undefined}
        autoComplete="off"
        enterKeyHint="search"
      />
      {value && (
        <button
          type="button"
          className="icon-button search-clear"
          aria-label={t('clear')}
          onClick={() => setValue('')}
        >
          <CloseIcon size={16} />
        </button>
      )}
      <button type="submit" className="icon-button search-submit" aria-label={t('submit')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {hint && (
        <p id="site-search-hint" className="search-hint" role="status">
          {t('minChars')}
        </p>
      )}
    </form>
  );
}
