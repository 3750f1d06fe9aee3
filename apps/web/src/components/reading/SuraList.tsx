'use client';

import { useLocale } from 'next-intl';
import { useT } from '@/i18n/t';
import { localDigits } from '@/lib/digits';
import { readingSearch } from '@/lib/reading-query';
import { suraFilterKey } from '@/lib/sura-filter';

/** One sura as the list needs it, as a tuple: 114 of them travel in every reading document's page data. */
export type SuraRow = [
  number: number,
  ayas: number,
  revelation: 'meccan' | 'medinan',
  nameAr: string,
  nameTranslit: string,
  /** The name in the page's language and its meaning (lib/catalogue.ts suraName). */
  shown: string,
  meaning: string | null,
];

/**
 * The sura list of the sura panel: plain links, rendered on the server into the document like any
 * component, but from these short rows rather than as a server tree, so the page data carries the
 * names once instead of the whole markup of 114 rows a second time. The filter (SuraTabs) finds a
 * sura by the rows' data attributes: its number and its names folded (lib/sura-filter.ts).
 */
export function SuraList({
  rows,
  shownLang,
  current,
  books,
  rewayaId,
}: {
  rows: SuraRow[];
  shownLang: string | undefined;
  current: number;
  books: number[];
  rewayaId: number;
}) {
  const t = useT('reading');
  const locale = useLocale();
  return (
    <ol className="sura-list" role="list">
      {rows.map(([n, ayas, revelation, nameAr, nameTranslit, shown, meaning]) => (
        <li key={n} id={`sura-row-${n}`} data-n={n} data-key={suraFilterKey(nameAr, nameTranslit, meaning)}>
          <a
            href={`/${locale}?${readingSearch({ sura: n, aya: 1, rewayaId, books })}`}
            aria-current={n === current ? 'true' : undefined}
          >
            <span className="sura-no">{localDigits(n, locale)}</span>
            <span className="sura-names">
              <span className="sura-ar" lang={shownLang}>
                {shown}
              </span>
              {meaning && <span className="sura-tr">{meaning}</span>}
            </span>
            <span className="sura-meta">
              {t('verses', { count: ayas })} · {t(revelation)}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}
