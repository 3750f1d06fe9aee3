'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A dropdown built on <details>: it opens and closes without JavaScript; with JavaScript it also
 * closes on Escape, on a click outside, and when `closeSignal` changes (after a choice).
 */
export function Disclosure({
  summary,
  summaryLabel,
  className,
  children,
  closeSignal,
}: {
  summary: ReactNode;
  summaryLabel?: string;
  className?: string;
  children: ReactNode;
  closeSignal?: unknown;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onDoc = (e: MouseEvent) => {
      if (el.open && !el.contains(e.target as Node)) el.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && el.open) {
        el.open = false;
        el.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [closeSignal]);
  return (
    <details ref={ref} className={['dropdown', className].filter(Boolean).join(' ')}>
      <summary aria-label={summaryLabel}>{summary}</summary>
      <div className="dropdown-panel">{children}</div>
    </details>
  );
}
