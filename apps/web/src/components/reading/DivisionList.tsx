'use client';

import { useLocale } from 'next-intl';
import { useT } from '@/i18n/t';
import { localDigits } from '@/lib/digits';
import { readingSearch } from '@/lib/reading-query';

export type DivisionListProps = {
  kind: 'juz' | 'hizb';
  /** Where each division starts, in order (division n is at index n − 1): [sura, aya]. */
  starts: Array<[number, number]>;
  /** The division being read (aria-current). */
  current: number;
  /** The suras' names in the page's language, by sura number − 1 (lib/catalogue.ts suraName). */
  suraNames: string[];
  suraNameLang: string | undefined;
  books: number[];
  rewayaId: number;
};

/**
 * The juz or hizb list of the sura panel: plain links to each division's first verse. Its props are
 * numbers and the suras' short names, so the reading document carries no markup of it: the sura panel
 * draws it when its tab is first opened, and the divisions page (./divisions) draws it for readers
 * without JavaScript.
 */
export function DivisionList({
  kind,
  starts,
  current,
  suraNames,
  suraNameLang,
  books,
  rewayaId,
}: DivisionListProps) {
  const t = useT('reading');
  const locale = useLocale();
  const digits = (n: number) => localDigits(n, locale);
  return (
    <ol className="sura-list division-list" role="list">
      {starts.map(([sura, aya], i) => {
        const n = i + 1;
        return (
          <li key={n}>
            <a
              href={`/${locale}?${readingSearch({ sura, aya, rewayaId, books })}`}
              aria-current={n === current ? 'true' : undefined}
            >
              <span className="sura-no">{digits(n)}</span>
              <span className="sura-names">
                <span>{t(kind === 'juz' ? 'juzN' : 'hizbN', { n })}</span>
              </span>
              <span className="sura-meta" lang={suraNameLang}>
                {suraNames[sura - 1] ?? ''} {digits(aya)}
              </span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
