'use client';

import { useEffect, useRef } from 'react';

/**
 * A form's confirmation or error, once shown, takes the focus and is scrolled into view (issue 32:
 * on a phone they appeared below the fold, under the button, and nothing said a thing had
 * happened). `answer` is the form's state: each new answer (even the same message again) moves
 * there. The element needs tabIndex={-1}.
 */
export function useNoticeInView<T extends HTMLElement>(answer: unknown, shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !shown) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, [answer, shown]);
  return ref;
}
