'use client';

import { useRef, useState, type ReactNode } from 'react';
import { SoftLinks } from './SoftLinks';
import { suraMatches } from '@/lib/sura-filter';

type Tab = 'chapter' | 'juz' | 'hezb';

/**
 * The tabs of the sura panel. The sura list is server-rendered; the filter hides non-matching rows in
 * place (the rows carry their number and names as data attributes). The juz and hizb lists are drawn
 * once their tab has been opened: until then (and without JavaScript) their panel holds the link to
 * the divisions page. Without JavaScript a <noscript> style of SuraPanel shows the three panels
 * together and hides the tab buttons.
 */
export function SuraTabs({
  labels,
  chapter,
  juz,
  hezb,
  divisionsLink,
}: {
  labels: { suraList: string; chapter: string; juz: string; hezb: string; suraFilter: string };
  /** The lists, rendered on the server (plain links). */
  chapter: ReactNode;
  juz: ReactNode;
  hezb: ReactNode;
  /** Shown in the juz and hizb panels until they are drawn. */
  divisionsLink: ReactNode;
}) {
  const [tab, setTab] = useState<Tab>('chapter');
  // The tabs opened so far: a drawn list stays (its scroll position too) when the tab changes.
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set(['chapter']));
  const open = (next: Tab) => {
    setTab(next);
    setOpened((o) => (o.has(next) ? o : new Set([...o, next])));
  };
  const [filter, setFilter] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const tabs: Array<[Tab, string]> = [
    ['chapter', labels.chapter],
    ['juz', labels.juz],
    ['hezb', labels.hezb],
  ];
  const applyFilter = (value: string) => {
    setFilter(value);
    for (const li of list.current?.querySelectorAll<HTMLLIElement>('li[data-n]') ?? []) {
      li.hidden = !suraMatches(value, Number(li.dataset.n), li.dataset.key ?? '');
    }
  };
  const panel = (id: Tab, children: ReactNode) => (
    <div
      role="tabpanel"
      id={`tabpanel-${id}`}
      aria-labelledby={`tab-${id}`}
      hidden={tab !== id}
      className="sura-tabpanel"
    >
      <h3 className="sura-tabpanel-title">{labels[id]}</h3>
      {children}
    </div>
  );
  return (
    <SoftLinks className="sura-panel-inner">
      <div className="tabs sura-tabs" role="tablist" aria-label={labels.suraList}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`tabpanel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => open(id)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              const i = tabs.findIndex(([x]) => x === tab);
              const rtl = document.documentElement.dir === 'rtl';
              const step = (e.key === 'ArrowRight') !== rtl ? 1 : -1;
              const next = tabs[(i + step + tabs.length) % tabs.length]![0];
              open(next);
              document.getElementById(`tab-${next}`)?.focus();
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {panel(
        'chapter',
        <>
          <label className="visually-hidden" htmlFor="sura-filter">
            {labels.suraFilter}
          </label>
          <input
            id="sura-filter"
            className="sura-filter"
            type="search"
            placeholder={labels.suraFilter}
            value={filter}
            onChange={(e) => applyFilter(e.target.value)}
            autoComplete="off"
          />
          <div ref={list}>{chapter}</div>
        </>,
      )}
      {panel('juz', opened.has('juz') ? juz : divisionsLink)}
      {panel('hezb', opened.has('hezb') ? hezb : divisionsLink)}
    </SoftLinks>
  );
}
