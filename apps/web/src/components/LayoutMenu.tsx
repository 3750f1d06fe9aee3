'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { applySettings, storedSettings } from '@/lib/settings-client';
import {
  DEFAULT_SETTINGS,
  FONT_FAMILIES,
  LAYOUTS,
  LAYOUT_NAMES,
  THEMES,
  clampFontOffset,
  type Settings,
} from '@/lib/settings';
import { localDigits } from '@/lib/digits';
import { Disclosure } from './Disclosure';

const FONT_LABELS: Record<(typeof FONT_FAMILIES)[number], string> = {
  dubai: 'Dubai',
  cairo: 'Cairo',
  Verdana: 'Verdana',
  Tahoma: 'Tahoma',
};

/** Layout menu of spec §2: show mode, font size − / +, font family, theme, sura list. */
export function LayoutMenu() {
  const t = useTranslations('layout');
  const locale = useLocale();
  // Rendered with the defaults (the same HTML for every reader); the stored settings, which the
  // pre-paint script has already applied to the page, are read once hydrated.
  const [s, setS] = useState(DEFAULT_SETTINGS);
  useEffect(() => setS(storedSettings()), []);
  const [closeSignal, setCloseSignal] = useState(0);
  const update = (next: Settings, close = false) => {
    setS(next);
    applySettings(next);
    if (close) setCloseSignal((n) => n + 1);
  };
  return (
    <Disclosure
      className="layout-menu"
      summaryLabel={t('label')}
      closeSignal={closeSignal}
      summary={
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="icon">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="9" cy="6" r="2" fill="var(--surface)" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="15" cy="12" r="2" fill="var(--surface)" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="8" cy="18" r="2" fill="var(--surface)" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      }
    >
      <fieldset className="menu-group">
        <legend>{t('showMode')}</legend>
        <div className="layout-options">
          {[3, 2, 1, 4, 5].map((value) => {
            const layout = value as (typeof LAYOUTS)[number];
            return (
              <button
                key={layout}
                type="button"
                className={`layout-option layout-option-${layout}`}
                aria-pressed={s.layout === layout}
                onClick={() => update({ ...s, layout }, true)}
              >
                <LayoutGlyph layout={layout} />
                <span>{t(LAYOUT_NAMES[layout])}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="menu-group">
        <legend>{t('fontSize')}</legend>
        <div className="font-size-row">
          <button
            type="button"
            className="icon-button"
            aria-label={t('decrease')}
            onClick={() => update({ ...s, fontOffset: clampFontOffset(s.fontOffset - 1) })}
          >
            <span aria-hidden="true">A−</span>
          </button>
          <output aria-live="polite" data-testid="font-size-value">
            {t('fontSizeValue', { size: localDigits(14 + s.fontOffset, locale) })}
          </output>
          <button
            type="button"
            className="icon-button"
            aria-label={t('increase')}
            onClick={() => update({ ...s, fontOffset: clampFontOffset(s.fontOffset + 1) })}
          >
            <span aria-hidden="true">A+</span>
          </button>
        </div>
      </fieldset>
      <fieldset className="menu-group">
        <legend>{t('fontFamily')}</legend>
        {FONT_FAMILIES.map((f) => (
          <label key={f} className={`radio font-choice font-${f.toLowerCase()}`}>
            <input
              type="radio"
              name="font-family"
              value={f}
              checked={s.fontFamily === f}
              onChange={() => update({ ...s, fontFamily: f }, true)}
            />
            <span>{FONT_LABELS[f]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="menu-group">
        <legend>{t('theme')}</legend>
        <div className="segmented">
          {THEMES.map((theme) => (
            <label key={theme} className="radio">
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={s.theme === theme}
                onChange={() => update({ ...s, theme })}
              />
              <span>{t(theme)}</span>
            </label>
          ))}
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={!s.hideSuraList}
            onChange={(e) => update({ ...s, hideSuraList: !e.target.checked })}
          />
          <span>{t('suraList')}</span>
        </label>
      </fieldset>
    </Disclosure>
  );
}

function LayoutGlyph({ layout }: { layout: (typeof LAYOUTS)[number] }) {
  const rects: Record<number, Array<[number, number, number, number]>> = {
    3: [
      [2, 3, 5, 18],
      [9, 3, 6, 18],
      [17, 3, 5, 18],
    ],
    2: [
      [2, 3, 6, 18],
      [10, 3, 12, 8],
      [10, 13, 12, 8],
    ],
    1: [[4, 3, 16, 18]],
    4: [
      [2, 3, 20, 5],
      [2, 10, 20, 5],
      [2, 17, 20, 4],
    ],
    5: [
      [2, 3, 20, 4],
      [5, 8, 14, 2],
      [2, 13, 20, 4],
      [5, 18, 14, 2],
    ],
  };
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {rects[layout]!.map(([x, y, w, h], i) => (
        <rect
          key={i}
          x={x}
          y={y}
          width={w}
          height={h}
          rx="1.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}
