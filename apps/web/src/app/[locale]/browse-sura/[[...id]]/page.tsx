import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { getSura } from '@tafsir/core';
import type { CommentaryItem, Sura } from '@tafsir/client';
import '@/components/pages/pages.css';
import { BrowseNav } from '@/components/pages/BrowseNav';
import { api, asLang, LIST_CACHE } from '@/lib/api';
import { PassageText } from '@/components/pages/Passage';
import { ayaPath, browseSuraNumber } from '@/lib/pages/verse-route';
import { Link } from '@/i18n/navigation';
import { getSuraNamer, suraNameText } from '@/i18n/catalogue-names';
import { getT } from '@/i18n/t-server';
import { suraNamesOf } from '@/lib/catalogue';
import { routing } from '@/i18n/routing';
import { alternatesFor } from '@/lib/site';
import { localDigits } from '@/lib/digits';
import { QuranFontStyle } from '@/components/QuranFontStyle';
import { QuotedVerse } from '@/components/pages/QuotedVerse';
import { riwayaFont } from '@/lib/quran-fonts';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

/** None at build time: each is rendered on its first request (its content comes from the API). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('suras');
  const n = browseSuraNumber(id);
  if (typeof n !== 'number')
    return { title: t('indexTitle'), alternates: alternatesFor(locale, '/browse-sura') };
  const s = getSura(n);
  const suraName = await getSuraNamer();
  return {
    title: `${localDigits(n, locale)}. ${s ? suraNameText(suraName(s)) : ''}`,
    alternates: alternatesFor(locale, `/browse-sura/${n}`),
  };
}

export default async function BrowseSuraPage({ params }: Props) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const n = browseSuraNumber(id);
  if (n === null) notFound();
  const suras = await api().surahs({ lang: asLang(locale) }, LIST_CACHE);
  if (n === 'none') return <SuraIndex locale={locale} suras={suras} />;
  const sura = suras.find((s) => s.index === n);
  if (!sura) notFound();
  return <SuraOverview locale={locale} sura={sura} />;
}

async function SuraIndex({ locale, suras }: { locale: string; suras: Sura[] }) {
  const t = await getT('suras');
  const suraName = await getSuraNamer();
  return (
    <div className="pg-wrap">
      <BrowseNav current="/browse-sura" />
      <header className="pg-head">
        <h1>{t('indexTitle')}</h1>
        <p className="pg-lead">{t('indexLead')}</p>
      </header>
      <ol className="pg-sura-grid" role="list">
        {suras.map((s) => {
          const shown = suraName(suraNamesOf(s));
          return (
            <li key={s.index}>
              <Link href={`/browse-sura/${s.index}`} className="pg-sura-card">
                <span className="pg-sura-no">{localDigits(s.index, locale)}</span>
                <span className="pg-sura-names">
                  <span className="pg-sura-ar" lang={shown.lang}>
                    {shown.name}
                  </span>
                  {shown.meaning && <span className="pg-sura-tr">{shown.meaning}</span>}
                </span>
                <span className="pg-sura-meta">
                  {t('verses', { count: s.count })} · {t(s.type)}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

async function SuraOverview({ locale, sura }: { locale: string; sura: Sura }) {
  const t = await getT('suras');
  const shown = (await getSuraNamer())(suraNamesOf(sura));
  const c = api();
  const lang = asLang(locale);
  const [first, last, books] = await Promise.all([
    c.page({ lang, sura: sura.index, aya: 1 }),
    c.page({ lang, sura: sura.index, aya: sura.count }),
    c.books({ lang }, LIST_CACHE),
  ]);
  const firstVerse = first.data.find((v) => v.surah_id === sura.index && v.ayah_number === 1);
  const lastVerse = last.data.find((v) => v.surah_id === sura.index && v.ayah_number === sura.count);
  const font = await riwayaFont(first.rewaya_id);
  const ids = books.enterpretation.map((b) => b.id).slice(0, 100);
  const [startContent, endContent] = await Promise.all([
    c.booksContent({ lang, sura: sura.index, aya: 1, book_ids: ids }),
    c.booksContent({ lang, sura: sura.index, aya: sura.count, book_ids: ids }),
  ]);
  const titleOf = new Map(books.enterpretation.map((b) => [b.id, b]));
  const intros = startContent.data.filter(
    (i): i is CommentaryItem & { surrah_intro: string } => !!i.surrah_intro,
  );
  const conclusions = endContent.data.filter(
    (i): i is CommentaryItem & { surrah_conclusion: string } => !!i.surrah_conclusion,
  );
  const juzFrom = firstVerse?.juz;
  const juzTo = lastVerse?.juz;
  const pageFrom = firstVerse?.page_id ?? first.page;
  const pageTo = lastVerse?.page_id ?? last.page;
  const ayas = Array.from({ length: sura.count }, (_, i) => i + 1);
  return (
    <div className="pg-wrap">
      <QuranFontStyle fonts={[font]} />
      <BrowseNav current="/browse-sura" />
      <header className="pg-head">
        <p className="pg-kicker">{t('suraN', { n: sura.index })}</p>
        <h1>
          <span lang={shown.lang}>{shown.name}</span>
          {shown.meaning && <span className="pg-sub"> · {shown.meaning}</span>}
        </h1>
      </header>
      <dl className="pg-facts">
        <div>
          <dt>{t('versesLabel')}</dt>
          <dd>{localDigits(sura.count, locale)}</dd>
        </div>
        <div>
          <dt>{t('revelation')}</dt>
          <dd>{t(sura.type)}</dd>
        </div>
        {juzFrom !== undefined && (
          <div>
            <dt>{t('juzLabel')}</dt>
            <dd>
              {juzFrom === juzTo || juzTo === undefined
                ? localDigits(juzFrom, locale)
                : localDigits(`${juzFrom}–${juzTo}`, locale)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('pagesLabel')}</dt>
          <dd>
            {pageFrom === pageTo
              ? localDigits(pageFrom, locale)
              : localDigits(`${pageFrom}–${pageTo}`, locale)}
          </dd>
        </div>
      </dl>
      <div className="pg-actions">
        <Link href={`/?sura=${sura.index}&aya=1`} className="button">
          {t('read')}
        </Link>
        <Link href={ayaPath(sura.index, 1)} className="button secondary">
          {t('compareFirst')}
        </Link>
      </div>
      {firstVerse && <QuotedVerse verse={firstVerse} font={font} />}
      <section className="pg-section" aria-labelledby="intro-title">
        <h2 id="intro-title">{t('introductions')}</h2>
        {intros.length === 0 && conclusions.length === 0 ? (
          <p className="pg-note">{t('noIntro')}</p>
        ) : (
          <>
            {intros.map((i) => (
              <details key={`i${i.book_id}`} className="pg-passage">
                <summary dir="auto">
                  {t('introBy', { book: titleOf.get(i.book_id)?.title ?? i.book_title })}
                </summary>
                <PassageText
                  text={i.surrah_intro}
                  footnotes={[]}
                  lang={i.language}
                  id={`si-${i.book_id}`}
                  footnotesLabel={t('footnotes')}
                />
              </details>
            ))}
            {conclusions.map((i) => (
              <details key={`c${i.book_id}`} className="pg-passage">
                <summary dir="auto">
                  {t('conclusionBy', { book: titleOf.get(i.book_id)?.title ?? i.book_title })}
                </summary>
                <PassageText
                  text={i.surrah_conclusion}
                  footnotes={[]}
                  lang={i.language}
                  id={`sc-${i.book_id}`}
                  footnotesLabel={t('footnotes')}
                />
              </details>
            ))}
          </>
        )}
      </section>
      <section className="pg-section" aria-labelledby="verses-title">
        <h2 id="verses-title">{t('compareVerse')}</h2>
        <ol className="pg-aya-grid" role="list">
          {ayas.map((a) => (
            <li key={a}>
              <Link
                href={ayaPath(sura.index, a)}
                aria-label={t('compareVerseN', { sura: sura.index, aya: a })}
              >
                {localDigits(a, locale)}
              </Link>
            </li>
          ))}
        </ol>
      </section>
      <nav className="pg-verse-nav" aria-label={t('suraNav')}>
        {sura.index > 1 ? (
          <Link href={`/browse-sura/${sura.index - 1}`} rel="prev" className="pg-chip">
            {t('previousSura')}
          </Link>
        ) : (
          <span />
        )}
        <Link href="/browse-sura" className="pg-chip">
          {t('allSuras')}
        </Link>
        {sura.index < 114 ? (
          <Link href={`/browse-sura/${sura.index + 1}`} rel="next" className="pg-chip">
            {t('nextSura')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
