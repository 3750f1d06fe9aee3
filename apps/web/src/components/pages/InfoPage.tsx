import { getT } from '@/i18n/t-server';

/** A page of prose from the messages: `title`, `lead`, then sections `{id}Title` / `{id}Body` (paragraphs split at blank lines). */
export async function InfoSections({
  namespace,
  sections,
}: {
  namespace: string;
  sections: readonly string[];
}) {
  const t = await getT(namespace);
  return (
    <>
      {sections.map((id) => (
        <section key={id} className="pg-section pg-prose-section" aria-labelledby={`${namespace}-${id}`}>
          <h2 id={`${namespace}-${id}`}>{t(`${id}Title`)}</h2>
          {t(`${id}Body`)
            .split(/\n\s*\n/)
            .map((p, i) => (
              <p key={i} className="pg-prose">
                {p}
              </p>
            ))}
        </section>
      ))}
    </>
  );
}

export async function InfoHead({ namespace, updated }: { namespace: string; updated?: boolean }) {
  const t = await getT(namespace);
  return (
    <header className="pg-head">
      <h1>{t('title')}</h1>
      <p className="pg-lead">{t('lead')}</p>
      {updated && <p className="pg-note">{t('updated')}</p>}
    </header>
  );
}
