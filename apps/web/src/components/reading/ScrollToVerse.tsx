'use client';

import { useEffect } from 'react';

/**
 * Brings the selected verse into view (centred, only when it is not wholly on screen) and scrolls the
 * sura panel to the current sura, without moving the page for the panel.
 *
 * Positions are read in IntersectionObserver callbacks, which the browser delivers after its own
 * layout of the frame: reading them in the effect forced a layout of the whole page inside the
 * hydration task, and even a timer after the first paint met layout made dirty again by the
 * commentary paragraphs coming into view (issue 5: TBT). With the viewport as root the observer
 * also sees the clipping of the Quran column's own scroll box.
 */
export function ScrollToVerse({ verseId }: { verseId: string }) {
  useEffect(() => {
    const observers: IntersectionObserver[] = [];
    /** `then` once, the first time `target` shows on screen (any part of it, or all with threshold 1). */
    const once = (target: Element, threshold: 0 | 1, then: (entry: IntersectionObserverEntry) => void) => {
      const io = new IntersectionObserver(
        ([entry]) => {
          if (!entry || (threshold === 0 && !entry.isIntersecting)) return;
          io.disconnect();
          then(entry);
        },
        { threshold },
      );
      io.observe(target);
      observers.push(io);
    };
    const verse = document.getElementById(verseId);
    if (verse)
      once(verse, 1, (entry) => {
        if (entry.intersectionRatio < 1)
          verse.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
      });
    // The sura panel: its current row centred once the panel is on screen (at once on wide screens,
    // on opening on a phone, where the closed panel's list is not laid out: see globals.css).
    const panel = document.querySelector<HTMLElement>('.sura-panel');
    const row = panel?.querySelector<HTMLElement>('#tabpanel-chapter a[aria-current="true"]');
    if (panel && row)
      once(panel, 0, () => {
        const top = row.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop;
        panel.scrollTop = Math.max(0, top - panel.clientHeight / 2 + row.clientHeight / 2);
      });
    return () => observers.forEach((io) => io.disconnect());
  }, [verseId]);
  return null;
}
