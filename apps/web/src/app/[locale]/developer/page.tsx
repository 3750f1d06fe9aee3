import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { DEVELOPER_ROUTES } from '@tafsir/client';
import '@/components/pages/pages.css';
import '@/components/developer/developer.css';
import { CurlLine } from '@/components/developer/CurlLine';
import { LoginForm, RegisterForm, type FormLabels } from '@/components/developer/DeveloperForms';
import { KeyProvider } from '@/components/developer/KeyContext';
import { TypedKey } from '@/components/developer/TypedKey';
import { getT } from '@/i18n/t-server';
import { routing } from '@/i18n/routing';
import { publicApiBase } from '@/lib/api';
import { alternatesFor } from '@/lib/site';

// A cached document, the same for every reader: reading the request here fails the build.
export const dynamic = 'error';
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

type Endpoint = {
  method: 'quranText' | 'bookList' | 'booksContent' | 'rewayaList';
  ns: 'quran' | 'books' | 'content' | 'rewaya';
  params: Array<{ name: string; key: string; optional?: boolean }>;
  query: Record<string, string | number>;
  answer: string;
};

const ENDPOINTS: Endpoint[] = [
  {
    method: 'quranText',
    ns: 'quran',
    params: [
      { name: 'page_number', key: 'page_number', optional: true },
      { name: 'sura', key: 'sura', optional: true },
      { name: 'aya', key: 'aya', optional: true },
      { name: 'rewaya_id', key: 'rewaya_id', optional: true },
    ],
    query: { page_number: 1, rewaya_id: 10 },
    answer: `{
  "data": [
    { "surah_id": 1, "ayah_number": 1, "uthmani_text": "بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ", "page_id": 1, "rewaya_id": 10, … }
  ],
  "page": 1,
  "rewaya_id": 10,
  "total_pages": 604
}`,
  },
  {
    method: 'bookList',
    ns: 'books',
    params: [
      { name: 'type', key: 'type', optional: true },
      { name: 'title', key: 'titleParam', optional: true },
      { name: 'language', key: 'language', optional: true },
    ],
    query: { type: 'translation', language: 'en' },
    answer: `{
  "data": [
    { "id": 12, "type": "translation", "title": "…", "language": "en", "author_name": "…", "author_death": null, … }
  ],
  "total": 1
}`,
  },
  {
    method: 'booksContent',
    ns: 'content',
    params: [
      { name: 'book_ids', key: 'book_ids' },
      { name: 'sura', key: 'sura' },
      { name: 'aya', key: 'aya' },
      { name: 'lang', key: 'lang', optional: true },
    ],
    query: { book_ids: '1,2', sura: 1, aya: 1, lang: 'ar' },
    answer: `{
  "data": [
    { "book_id": 1, "sura": 1, "ayah_number": 1, "aya_from": 1, "aya_to": 1, "text": "…", "footnotes": [], … }
  ],
  "bintro": [{ "books_id": 1, "intro": "…", "footnotes": [] }]
}`,
  },
  {
    method: 'rewayaList',
    ns: 'rewaya',
    params: [{ name: 'lang', key: 'lang', optional: true }],
    query: { lang: 'en' },
    answer: `[
  { "id": 10, "name": "Hafs", "name_ar": "حفص عن عاصم", "name_en": "Hafs", "verses": 6236, "pages": 604, … }
]`,
  },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getT('developer');
  return { title: t('title'), alternates: alternatesFor(locale, '/developer') };
}

export default async function DeveloperPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getT('developer');
  const pick = <K extends string>(ns: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, t(`${ns}.${k}`)])) as Record<K, string>;
  const labels: FormLabels = {
    register: pick('register', [
      'title',
      'lead',
      'appName',
      'password',
      'minHint',
      'passwordHint',
      'website',
      'phone',
      'country',
      'email',
      'submit',
    ] as const),
    login: pick('login', ['title', 'lead', 'login', 'password', 'submit'] as const),
    errors: pick('errors', [
      'required',
      'fillAll',
      'appName',
      'password',
      'website',
      'email',
      'unavailable',
      'limited',
    ] as const),
    key: pick('key', ['title', 'once', 'header'] as const),
    sending: t('sending'),
    honeypot: t('honeypot'),
    copy: t('copy'),
    copied: t('copied'),
  };
  // '' (same origin) unless PUBLIC_API_URL: the curl lines then show the visitor's own origin,
  // filled in by the browser (CurlLine), so this cached document is the same for every reader
  const base = publicApiBase();
  return (
    <div className="pg-wrap">
      <header className="pg-head">
        <h1>{t('title')}</h1>
        <p className="pg-lead">{t('lead')}</p>
        <p>
          <a href={`${base}/api/docs`} data-testid="openapi-link">
            {t('docs')}
          </a>
        </p>
      </header>
      <KeyProvider>
        <div className="dev-grid">
          <RegisterForm labels={labels} />
          <LoginForm labels={labels} />
        </div>
        <section className="pg-section" aria-labelledby="typed-title">
          <h2 id="typed-title">{t('typed.title')}</h2>
          <TypedKey labels={{ label: t('typed.label'), hint: t('typed.hint'), empty: t('typed.empty') }} />
        </section>
        <section className="pg-section" aria-labelledby="endpoints-title">
          <h2 id="endpoints-title">{t('endpoints.title')}</h2>
          <p className="pg-lead">{t('endpoints.lead')}</p>
          {ENDPOINTS.map((e) => (
            <article key={e.method} className="dev-endpoint" aria-labelledby={`ep-${e.method}`}>
              <h3 id={`ep-${e.method}`}>{t(`${e.ns}.title`)}</h3>
              <p>
                <code className="dev-route" dir="ltr">
                  {DEVELOPER_ROUTES[e.method].method} {DEVELOPER_ROUTES[e.method].path}
                </code>
              </p>
              <p>{t(`${e.ns}.desc`)}</p>
              <h4>{t('endpoints.params')}</h4>
              <dl className="dev-params">
                {e.params.map((p) => (
                  <div key={p.name} style={{ display: 'contents' }}>
                    <dt>{p.name}</dt>
                    <dd>
                      {t(`${e.ns}.${p.key}`)}
                      {p.optional ? <span className="dev-optional"> ({t('endpoints.optional')})</span> : null}
                    </dd>
                  </div>
                ))}
              </dl>
              <h4>{t('endpoints.curl')}</h4>
              <CurlLine
                baseUrl={base}
                method={e.method}
                query={e.query}
                id={`curl-${e.method}`}
                copy={t('copy')}
                copied={t('copied')}
              />
              <h4>{t('endpoints.answer')}</h4>
              <pre className="dev-code" dir="ltr">
                <code>{e.answer}</code>
              </pre>
            </article>
          ))}
        </section>
      </KeyProvider>
    </div>
  );
}
