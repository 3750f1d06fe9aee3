import { LRUCache } from 'lru-cache';
import type { ServerT } from '@/i18n/t-server';
import { escapeHtml } from '@/components/CommentarySegment';
import { localDigits } from '@/lib/digits';
import { readingSearch } from '@/lib/reading-query';
import type { DivisionStart, SuraInfo } from '@/lib/reading-types';
import { ServerHtml } from '@/components/html-island/ServerHtml';
import { SuraTabs } from './SuraTabs';

type PanelMarkup = { chapter: string; juz: string; hizb: string };

type SuraPanelProps = {
  t: ServerT;
  suras: SuraInfo[];
  juzStarts: DivisionStart[];
  hizbStarts: DivisionStart[];
  current: { sura: number; juz: number; hizb: number };
  books: number[];
  rewayaId: number;
  locale: string;
};

/**
 * The three lists' markup by locale, riwaya, chosen books and current sura / juz / hizb: 384 rows
 * built for every page cost about 2.5 ms of the server render (issue 5: SSR time). Suras and
 * divisions are fixed data; the TTL bounds how long a re-import's new names take to show. Bounded
 * by size: about 16 MB (8 million UTF-16 characters, some 60 KB an entry).
 */
const panelMarkup = new LRUCache<string, PanelMarkup>({
  maxSize: 8_000_000,
  sizeCalculation: (m) => m.chapter.length + m.juz.length + m.hizb.length,
  ttl: 10 * 60_000,
});

/**
 * Sura-list side panel with the chapter / juz / hizb tabs (spec §2, §3 selectedTab). The three lists
 * are plain server-rendered links (nothing of them is sent as client props); the client part only
 * switches tabs, filters the suras and navigates without a reload. Without JavaScript every list is
 * shown, one after the other, under its own heading.
 */
export function SuraPanel(props: SuraPanelProps) {
  const { locale, rewayaId, books, current, t } = props;
  const key = `${locale}|${rewayaId}|${books.join(',')}|${current.sura},${current.juz},${current.hizb}`;
  let markup = panelMarkup.get(key);
  if (!markup) {
    markup = buildPanelMarkup(props);
    panelMarkup.set(key, markup);
  }
  return (
    <>
      {/* Without JavaScript: every list, each under its heading; no tab buttons, no filter. */}
      <noscript>
        <style>
          {
            '.sura-tabs,.sura-filter{display:none}.sura-tabpanel[hidden],.sura-tabpanel-title{display:block!important}'
          }
        </style>
      </noscript>
      <SuraTabs
        labels={{
          suraList: t('suraList'),
          chapter: t('chapter'),
          juz: t('juz'),
          hezb: t('hizb'),
          suraFilter: t('suraFilter'),
        }}
        chapter={<ServerHtml html={markup.chapter} />}
        juz={<ServerHtml html={markup.juz} />}
        hezb={<ServerHtml html={markup.hizb} />}
      />
    </>
  );
}

function buildPanelMarkup({
  suras,
  juzStarts,
  hizbStarts,
  current,
  books,
  rewayaId,
  locale,
  t,
}: SuraPanelProps): PanelMarkup {
  const href = (sura: number, aya: number) => `/${locale}?${readingSearch({ sura, aya, rewayaId, books })}`;
  const digits = (n: number) => localDigits(n, locale);
  // A few distinct labels, computed once each rather than once per row.
  const memo = new Map<string, string>();
  const label = (key: string, values?: Record<string, number>) => {
    const k = `${key}:${values ? Object.values(values).join(',') : ''}`;
    let v = memo.get(k);
    if (v === undefined) memo.set(k, (v = t(key, values)));
    return v;
  };
  const current_ = (yes: boolean) => (yes ? ' aria-current="true"' : '');
  // The lists are our own escaped markup, set as HTML strings: sent once (ServerHtml) instead of a
  // tree of elements, and nothing for hydration to walk (issue 5).
  const division = (items: DivisionStart[], key: 'juzN' | 'hizbN', currentN: number) =>
    `<ol class="sura-list division-list" role="list">${items
      .map(
        (d) =>
          `<li><a href="${escapeHtml(href(d.sura, d.aya))}"${current_(d.number === currentN)}>` +
          `<span class="sura-no">${digits(d.number)}</span>` +
          `<span class="sura-names"><span>${escapeHtml(t(key, { n: d.number }))}</span></span>` +
          `<span class="sura-meta" lang="ar" dir="rtl">${escapeHtml(suras[d.sura - 1]?.nameAr ?? '')} ${digits(d.aya)}</span></a></li>`,
      )
      .join('')}</ol>`;
  const chapter = `<ol class="sura-list" role="list">${suras
    .map(
      (s) =>
        `<li id="sura-row-${s.number}" data-n="${s.number}" data-ar="${escapeHtml(s.nameAr)}" data-tr="${escapeHtml(`${s.nameTranslit} ${s.nameEn}`.toLowerCase())}">` +
        `<a href="${escapeHtml(href(s.number, 1))}"${current_(s.number === current.sura)}>` +
        `<span class="sura-no">${digits(s.number)}</span>` +
        `<span class="sura-names"><span class="sura-ar" lang="ar" dir="rtl">${escapeHtml(s.nameAr)}</span>` +
        (locale !== 'ar' ? `<span class="sura-tr">${escapeHtml(s.nameTranslit)}</span>` : '') +
        `</span><span class="sura-meta">${escapeHtml(label('verses', { count: s.ayas }))} · ${escapeHtml(label(s.revelation))}</span></a></li>`,
    )
    .join('')}</ol>`;
  return {
    chapter,
    juz: division(juzStarts, 'juzN', current.juz),
    hizb: division(hizbStarts, 'hizbN', current.hizb),
  };
}
