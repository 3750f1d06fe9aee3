'use client';

import { useEffect } from 'react';

/**
 * Brings the selected verse into view (centred, only when it is off screen) and scrolls the sura
 * panel to the current sura, without moving the page for the panel.
 */
export function ScrollToVerse({ verseId }: { verseId: string }) {
  useEffect(() => {
    const verse = document.getElementById(verseId);
    if (verse) {
      const r = verse.getBoundingClientRect();
      const scroller = verse.closest('.quran-scroll');
      const box =
        scroller && scroller.scrollHeight > scroller.clientHeight
          ? scroller.getBoundingClientRect()
          : { top: 0, bottom: window.innerHeight };
      if (r.top < box.top || r.bottom > box.bottom)
        verse.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    }
    const panel = document.querySelector<HTMLElement>('.sura-panel');
    const current = panel?.querySelector<HTMLElement>('#tabpanel-chapter a[aria-current="true"]');
    if (panel && current) {
      const top = current.offsetTop - panel.clientHeight / 2 + current.clientHeight / 2;
      panel.scrollTop = Math.max(0, top);
    }
  }, [verseId]);
  return null;
}
