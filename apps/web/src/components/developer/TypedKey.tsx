'use client';

import { developerAuthorization } from '@tafsir/client';
import { useTypedKey } from './KeyContext';

/** Spec §6: once a key is typed, the exact header to send is shown. */
export function TypedKey({ labels }: { labels: { label: string; hint: string; empty: string } }) {
  const { typed, setTyped } = useTypedKey();
  const key = typed.trim();
  return (
    <div className="dev-typed">
      <div className="pg-field">
        <label htmlFor="dev-typed-key">{labels.label}</label>
        <input
          id="dev-typed-key"
          type="text"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby="dev-typed-header"
        />
      </div>
      <div id="dev-typed-header" aria-live="polite">
        {key ? (
          <>
            <p className="pg-note">{labels.hint}</p>
            <pre className="dev-code" dir="ltr" data-testid="typed-header">
              <code>{`Authorization: ${developerAuthorization(key)}`}</code>
            </pre>
          </>
        ) : (
          <p className="pg-note">{labels.empty}</p>
        )}
      </div>
    </div>
  );
}
