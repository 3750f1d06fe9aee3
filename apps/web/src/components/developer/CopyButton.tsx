'use client';

import { useState } from 'react';

/** Copies `text`; where the clipboard is refused the text stays selectable beside the button. */
export function CopyButton({
  text,
  label,
  done,
  describedBy,
  testId,
}: {
  text: string;
  label: string;
  done: string;
  describedBy?: string;
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button secondary dev-copy"
      aria-describedby={describedBy}
      data-testid={testId}
      onClick={() => {
        const ok = () => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        };
        const write = navigator.clipboard?.writeText(text);
        if (write) void write.then(ok, () => undefined);
      }}
    >
      <span aria-live="polite">{copied ? done : label}</span>
    </button>
  );
}
