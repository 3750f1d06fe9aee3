'use client';

import type { ChangeEvent, CompositionEvent } from 'react';
import { searchesOnKeyRelease } from './live-query';

/**
 * Search as you type (spec §5) for a search box: every edit of the box searches what the box then
 * holds (the caller debounces, so the last edit before a pause wins). Edits are the box's `input`
 * events (React's onChange), whatever made them — keys, a paste, a drop, an input method, dictation
 * (issue 32: key releases alone missed all but the keys). A key that changes nothing (Tab into the
 * box, Shift, an arrow) fires no `input` event, so it does not search again and lose a results page.
 * While an input method composes, the composition's end searches, not each of its steps.
 */
export function useSearchAsYouType(search: (value: string) => void) {
  return {
    /** Call from the box's onChange (the `input` event). */
    onEdit(e: ChangeEvent<HTMLInputElement>) {
      if (!searchesOnKeyRelease(window)) return;
      if ((e.nativeEvent as InputEvent).isComposing) return;
      search(e.target.value);
    },
    /** The box's onCompositionEnd: the composed text searches. */
    onCompositionEnd(e: CompositionEvent<HTMLInputElement>) {
      if (!searchesOnKeyRelease(window)) return;
      search(e.currentTarget.value);
    },
  };
}
