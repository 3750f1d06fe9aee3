import { headers } from 'next/headers';
import { cache, type HTMLAttributes } from 'react';
import { putHtmlSlot } from '@/lib/html-slots';
import { HtmlIsland } from './HtmlIsland';

/**
 * Whether this render answers a browser's document request. Next hides its own `RSC` header from
 * userland, so the test is the one browsers make: a document request accepts text/html, while the
 * router's fetches of page data (navigations, prefetches) accept anything. A client that asks for
 * neither gets the markup in both places: correct, only larger.
 */
const isDocumentRequest = cache(async () => ((await headers()).get('accept') ?? '').includes('text/html'));

/**
 * Server-made HTML (our own escaped markup: commentary text, the sura and book lists) sent once.
 * For a document request it goes into the HTML through a slot and the page data carries only the
 * slot's id; a client navigation gets no HTML, so there the page data carries the markup.
 */
export async function ServerHtml({
  html,
  ...attrs
}: HTMLAttributes<HTMLElement> & { html: string; tag?: 'div' | 'section' }) {
  if (await isDocumentRequest()) return <HtmlIsland {...attrs} slot={putHtmlSlot(html)} />;
  return <HtmlIsland {...attrs} html={html} />;
}
