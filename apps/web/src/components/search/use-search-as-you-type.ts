'use client';

import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { searchesOnKeyRelease } from './live-query';

/** Edits that come with no key release in the box: a paste or a drop with the mouse, a cut from a menu. */
const EDITS_WITHOUT_KEY = new Set(['insertFromPaste', 'insertFromDrop', 'deleteByCut', 'deleteByDrag']);

/**
 * Search as you type (spec §5) for a search box: the key release that follows an edit of the box
 * searches (the caller debounces), and so does an edit made without a key (pasted from a menu).
 * A key release that changed nothing — Tab into the box, Shift, an arrow — does not: on a results
 * page it would search the box's value again and lose the page, or, in an empty box, the search.
 */
export function useSearchAsYouType(search: (value: string) => void) {
  const edited = useRef(false);
  return {
    /** Call from the box's onChange. */
    onEdit(e: ChangeEvent<HTMLInputElement>) {
      if (!searchesOnKeyRelease(window)) return;
      if (EDITS_WITHOUT_KEY.has((e.nativeEvent as InputEvent).inputType)) {
        edited.current = false;
        search(e.target.value);
      } else edited.current = true;
    },
    onKeyUp(e: KeyboardEvent<HTMLInputElement>) {
      if (e.key === 'Enter' || !edited.current || !searchesOnKeyRelease(window)) return;
      edited.current = false;
      search(e.currentTarget.value);
    },
  };
}
