import { getLocale } from 'next-intl/server';
import { getT } from '@/i18n/t-server';
import { Link } from '@/i18n/navigation';
import { QuranFontStyle } from '@/components/QuranFontStyle';
import { SuraHeading } from '@/components/SuraHeading';
import { getSuraNamer } from '@/i18n/catalogue-names';
import type { RiwayaFont } from '@/lib/verse-font';
import { readingSearch } from '@/lib/reading-query';
import type { ReadingData } from '@/lib/reading-types';
import { publicApiBase } from '@/lib/api';
import { localDigits } from '@/lib/digits';
import { ChosenBooks } from '@/components/picker/ChosenBooks';
import { PickerButton } from '@/components/picker/PickerButton';
import { historical } from '@/lib/picker';
import { divisionsPath, pickerPath } from '@/lib/reading-path';
import { Interlinear } from './Interlinear';
import { Commentaries } from './Commentaries';
import { PageKeys } from './PageKeys';
import { PrefetchPages } from './PrefetchPages';
import { QuranText } from './QuranText';
import { RewayaMenu } from './RewayaMenu';
import { ScrollToVerse } from './ScrollToVerse';
import { SoftLinks } from './SoftLinks';
import { SuraPanel } from './SuraPanel';
import { UrlSync } from './UrlSync';
import { VerseNav } from './VerseNav';

/** The reading view: sura panel, Quran text of the mushaf page, commentaries of the chosen verse. */
export async function ReadingView({
  data,
  books,
  fonts,
  fromPage,
}: {
  data: ReadingData;
  books: number[];
  /** The riwaya's font first (lib/quran-fonts `riwayaFonts`). */
  fonts: RiwayaFont[];
  fromPage: boolean;
}) {
  const t = await getT('reading');
  const tPicker = await getT('picker');
  const tNavigation = await getT('navigation');
  const locale = await getLocale();
  const pageHref = (page: number) =>
    `/?${new URLSearchParams({ page: String(page), ...(books.length ? { books: books.join(',') } : {}), ...(data.rewayaId !== 10 ? { rewaya_id: String(data.rewayaId) } : {}) }).toString().replace(/%2C/g, ',')}`;
  const prevHref = data.page > 1 ? pageHref(data.page - 1) : null;
  const nextHref = data.page < data.pageCount ? pageHref(data.page + 1) : null;
  const nextPages = [1, 2, 3]
    .map((d) => data.page + d)
    .filter((p) => p <= data.pageCount)
    .map(pageHref);
  const first = data.verses[0];
  const sura = data.suras[data.sura - 1];
  const place = { sura: data.sura, aya: data.aya, rewayaId: data.rewayaId };
  // The chosen books only: the picker's catalogue is not part of the reading document.
  const chosen = data.commentaries.map((c) => c.book).sort(historical);
  const suraName = await getSuraNamer();
  const shownSura = sura && suraName(sura);

  const pageNav = (position: 'top' | 'bottom') => (
    <nav className={`page-nav page-nav-${position}`} aria-label={t('pageNavigation')}>
      {prevHref ? (
        <Link className="page-step" href={prevHref} rel="prev" scroll={false} prefetch={false}>
          <Chevron to="start" />
          <span>{t('previousPage')}</span>
        </Link>
      ) : (
        <span className="page-step" aria-disabled="true">
          <Chevron to="start" />
          <span>{t('previousPage')}</span>
        </span>
      )}
      <span className="page-label">
        {t('pageN', { n: data.page })}
        {first && <> · {t('juzN', { n: first.juz })}</>}
      </span>
      {nextHref ? (
        <Link className="page-step" href={nextHref} rel="next" scroll={false} prefetch={false}>
          <span>{t('nextPage')}</span>
          <Chevron to="end" />
        </Link>
      ) : (
        <span className="page-step" aria-disabled="true">
          <span>{t('nextPage')}</span>
          <Chevron to="end" />
        </span>
      )}
    </nav>
  );

  return (
    <div className="reader">
      <QuranFontStyle fonts={fonts} />
      <div className="reader-toolbar">
        {/* To the current sura's row: the panel opens on it (globals.css), with or without JavaScript. */}
        <a className="button secondary panel-open" href={`#sura-row-${data.sura}`}>
          {t('openSuraList')}
        </a>
        <PickerButton
          href={pickerPath(locale, { ...place, page: null, books })}
          className="button secondary panel-open"
          chosen={books}
          place={place}
          apiBase={publicApiBase()}
        >
          {tPicker('open')} <span className="count">({localDigits(books.length, locale)})</span>
        </PickerButton>
      </div>

      <aside id="sura-panel" className="sura-panel side-panel" aria-label={t('suraList')}>
        <a className="panel-close icon-button" href="#" aria-label={t('closePanel')}>
          ×
        </a>
        <SuraPanel
          suras={data.suras}
          juzStarts={data.juzStarts}
          hizbStarts={data.hizbStarts}
          current={{ sura: data.sura, juz: first?.juz ?? 1, hizb: first?.hizb ?? 1 }}
          books={books}
          rewayaId={data.rewayaId}
          t={t}
          suraName={suraName}
          divisionsHref={divisionsPath(locale, { ...place, page: null, books })}
          divisionsLabel={tNavigation('divisionsLink')}
        />
      </aside>

      <section className="quran-panel" aria-labelledby="quran-heading">
        <div className="quran-toolbar">
          <SuraHeading name={shownSura} />
          <RewayaMenu rewayat={data.rewayat} current={data.rewayaId} books={books} label={t('rewaya')} />
        </div>
        {pageNav('top')}
        <SoftLinks
          id="quran-text"
          className="quran-scroll"
          tabIndex={0}
          aria-label={t('quranText')}
          scroll={false}
        >
          <QuranText data={data} books={books} font={fonts[0]!} locale={locale} />
        </SoftLinks>
        {pageNav('bottom')}
      </section>

      <section id="commentary-panel" className="commentary-panel" aria-labelledby="commentary-heading">
        <h2 id="commentary-heading" className="commentary-heading">
          {t('commentaries')} · {t('verseRef', { name: shownSura?.name ?? String(data.sura), aya: data.aya })}
        </h2>
        <ChosenBooks chosen={chosen} place={place} locale={locale} t={tPicker} />
        <VerseNav
          rewayaId={data.rewayaId}
          sura={data.sura}
          suraCount={data.suras.length}
          previousVerse={data.previous}
          nextVerse={data.next}
          books={books}
          locale={locale}
          previousSura={t('previousSura')}
          nextSura={t('nextSura')}
          label={t('verseNavigation')}
          previous={t('previousVerse')}
          next={t('nextVerse')}
        />
        <Commentaries data={data} />
      </section>

      <a className="back-to-top" href="#main" aria-label={t('backToTop')}>
        <Chevron to="up" />
      </a>
      <PageKeys prevHref={prevHref} nextHref={nextHref} />
      <ScrollToVerse verseId={`v${data.sura}-${data.aya}`} books={books.join(',')} />
      <PrefetchPages hrefs={nextPages} />
      <Interlinear
        translations={chosen
          .filter((b) => b.type === 'translation')
          .map((b) => ({ id: b.id, title: b.title, lang: b.lang }))}
        rewayaId={data.rewayaId}
        page={data.page}
        locale={locale}
        apiBase={publicApiBase()}
      />
      {fromPage && (
        <UrlSync search={readingSearch({ sura: data.sura, aya: data.aya, rewayaId: data.rewayaId, books })} />
      )}
    </div>
  );
}

function Chevron({ to }: { to: 'start' | 'end' | 'up' }) {
  const d = to === 'up' ? 'M6 15l6-6 6 6' : to === 'end' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6';
  return (
    <svg
      className={`chevron chevron-${to}`}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
