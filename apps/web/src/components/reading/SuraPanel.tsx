import type { SuraNameShown } from '@/i18n/catalogue-names';
import type { ServerT } from '@/i18n/t-server';
import { localDigits } from '@/lib/digits';
import { readingSearch } from '@/lib/reading-query';
import type { DivisionStart, SuraInfo } from '@/lib/reading-types';
import { SuraTabs } from './SuraTabs';

type SuraPanelProps = {
  t: ServerT;
  suras: SuraInfo[];
  juzStarts: DivisionStart[];
  hizbStarts: DivisionStart[];
  current: { sura: number; juz: number; hizb: number };
  books: number[];
  rewayaId: number;
  locale: string;
  /** The sura's name in the page's language (i18n/catalogue-names.ts). */
  suraName: (sura: SuraInfo) => SuraNameShown;
};

/**
 * Sura-list side panel with the chapter / juz / hizb tabs (spec §2, §3 selectedTab). The three lists
 * are plain server-rendered links (nothing of them is sent as client props); the client part only
 * switches tabs, filters the suras and navigates without a reload. Without JavaScript every list is
 * shown, one after the other, under its own heading.
 */
export function SuraPanel(props: SuraPanelProps) {
  const { t } = props;
  const lists = panelLists(props);
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
        chapter={lists.chapter}
        juz={lists.juz}
        hezb={lists.hizb}
      />
    </>
  );
}

function panelLists(props: SuraPanelProps) {
  const { suras, juzStarts, hizbStarts, current, books, rewayaId, locale, t, suraName } = props;
  const href = (sura: number, aya: number) => `/${locale}?${readingSearch({ sura, aya, rewayaId, books })}`;
  const digits = (n: number) => localDigits(n, locale);
  const names = suras.map(suraName);
  const at = (sura: number) => names[sura - 1];
  const division = (items: DivisionStart[], key: 'juzN' | 'hizbN', currentN: number) => (
    <ol className="sura-list division-list" role="list">
      {items.map((d) => (
        <li key={d.number}>
          <a href={href(d.sura, d.aya)} aria-current={d.number === currentN ? 'true' : undefined}>
            <span className="sura-no">{digits(d.number)}</span>
            <span className="sura-names">
              <span>{t(key, { n: d.number })}</span>
            </span>
            <span className="sura-meta" lang={at(d.sura)?.lang}>
              {at(d.sura)?.name ?? ''} {digits(d.aya)}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
  const chapter = (
    <ol className="sura-list" role="list">
      {suras.map((s) => (
        <li
          key={s.number}
          id={`sura-row-${s.number}`}
          data-n={s.number}
          data-ar={s.nameAr}
          // The filter finds a sura by its Arabic name, its transliteration or its meaning here.
          data-tr={`${s.nameTranslit} ${at(s.number)?.meaning ?? ''}`.toLowerCase()}
        >
          <a href={href(s.number, 1)} aria-current={s.number === current.sura ? 'true' : undefined}>
            <span className="sura-no">{digits(s.number)}</span>
            <span className="sura-names">
              <span className="sura-ar" lang={at(s.number)?.lang}>
                {at(s.number)?.name}
              </span>
              {at(s.number)?.meaning && <span className="sura-tr">{at(s.number)?.meaning}</span>}
            </span>
            <span className="sura-meta">
              {t('verses', { count: s.ayas })} · {t(s.revelation)}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
  return {
    chapter,
    juz: division(juzStarts, 'juzN', current.juz),
    hizb: division(hizbStarts, 'hizbN', current.hizb),
  };
}
