'use client';

import { useEffect, useState } from 'react';

/** A random id made in this browser: randomUUID where the page is a secure context, else getRandomValues. */
function browserId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The form's idempotency key (`request_id`), made in the browser once the form has mounted: the server
 * renders the input empty, since a form page is a cached document that every visitor shares (SECURITY.md,
 * "shared cache"), and an id rendered there would be everyone's. `sent` counts the submissions answered so
 * far, so a new message gets a new key while a retry of the same one reuses it. Without JavaScript the
 * field stays empty and the server action makes an id per post.
 */
export function SubmissionIdField({ sent }: { sent: number | undefined }) {
  const [id, setId] = useState('');
  // Two-pass rendering (React's documented way to show a client-only value): empty in the HTML.
  useEffect(() => setId(browserId()), []);
  return <input type="hidden" name="request_id" value={id ? `${id}-${sent ?? 0}` : ''} />;
}
