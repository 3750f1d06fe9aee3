'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

export const MIN_KEYWORD_LENGTH = 3;

/**
 * Header search (spec §2, §5): a keyword of at least 3 characters after trimming goes to
 * /{locale}/search?keyword=…; works as a plain GET form without JavaScript.
 */
export function SearchBox() {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const [value, setValue] = useState('');
  const [hint, setHint] = useState(false);
  const action = `/${locale}/search`;
  return (
    <form
      id="site-search-form"
      className="search-box"
      role="search"
      action={action}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        const keyword = value.trim();
        if (keyword.length < MIN_KEYWORD_LENGTH) {
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
        type="search"
        minLength={MIN_KEYWORD_LENGTH}
        required
        placeholder={t('placeholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (e.target.value.trim().length >= MIN_KEYWORD_LENGTH) setHint(false);
        }}
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
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
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
