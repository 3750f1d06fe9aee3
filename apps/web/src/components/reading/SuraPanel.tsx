import type { SuraNameShown } from '@/i18n/catalogue-names';
import type { ServerT } from '@/i18n/t-server';
import type { DivisionStart, SuraInfo } from '@/lib/reading-types';
import { DivisionList } from './DivisionList';
import { SuraList, type SuraRow } from './SuraList';
import { SuraTabs } from './SuraTabs';

type SuraPanelProps = {
  t: ServerT;
  suras: SuraInfo[];
  juzStarts: DivisionStart[];
  hizbStarts: DivisionStart[];
  current: { sura: number; juz: number; hizb: number };
  books: number[];
  rewayaId: number;
  /** The sura's name in the page's language (i18n/catalogue-names.ts). */
  suraName: (sura: SuraInfo) => SuraNameShown;
  /** The page listing the juz and hizb for readers without JavaScript (lib/reading-path divisionsPath). */
  divisionsHref: string;
  divisionsLabel: string;
};

/**
 * Sura-list side panel with the chapter / juz / hizb tabs (spec §2, §3 selectedTab). The sura list is
 * plain links in the document, sent to the client as short rows (SuraList); the juz and hizb lists
 * are not part of every verse's document: they are sent as their start verses only and drawn when
 * their tab is first opened (DivisionList). The
 * client part switches tabs, filters the suras and navigates without a reload. Without JavaScript the
 * sura list is shown with, under the juz and hizb headings, a link to the divisions page.
 */
export function SuraPanel(props: SuraPanelProps) {
  const { t } = props;
  const lists = panelLists(props);
  return (
    <>
      {/* Without JavaScript: every panel, each under its heading; no tab buttons, no filter. */}
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
        divisionsLink={
          <a className="divisions-link" href={props.divisionsHref}>
            {props.divisionsLabel}
          </a>
        }
      />
    </>
  );
}

function panelLists(props: SuraPanelProps) {
  const { suras, juzStarts, hizbStarts, current, books, rewayaId, suraName } = props;
  const names = suras.map(suraName);
  const place = { books, rewayaId };
  const rows = suras.map((s, i): SuraRow => {
    const shown = names[i]!;
    return [s.number, s.ayas, s.revelation, s.nameAr, s.nameTranslit, shown.name, shown.meaning];
  });
  const shared = { suraNames: names.map((n) => n.name), suraNameLang: names[0]?.lang, ...place };
  const starts = (items: DivisionStart[]) => items.map((d): [number, number] => [d.sura, d.aya]);
  return {
    chapter: <SuraList rows={rows} shownLang={names[0]?.lang} current={current.sura} {...place} />,
    juz: <DivisionList kind="juz" starts={starts(juzStarts)} current={current.juz} {...shared} />,
    hizb: <DivisionList kind="hizb" starts={starts(hizbStarts)} current={current.hizb} {...shared} />,
  };
}
