'use client';

import { curlExample } from '@tafsir/client';
import { CopyButton } from './CopyButton';
import { useTypedKey } from './KeyContext';

export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** A copyable curl line for one developer endpoint, with the typed key or a placeholder. */
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
  const line = curlExample(baseUrl, method, typed.trim() || KEY_PLACEHOLDER, query);
  return (
    <div className="dev-curl">
      <pre className="dev-code" dir="ltr" id={id} data-testid={`curl-${method}`}>
        <code>{line}</code>
      </pre>
      <CopyButton text={line} label={copy} done={copied} describedBy={id} />
    </div>
  );
}
