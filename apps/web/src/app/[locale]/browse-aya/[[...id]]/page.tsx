import type { Metadata } from 'next';
import { centuryOf, effectiveDeathHijri } from '@tafsir/core/ordering';
import { hasLocale } from 'next-intl';
import { notFound, redirect } from 'next/navigation';
import { ayaCount, getSura, sortByDeathYear, SURAS, type VerseRef } from '@tafsir/core';
import type { Book, CommentaryItem } from '@tafsir/client';
import '@/components/pages/pages.css';
import { BrowseNav } from '@/components/pages/BrowseNav';
import { api, asLang, LIST_CACHE } from '@/lib/api';
import { bibtex, chicago } from '@/lib/pages/cite';
import { CopyButton } from '@/components/pages/CiteBox';
import { firstParam, idList } from '@/lib/pages/format';
import { PassageText } from '@/components/pages/Passage';
import { ayaPath, browseAyaVerse, pickedVerse } from '@/lib/pages/verse-route';
import { Link } from '@/i18n/navigation';
import { getCategoryNamer, getSuraNamer, suraNameText } from '@/i18n/catalogue-names';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { localDigits } from '@/lib/digits';
import { bookDeathDate } from '@/lib/book-info';
import { bookTitle } from '@/lib/catalogue';
import { diedText } from '@/lib/death-text';
import { alternatesFor, siteUrl } from '@/lib/site';
import { QuranFontStyle } from '@/components/QuranFontStyle';
import { QuotedVerse } from '@/components/pages/QuotedVerse';
import { riwayaFont } from '@/lib/quran-fonts';
import { NoteLink } from '@/components/feedback/NoteLink';

type SP = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<SP> };

const TYPES = ['enterpretation', 'translation', 'all'] as const;
type TypeFilter = (typeof TYPES)[number];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('compare');
  const v = browseAyaVerse(id);
  if (v === null || v === 'none')
    return { title: t('indexTitle'), alternates: alternatesFor(locale, '/browse-aya') };
  return {
    title: t('title', { sura: v.sura, aya: v.aya }),
    alternates: alternatesFor(locale, ayaPath(v.sura, v.aya)),
  };
}

export default async function BrowseAyaPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const sp = await searchParams;
  const verse = browseAyaVerse(id);
  if (verse === null) notFound();
  if (verse === 'none') {
    // The picker form (GET) lands here with ?sura=&aya=: validate, then go to the verse's page.
    const picked = pickedVerse((name) => firstParam(sp[name]));
    if (picked === null) notFound();
    if (picked !== 'none') redirect(`/${locale}${ayaPath(picked.sura, picked.aya)}`);
    return <AyaIndex locale={locale} />;
  }
  const typeParam = firstParam(sp.type);
  const type: TypeFilter = TYPES.includes(typeParam as TypeFilter)
    ? (typeParam as TypeFilter)
    : 'enterpretation';
  const centuries = idList(sp.century, 16);
  const categories = idList(sp.category, 100);
  // A chosen subset of books (?books=1,6,7), as on the reading page.
  const chosen = idList(sp.books, 2_147_483_647);
  return (
    <Compare
      locale={locale}
      verse={verse}
      type={chosen.length ? 'all' : type}
      centuries={centuries}
      categories={categories}
      chosen={chosen}
    />
  );
}

async function VersePicker({ locale, current }: { locale: string; current?: VerseRef }) {
  const t = await getT('compare');
  const namer = await getSuraNamer();
  return (
    <form className="pg-picker" action={`/${locale}/browse-aya`} method="get">
      <label>
        <span>{t('sura')}</span>
        <select name="sura" defaultValue={current?.sura ?? 2}>
          {SURAS.map((s) => (
            <option key={s.number} value={s.number}>
              {localDigits(s.number, locale)}. {suraNameText(namer(s))}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('aya')}</span>
        <input
          name="aya"
          type="number"
          inputMode="numeric"
          min={1}
          max={286}
          defaultValue={current?.aya ?? 255}
        />
      </label>
      <button type="submit" className="button">
        {t('compareButton')}
      </button>
    </form>
  );
}

async function AyaIndex({ locale }: { locale: string }) {
  const t = await getT('compare');
  const namer = await getSuraNamer();
  const examples: VerseRef[] = [
    { sura: 1, aya: 1 },
    { sura: 2, aya: 255 },
    { sura: 24, aya: 35 },
    { sura: 112, aya: 1 },
  ];
  return (
    <div className="pg-wrap">
      <BrowseNav current="/browse-aya" />
      <header className="pg-head">
        <h1>{t('indexTitle')}</h1>
        <p className="pg-lead">{t('indexLead')}</p>
      </header>
      <VersePicker locale={locale} />
      <section aria-labelledby="examples" className="pg-section">
        <h2 id="examples">{t('examples')}</h2>
        <ul className="pg-chips" role="list">
          {examples.map((v) => (
            <li key={`${v.sura}:${v.aya}`}>
              <Link href={ayaPath(v.sura, v.aya)} className="pg-chip">
                {namer(getSura(v.sura)!).name} {localDigits(`${v.sura}:${v.aya}`, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

interface Row {
  book: Book;
  item: CommentaryItem | undefined;
  century: number | null;
}

async function Compare({
  locale,
  verse,
  type,
  centuries,
  categories,
  chosen,
}: {
  locale: string;
  verse: VerseRef;
  type: TypeFilter;
  centuries: number[];
  categories: number[];
  chosen: number[];
}) {
  const [t, tDeath] = await Promise.all([getT('compare'), getT('death')]);
  const c = api();
  const lang = asLang(locale);
  const [page, books, cats] = await Promise.all([
    c.page({ lang, sura: verse.sura, aya: verse.aya }),
    c.books({ lang }, LIST_CACHE),
    c.categories({ lang }, LIST_CACHE),
  ]);
  const verseRow = page.data.find((v) => v.surah_id === verse.sura && v.ayah_number === verse.aya);
  const font = await riwayaFont(verseRow?.rewaya_id ?? page.rewaya_id);
  const all = type === 'all' ? [...books.enterpretation, ...books.translation] : books[type];
  // Unknown / modern authors form the last column of the timeline ("16").
  const centuryKey = (b: Book) =>
    b.century ?? centuryOf(effectiveDeathHijri(b.author_death, b.author_death_ce)) ?? 16;
  const selected = all.filter(
    (b) =>
      (chosen.length === 0 || chosen.includes(b.id)) &&
      (centuries.length === 0 || centuries.includes(centuryKey(b))) &&
      (categories.length === 0 || (b.category_id !== null && categories.includes(b.category_id))),
  );
  const ids = selected.map((b) => b.id).slice(0, 100);
  const content = ids.length
    ? await c.booksContent({ lang, sura: verse.sura, aya: verse.aya, book_ids: ids })
    : { data: [], bintro: [] };
  const byBook = new Map<number, CommentaryItem>();
  for (const item of content.data) if (!byBook.has(item.book_id)) byBook.set(item.book_id, item);
  const rows: Row[] = sortByDeathYear(
    selected.map((book) => ({ book, item: byBook.get(book.id), century: centuryKey(book) })),
    (r) => ({
      authorDeathHijri: r.book.author_death,
      authorDeathCe: r.book.author_death_ce,
      bookDeathHijri: r.book.death,
      id: r.book.id,
    }),
  );
  const withText = rows.filter((r) => r.item && !r.item.missing && r.item.text);
  const sura = getSura(verse.sura);
  const suraName = sura && suraNameText((await getSuraNamer())(sura));
  const category = await getCategoryNamer();
  const base = siteUrl();
  const pagePath = `/${locale}${ayaPath(verse.sura, verse.aya)}`;
  const accessed = new Date();
  // Citations name the site by its title (spec §1), as the shell's <title> does.
  const siteName = (await getT('meta'))('title');
  const count = ayaCount(10, verse.sura);
  const prev =
    verse.aya > 1
      ? { sura: verse.sura, aya: verse.aya - 1 }
      : verse.sura > 1
        ? { sura: verse.sura - 1, aya: ayaCount(10, verse.sura - 1) }
        : null;
  const next =
    verse.aya < count
      ? { sura: verse.sura, aya: verse.aya + 1 }
      : verse.sura < 114
        ? { sura: verse.sura + 1, aya: 1 }
        : null;
  // Only centuries that have books are drawn (issue 32: a phone screen of empty columns buried the
  // filter); the filter offers the centuries of the books of the chosen type, so that one century
  // chosen still lists the others.
  const centuryNumbers = Array.from({ length: 16 }, (_, i) => i + 1);
  const timeline = centuryNumbers
    .map((n) => ({ n, rows: rows.filter((r) => r.century === n) }))
    .filter(({ rows: rs }) => rs.length > 0);
  const filterCenturies = centuryNumbers.filter(
    (n) => centuries.includes(n) || all.some((b) => centuryKey(b) === n),
  );
  const centuryName = (n: number) => (n === 16 ? t('modernOrUnknown') : t('centuryN', { n }));
  const filterQuery = (extra: Record<string, string>) => {
    const q = new URLSearchParams();
    if (chosen.length) q.set('books', chosen.join(','));
    else if (type !== 'enterpretation') q.set('type', type);
    for (const x of centuries) q.append('century', String(x));
    for (const x of categories) q.append('category', String(x));
    for (const [k, v] of Object.entries(extra)) q.set(k, v);
    const s = q.toString();
    return s ? `?${s}` : '';
  };

  return (
    <div className="pg-wrap pg-compare-page">
      <QuranFontStyle fonts={[font]} />
      <BrowseNav current="/browse-aya" />
      <header className="pg-head">
        <p className="pg-kicker">{t('kicker')}</p>
        <h1>
          {t('title', { sura: verse.sura, aya: verse.aya })}
          {suraName && <span className="pg-sub"> · {suraName}</span>}
        </h1>
      </header>
      {verseRow && <QuotedVerse verse={verseRow} font={font} wordStudy />}
      <nav className="pg-verse-nav" aria-label={t('verseNav')}>
        {prev ? (
          <Link href={ayaPath(prev.sura, prev.aya)} rel="prev" className="pg-chip">
            {t('previousVerse')}
          </Link>
        ) : (
          <span />
        )}
        <Link href={`/?sura=${verse.sura}&aya=${verse.aya}`} className="pg-chip">
          {t('readInMushaf')}
        </Link>
        {next ? (
          <Link href={ayaPath(next.sura, next.aya)} rel="next" className="pg-chip">
            {t('nextVerse')}
          </Link>
        ) : (
          <span />
        )}
      </nav>

      <details
        className="pg-filters"
        open={centuries.length > 0 || categories.length > 0 || type !== 'enterpretation'}
      >
        <summary>{t('filters')}</summary>
        <form action={`/${locale}${ayaPath(verse.sura, verse.aya)}`} method="get">
          <fieldset>
            <legend>{t('bookType')}</legend>
            <div className="pg-checks">
              {TYPES.map((x) => (
                <label key={x} className="pg-check">
                  <input type="radio" name="type" value={x} defaultChecked={type === x} />
                  <span>{t(`type_${x}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('byCentury')}</legend>
            <div className="pg-checks">
              {filterCenturies.map((n) => (
                <label key={n} className="pg-check">
                  <input type="checkbox" name="century" value={n} defaultChecked={centuries.includes(n)} />
                  <span>{centuryName(n)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('byCategory')}</legend>
            <div className="pg-checks">
              {cats.data.map((cat) => (
                <label key={cat.id} className="pg-check">
                  <input
                    type="checkbox"
                    name="category"
                    value={cat.id}
                    defaultChecked={categories.includes(cat.id)}
                  />
                  <span>{category(cat.slug, cat.title)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="pg-actions">
            <button type="submit" className="button">
              {t('apply')}
            </button>
            <Link href={ayaPath(verse.sura, verse.aya)} className="button secondary">
              {t('reset')}
            </Link>
          </div>
        </form>
      </details>

      <section className="pg-section" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('timeline')}</h2>
        <p className="pg-note">{t('timelineNote', { count: withText.length, total: rows.length })}</p>
        <ol className="pg-timeline" role="list" data-testid="timeline">
          {timeline.map(({ n, rows: rs }) => (
            <li
              key={n}
              className="pg-century"
              data-empty={rs.length === 0 ? 'true' : undefined}
              data-century={n}
            >
              <span className="pg-century-label">{centuryName(n)}</span>
              <ul role="list">
                {rs.map((r) => (
                  <li key={r.book.id}>
                    <a
                      href={`#c-${r.book.id}`}
                      className="pg-dot"
                      data-missing={!r.item || r.item.missing ? 'true' : undefined}
                      title={r.book.title}
                    >
                      <span dir="auto">{r.book.author_name ?? r.book.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="commentaries-title" className="pg-section">
        <h2 id="commentaries-title">{t('commentaries', { count: rows.length })}</h2>
        {rows.length === 0 && <p className="pg-empty">{t('noneMatch')}</p>}
        <ol className="pg-compare" role="list" data-testid="compare-list">
          {rows.map((r) => {
            const { book, item } = r;
            const anchor = `c-${book.id}`;
            const url = `${base.origin}${pagePath}${filterQuery({})}#${anchor}`;
            const died = effectiveDeathHijri(book.author_death, book.author_death_ce);
            const title = bookTitle(book, locale);
            const diedShown = diedText(tDeath, bookDeathDate(book));
            const cite = {
              author: book.author_name ?? '',
              book: book.title,
              sura: verse.sura,
              aya: item?.aya_from ?? verse.aya,
              ayaTo: item?.aya_to ?? verse.aya,
              url,
              accessed,
              deathHijri: died,
              site: siteName,
            };
            const chicagoText = chicago(cite);
            const bibText = bibtex(cite, `tafsir${book.id}_${verse.sura}_${verse.aya}`);
            const missing = !item || item.missing || !item.text;
            return (
              <li key={book.id}>
                <article
                  id={anchor}
                  className="pg-passage"
                  aria-labelledby={`${anchor}-t`}
                  data-book={book.id}
                  data-death={died ?? ''}
                  data-missing={missing ? 'true' : undefined}
                >
                  <header className="pg-passage-head">
                    <div>
                      <h3 id={`${anchor}-t`} dir="auto" lang={title.lang}>
                        <Link href={`/book/${book.id}`}>{title.text}</Link>
                      </h3>
                      <p className="pg-meta">
                        <span dir="auto">{book.author_name}</span>
                        {diedShown && <span className="pg-death">{diedShown}</span>}
                        {item && item.aya_to > item.aya_from && (
                          <span>{t('covers', { from: item.aya_from, to: item.aya_to })}</span>
                        )}
                      </p>
                    </div>
                    <a
                      className="pg-permalink"
                      href={`#${anchor}`}
                      aria-label={t('permalinkTo', { book: book.title })}
                    >
                      #
                    </a>
                  </header>
                  {missing ? (
                    <p className="pg-missing">{t('missing')}</p>
                  ) : (
                    <div
                      className="pg-passage-body"
                      tabIndex={0}
                      role="region"
                      aria-labelledby={`${anchor}-t`}
                    >
                      <PassageText
                        text={item.text}
                        footnotes={item.footnotes}
                        lang={book.language}
                        id={anchor}
                        footnotesLabel={t('footnotes')}
                      />
                    </div>
                  )}
                  {!missing && (
                    <footer className="pg-passage-foot">
                      <Link href={`/?sura=${verse.sura}&aya=${verse.aya}&books=${book.id}`}>
                        {t('readBeside')}
                      </Link>
                      <NoteLink
                        place={{
                          book_id: book.id,
                          sura: verse.sura,
                          aya: verse.aya,
                          rewaya_id: verseRow?.rewaya_id ?? page.rewaya_id,
                        }}
                      />
                      <details className="pg-cite">
                        <summary>{t('cite')}</summary>
                        <div className="pg-cite-body">
                          <h4>Chicago</h4>
                          <p className="pg-cite-text" dir="ltr" lang="en">
                            {chicagoText}
                          </p>
                          <CopyButton text={chicagoText} label={t('copy')} done={t('copied')} />
                          <h4>BibTeX</h4>
                          <pre dir="ltr" lang="en">
                            {bibText}
                          </pre>
                          <CopyButton text={bibText} label={t('copy')} done={t('copied')} />
                        </div>
                      </details>
                    </footer>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      </section>
      <VersePicker locale={locale} current={verse} />
    </div>
  );
}
