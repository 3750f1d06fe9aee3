'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { takeRenderFailed } from '@/lib/failed-renders';

type Props = {
  requestId: string | null;
  lang: string;
  dir: 'rtl' | 'ltr';
  title: string;
  backHome: string;
  homeHref: string;
  /** Its few styles (passed in, so they are not part of the client bundle). */
  css: string;
};

/**
 * The server-error page for readers without JavaScript (spec §8). When the page's render fails, Next
 * answers 500 with an empty error document that error.tsx fills in on the client; this adds the same
 * localised message to that document inside <noscript>, so it shows only when scripts do not run.
 * Rendered by the layout before the page, so its hook is registered before the page fails.
 * Server-side only: Next defines NEXT_RUNTIME as '' in browser bundles, which drop the rest.
 */
export function NoScriptServerError(props: Props) {
  return process.env.NEXT_RUNTIME ? <InsertOnFailure {...props} /> : null;
}

function InsertOnFailure({ requestId, lang, dir, title, backHome, homeHref, css }: Props) {
  useServerInsertedHTML(() =>
    takeRenderFailed(requestId) ? (
      <noscript>
        <style>{css}</style>
        <section className="error-page nojs-error" lang={lang} dir={dir} role="alert">
          <p className="error-code">500</p>
          <h1>{title}</h1>
          <p>
            <a href={homeHref}>{backHome}</a>
          </p>
        </section>
      </noscript>
    ) : null,
  );
  return null;
}
