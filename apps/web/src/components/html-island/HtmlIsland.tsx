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

/** Markup of the first document, read back from the DOM once per slot (see htmlOf). */
const seen = new Map<string, string>();

function htmlOf(slot: string): string {
  if (typeof window === 'undefined') return takeHtmlSlot(slot);
  let html = seen.get(slot);
  if (html === undefined) {
    // Hydration: the element the server printed is in the document; its markup is kept for later
    // renders of the same slot (a tab switch, or the router restoring the first page on Back).
    html = document.querySelector(`[data-slot="${slot}"]`)?.innerHTML ?? '';
    seen.set(slot, html);
  }
  return html;
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
  const focusAt = useRef<number | null>(null);
  // Read before React commits new markup: which focusable element (by position) has the focus now.
  if (typeof window !== 'undefined' && content !== rendered.current && ref.current) {
    const focused = document.activeElement;
    focusAt.current =
      focused && ref.current.contains(focused)
        ? Array.from(ref.current.querySelectorAll(FOCUSABLE)).indexOf(focused)
        : null;
  }
  useLayoutEffect(() => {
    rendered.current = content;
    const at = focusAt.current;
    focusAt.current = null;
    if (at === null || at < 0 || !ref.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus({ preventScroll: true });
  }, [content]);
  return createElement(tag, {
    ...attrs,
    ref,
    'data-slot': html === undefined ? slot : undefined,
    dangerouslySetInnerHTML: { __html: content },
  });
}
