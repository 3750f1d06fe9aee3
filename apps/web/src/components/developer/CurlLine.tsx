'use client';

import { useSyncExternalStore } from 'react';
import { curlExample } from '@tafsir/client';
import { CopyButton } from './CopyButton';
import { useTypedKey } from './KeyContext';

export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

const noSubscription = () => () => {};
/** The visitor's origin in the browser; none in the server's render (one cached page for everyone). */
const visitorOrigin = () => window.location.origin;
const noOrigin = () => '';

/**
 * A copyable curl line for one developer endpoint, with the typed key or a placeholder. `baseUrl`:
 * the API's public origin, '' when it is the site's own — then the line shows the origin the visitor
 * reached the site at, read in the browser (the server renders the path alone).
 */
export function CurlLine({
  baseUrl,
  method,
  query,
  id,
  copy,
  copied,
}: {
  baseUrl: string;
  method: 'quranText' | 'bookList' | 'booksContent' | 'rewayaList';
  query: Record<string, string | number>;
  id: string;
  copy: string;
  copied: string;
}) {
  const { typed } = useTypedKey();
  const origin = useSyncExternalStore(noSubscription, visitorOrigin, noOrigin);
  const line = curlExample(baseUrl || origin, method, typed.trim() || KEY_PLACEHOLDER, query);
  return (
    <div className="dev-curl">
      <pre className="dev-code" dir="ltr" id={id} data-testid={`curl-${method}`}>
        <code>{line}</code>
      </pre>
      <CopyButton text={line} label={copy} done={copied} describedBy={id} />
    </div>
  );
}
