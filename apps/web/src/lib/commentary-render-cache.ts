import { LRUCache } from 'lru-cache';
import { renderCommentaryEntry, type RenderedEntry } from '@/components/CommentaryParts';

/**
 * Rendered passages (core parse and our escaped markup) kept across requests on the server: the
 * three commentaries of a reading page were parsed and escaped again for every reader, about 0.8 ms
 * of the render with al-Tabari's 34,000 characters on 2:255 (issue 5: SSR time). The key holds the
 * text itself, so a re-import with new text never meets an old entry. Bounded by size: about 16 MB
 * (8 million UTF-16 characters of keys and markup).
 */
const rendered = new LRUCache<string, RenderedEntry>({
  maxSize: 8_000_000,
  sizeCalculation: (entry, key) => Math.max(1, key.length + entry.html.length),
});

/** renderCommentaryEntry through the cache, for pages in `locale` (the footnote labels' language). */
export function cachedCommentaryRenderer(locale: string): typeof renderCommentaryEntry {
  return (text, footnotes, id, footnoteLabel) => {
    const key = `${locale}\u0001${id}\u0001${JSON.stringify(footnotes)}\u0001${text}`;
    let entry = rendered.get(key);
    if (!entry) {
      entry = renderCommentaryEntry(text, footnotes, id, footnoteLabel);
      rendered.set(key, entry);
    }
    return entry;
  };
}
