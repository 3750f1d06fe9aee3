'use client';

import { createElement, type HTMLAttributes } from 'react';
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

/**
 * An element whose content is our own escaped, server-made HTML (ServerHtml decides how it travels).
 * React does not walk dangerouslySetInnerHTML content when it hydrates, and it rewrites it only when
 * the string changes, so the markup read back from the DOM stays as the server printed it.
 */
export function HtmlIsland({ html, slot, tag = 'div', ...attrs }: Props) {
  const content = html ?? (slot ? htmlOf(slot) : '');
  return createElement(tag, {
    ...attrs,
    'data-slot': html === undefined ? slot : undefined,
    dangerouslySetInnerHTML: { __html: content },
  });
}
