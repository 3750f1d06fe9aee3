'use client';

import { useLocale } from 'next-intl';
import { useT } from '@/i18n/t';
import { localDigits } from '@/lib/digits';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { readingSearch } from '@/lib/reading-query';
import type { DivisionStart, SuraInfo } from '@/lib/reading-types';

type Tab = 'chapter' | 'juz' | 'hezb';

/**
 * Sura-list side panel with the chapter / juz / hizb tabs (spec §2, §3 selectedTab). The juz and hizb
 * lists are rendered when their tab opens (less to hydrate; without JavaScript only the sura list shows).
 */
export function SuraPanel({
  suras,
  juzStarts,
  hizbStarts,
  current,
  books,
  rewayaId,
  locale,
}: {
  suras: SuraInfo[];
  juzStarts: DivisionStart[];
  hizbStarts: DivisionStart[];
  current: { sura: number; juz: number; hizb: number };
  books: number[];
  rewayaId: number;
  locale: string;
}) {
  const t = useT('reading');
  const [tab, setTab] = useState<Tab>('chapter');
  const [filter, setFilter] = useState('');
  const href = (sura: number, aya: number) => `/?${readingSearch({ sura, aya, rewayaId, books })}`;
  const f = filter.trim().toLowerCase();
  const shown = f
    ? suras.filter(
        (s) =>
          String(s.number) === f ||
          s.nameAr.includes(filter.trim()) ||
          s.nameTranslit.toLowerCase().includes(f) ||
          s.nameEn.toLowerCase().includes(f),
      )
    : suras;
  const tabs: Array<[Tab, string]> = [
    ['chapter', t('chapter')],
    ['juz', t('juz')],
    ['hezb', t('hizb')],
  ];
  return (
    <div className="sura-panel-inner">
      <div className="tabs" role="tablist" aria-label={t('suraList')}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`tabpanel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              const i = tabs.findIndex(([x]) => x === tab);
              const rtl = document.documentElement.dir === 'rtl';
              const step = (e.key === 'ArrowRight') !== rtl ? 1 : -1;
              const next = tabs[(i + step + tabs.length) % tabs.length]![0];
              setTab(next);
              document.getElementById(`tab-${next}`)?.focus();
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="tabpanel-chapter" aria-labelledby="tab-chapter" hidden={tab !== 'chapter'}>
        <label className="visually-hidden" htmlFor="sura-filter">
          {t('suraFilter')}
        </label>
        <input
          id="sura-filter"
          className="sura-filter"
          type="search"
          placeholder={t('suraFilter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          autoComplete="off"
        />
        <ol className="sura-list" role="list">
          {shown.map((s) => (
            <li key={s.number}>
              <Link
                href={href(s.number, 1)}
                prefetch={false}
                aria-current={s.number === current.sura ? 'true' : undefined}
              >
                <span className="sura-no">{localDigits(s.number, locale)}</span>
                <span className="sura-names">
                  <span className="sura-ar" lang="ar" dir="rtl">
                    {s.nameAr}
                  </span>
                  {locale !== 'ar' && <span className="sura-tr">{s.nameTranslit}</span>}
                </span>
                <span className="sura-meta">
                  {t('verses', { count: s.ayas })} · {t(s.revelation)}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
      <div role="tabpanel" id="tabpanel-juz" aria-labelledby="tab-juz" hidden={tab !== 'juz'}>
        {tab === 'juz' && (
          <DivisionList
            items={juzStarts}
            label={(n) => t('juzN', { n })}
            current={current.juz}
            suras={suras}
            href={href}
          />
        )}
      </div>
      <div role="tabpanel" id="tabpanel-hezb" aria-labelledby="tab-hezb" hidden={tab !== 'hezb'}>
        {tab === 'hezb' && (
          <DivisionList
            items={hizbStarts}
            label={(n) => t('hizbN', { n })}
            current={current.hizb}
            suras={suras}
            href={href}
          />
        )}
      </div>
    </div>
  );
}

function DivisionList({
  items,
  label,
  current,
  suras,
  href,
}: {
  items: DivisionStart[];
  label: (n: number) => string;
  current: number;
  suras: SuraInfo[];
  href: (sura: number, aya: number) => string;
}) {
  const locale = useLocale();
  const digits = (n: number) => localDigits(n, locale);
  return (
    <ol className="sura-list division-list" role="list">
      {items.map((d) => (
        <li key={d.number}>
          <Link
            href={href(d.sura, d.aya)}
            prefetch={false}
            aria-current={d.number === current ? 'true' : undefined}
          >
            <span className="sura-no">{digits(d.number)}</span>
            <span className="sura-names">
              <span>{label(d.number)}</span>
            </span>
            <span className="sura-meta" lang="ar" dir="rtl">
              {suras[d.sura - 1]?.nameAr} {digits(d.aya)}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
