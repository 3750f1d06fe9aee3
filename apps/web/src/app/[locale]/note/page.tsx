import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import '@/components/pages/pages.css';
import '@/components/feedback/feedback.css';
import { FEEDBACK_LIMITS } from '@/lib/feedback/feedback';
import { sendNote } from '@/lib/feedback/feedback-action';
import { FeedbackForm } from '@/components/feedback/FeedbackForm';
import { feedbackLabels } from '@/lib/feedback/labels';
import { notePlaceFrom } from '@/lib/feedback/note-place';
import { passageText } from '@/lib/feedback/passage';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { api, asLang, CONTENT_CACHE, orNotFound } from '@/lib/api';
import { contentDir } from '@/lib/content-lang';
import { textLanguage } from '@/lib/catalogue';

// One form per passage, named by the query (book_id, sura, aya, rewaya_id): rendered per request from
// the API's cached answers; the reading page only links here, so its cached document stays the same.
export const dynamic = 'force-dynamic';

type SP = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SP> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('feedback');
  return { title: t('noteTitle'), robots: { index: false } };
}

export default async function NotePage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // The proxy already sent a query that does not validate to the 404 page; checked again here.
  const place = notePlaceFrom(await searchParams);
  if (!place) notFound();
  const answer = await orNotFound(
    api().booksContent(
      {
        lang: asLang(locale),
        book_ids: [place.book_id],
        sura: place.sura,
        aya: place.aya,
        rewaya_id: place.rewaya_id,
      },
      CONTENT_CACHE,
    ),
  );
  const items = answer.data.filter((i) => i.book_id === place.book_id);
  const book = items[0];
  if (!book) notFound();
  const passage = passageText(
    items.filter((i) => !i.missing && i.text).map((i) => i.text),
    FEEDBACK_LIMITS.text,
  );
  const t = await getT('feedback');
  const labels = await feedbackLabels('sentNote');
  const readingHref = `/${locale}?sura=${place.sura}&aya=${place.aya}&books=${place.book_id}&rewaya_id=${place.rewaya_id}`;
  return (
    <div className="pg-wrap pg-narrow">
      <header className="pg-head">
        <h1>{t('noteTitle')}</h1>
        <p className="pg-lead">{t('noteLead')}</p>
      </header>
      <dl className="pg-facts fb-place" data-testid="note-place">
        <div>
          <dt>{t('book')}</dt>
          <dd dir="auto">
            <span lang={textLanguage(book.book_title, book.language)}>{book.book_title}</span>
            {book.author_name && <span className="fb-author"> — {book.author_name}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('verse')}</dt>
          <dd>
            <a href={readingHref}>{t('verseRef', { sura: place.sura, aya: place.aya })}</a>
          </dd>
        </div>
      </dl>
      {passage.cut && <p className="fb-hint">{t('passageCut')}</p>}
      <FeedbackForm
        id="note"
        action={sendNote}
        labels={labels}

        hidden={{
          book_id: String(place.book_id),
          sura: String(place.sura),
          aya: String(place.aya),
          rewaya_id: String(place.rewaya_id),
          locale,
        }}
        fields={[
          {
            name: 'proposed_text',
            label: t('proposedText'),
            kind: 'textarea',
            required: true,
            maxLength: FEEDBACK_LIMITS.text,
            rows: 10,
            value: passage.text,
            lang: book.language,
            dir: contentDir(book.language),
          },
          {
            name: 'original_text',
            label: t('originalText'),
            kind: 'textarea',
            required: true,
            maxLength: FEEDBACK_LIMITS.text,
            rows: 6,
            value: passage.text,
            lang: book.language,
            dir: contentDir(book.language),
          },
          {
            name: 'name',
            label: t('name'),
            kind: 'input',
            required: true,
            maxLength: FEEDBACK_LIMITS.name,
            autoComplete: 'name',
          },
          {
            name: 'email',
            label: t('email'),
            kind: 'input',
            type: 'email',
            required: true,
            maxLength: FEEDBACK_LIMITS.email,
            autoComplete: 'email',
          },
        ]}
      />
    </div>
  );
}
