'use client';

import { useT } from '@/i18n/t';
import { useLocaleRouter } from '@/i18n/locale-router';
import { readingSearch } from '@/lib/reading-query';
import type { RewayaInfo } from '@/lib/reading-types';

/** Riwaya dropdown (spec §2): a GET form that also works without JavaScript. */
export function RewayaSelect({
  rewayat,
  current,
  sura,
  aya,
  books,
}: {
  rewayat: RewayaInfo[];
  current: number;
  sura: number;
  aya: number;
  books: number[];
}) {
  const t = useT('reading');
  const router = useLocaleRouter();
  return (
    <form className="rewaya-form" method="get">
      <input type="hidden" name="sura" value={sura} />
      <input type="hidden" name="aya" value={aya} />
      {books.length > 0 && <input type="hidden" name="books" value={books.join(',')} />}
      <label htmlFor="rewaya">{t('rewaya')}</label>
      <select
        id="rewaya"
        name="rewaya_id"
        defaultValue={current}
        onChange={(e) =>
          router.push(`/?${readingSearch({ sura, aya, books, rewayaId: Number(e.target.value) })}`, {
            scroll: false,
          })
        }
      >
        {rewayat.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button secondary">
          {t('rewaya')} ✓
        </button>
      </noscript>
    </form>
  );
}
