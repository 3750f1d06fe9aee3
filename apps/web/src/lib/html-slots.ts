/**
 * Server-side hand-over of large server-made HTML from the React Server Components render to the HTML
 * (SSR) render of the same request, so that text is sent once, in the HTML, and not a second time in
 * the page data that follows it (issue 5: on the reading page that copy was more than half the bytes).
 *
 * Both renders run in this process, in separate module graphs; the registry therefore lives on
 * globalThis. A slot is taken (and removed) by the SSR render that prints it; slots a render never
 * took (an aborted request) are swept after SLOT_TTL_MS.
 */

type Slot = { html: string; at: number };
const KEY = Symbol.for('tafsir.htmlSlots');
const SLOT_TTL_MS = 60_000;

function registry(): Map<string, Slot> {
  const g = globalThis as { [KEY]?: Map<string, Slot> };
  return (g[KEY] ??= new Map());
}

/** Keeps `html` for the SSR render of this request and returns the slot's id. */
export function putHtmlSlot(html: string): string {
  const slots = registry();
  const now = Date.now();
  // Entries are in insertion order, so the stale ones are at the front.
  for (const [id, slot] of slots) {
    if (now - slot.at < SLOT_TTL_MS) break;
    slots.delete(id);
  }
  const id = crypto.randomUUID();
  slots.set(id, { html, at: now });
  return id;
}

/** The slot's HTML, once (the SSR render calls it); '' for an unknown or already taken slot. */
export function takeHtmlSlot(id: string): string {
  const slots = registry();
  const slot = slots.get(id);
  slots.delete(id);
  return slot?.html ?? '';
}

/** How many slots wait to be taken (tests: a render leaves none behind). */
export function pendingHtmlSlots(): number {
  return registry().size;
}
