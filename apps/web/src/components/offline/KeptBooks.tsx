'use client';

import { useLocale } from 'next-intl';
import { useT } from '@/i18n/t';
import { textLanguage } from '@/lib/catalogue';
import { formatSize, keptBytes } from '@/lib/offline/kept';
import { offlineHref } from '@/lib/offline/select';
import { removeBook } from '@/lib/offline/store';
import { useKeptIndex } from '@/lib/offline/useKept';

/**
 * The books kept on this device (issue 8), each with its size, a link to read it and a remove
 * button, plus the Quran text they share and the storage used in all.
 */
export function KeptBooks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT('offline');
  const locale = useLocale();
  const [index] = useKeptIndex();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="offline-kept" aria-labelledby="offline-kept-heading" data-testid="kept-books">
      <Heading id="offline-kept-heading">{t('keptTitle')}</Heading>
      {index === null ? null : index.books.length === 0 ? (
        <p className="offline-note">{t('keptEmpty')}</p>
      ) : (
        <>
          <ul className="offline-kept-list" role="list">
            {index.books.map((b) => (
              <li key={b.id} data-book={b.id}>
                <a
                  href={offlineHref(locale, { sura: 1, aya: 1 }, [b.id])}
                  lang={textLanguage(b.title, b.lang)}
                  dir="auto"
                >
                  {b.title}
                </a>
                <span className="offline-size">{formatSize(b.bytes, locale)}</span>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => void removeBook(b.id)}
                  aria-label={`${t('remove')}: ${b.title}`}
                >
                  {t('remove')}
                </button>
              </li>
            ))}
            {index.quran.map((q) => (
              <li key={`quran-${q.riwaya}`}>
                <span>{t('quranStored', { size: formatSize(q.bytes, locale) })}</span>
              </li>
            ))}
          </ul>
          <p className="offline-size">{t('storageUsed', { size: formatSize(keptBytes(index), locale) })}</p>
        </>
      )}
    </section>
  );
}
