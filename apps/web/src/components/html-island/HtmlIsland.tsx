'use client';

import { createElement, useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { takeHtmlSlot } from '@/lib/html-slots';

type Props = HTMLAttributes<HTMLElement> & {
  /** The markup itself (client navigations: it comes in the page data). */
  html?: string;
  /** A slot of the server render (a document request: the markup is only in the HTML). */
  slot?: string;
  tag?: 'div' | 'section';
};

/** Markup of the first document's slots, read back from the DOM when it is about to go (see keep). */
const kept = new Map<string, string>();

/**
 * What React is given for a slot of the first document while its element, printed by the server, is
 * still in the page. React neither compares nor rewrites dangerouslySetInnerHTML when it hydrates, and
 * it rewrites it later only when the string changes, so a stand-in does: reading the markup back
 * (innerHTML of the commentaries and the sura lists) cost 2-20 ms of the hydration task on a phone
 * (issue 5: TBT). An HTML comment, so that even written it would show nothing wrong.
 */
const standIn = (slot: string) => `<!--slot ${slot}-->`;

function htmlOf(slot: string): string {
  if (typeof window === 'undefined') return takeHtmlSlot(slot);
  const markup = kept.get(slot);
  if (markup !== undefined) return markup;
  // In development React does compare the markup when it hydrates, and would report the stand-in as
  // a mismatch on every page: there the server's markup is read back at once (Next inlines NODE_ENV,
  // so a production bundle keeps only the stand-in).
  if (process.env.NODE_ENV !== 'production') {
    const printed = document.querySelector(`[data-slot="${slot}"]`)?.innerHTML ?? '';
    kept.set(slot, printed);
    return printed;
  }
  return standIn(slot);
}

/**
 * Keeps the server's markup of `slot` before React replaces or removes the element holding it, for
 * a later render of the same slot (a tab switch, or the router restoring the first page on Back).
 */
function keep(slot: string | undefined, content: string, element: HTMLElement | null) {
  if (slot && element && content === standIn(slot) && !kept.has(slot)) kept.set(slot, element.innerHTML);
}

const FOCUSABLE = 'a[href], button, input, select, textarea';

/**
 * An element whose content is our own escaped, server-made HTML (ServerHtml decides how it travels).
 * React does not walk dangerouslySetInnerHTML content when it hydrates, and it rewrites it only when
 * the string changes, so the markup read back from the DOM stays as the server printed it. When new
 * markup replaces the element holding the keyboard focus (a sura row after choosing it), the focus
 * moves to the element at the same place in the new markup instead of falling back to the page.
 */
export function HtmlIsland({ html, slot, tag = 'div', ...attrs }: Props) {
  const content = html ?? (slot ? htmlOf(slot) : '');
  const ref = useRef<HTMLElement>(null);
  const rendered = useRef(content);
  const renderedSlot = useRef(slot);
  const focusAt = useRef<number | null>(null);
  // Read before React commits new markup: the markup it replaces, when it is the server's, and which
  // focusable element (by position) has the focus now.
  if (typeof window !== 'undefined' && content !== rendered.current && ref.current) {
    keep(renderedSlot.current, rendered.current, ref.current);
    const focused = document.activeElement;
    focusAt.current =
      focused && ref.current.contains(focused)
        ? Array.from(ref.current.querySelectorAll(FOCUSABLE)).indexOf(focused)
        : null;
  }
  useLayoutEffect(() => {
    rendered.current = content;
    renderedSlot.current = slot;
    const at = focusAt.current;
    focusAt.current = null;
    if (at === null || at < 0 || !ref.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus({ preventScroll: true });
  }, [content, slot]);
  // Removed (before React detaches it): the server's markup is kept for the next mount of the slot.
  useLayoutEffect(() => {
    const element = ref.current;
    return () => keep(renderedSlot.current, rendered.current, element);
  }, []);
  return createElement(tag, {
    ...attrs,
    ref,
    'data-slot': html === undefined ? slot : undefined,
    dangerouslySetInnerHTML: { __html: content },
  });
}
