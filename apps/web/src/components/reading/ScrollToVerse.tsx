'use client';

import { useEffect } from 'react';

/** The books of the reading state last shown (a module's state outlives the views of one visit). */
let shownBooks: string | null = null;

/**
 * The step of the commentary's verse navigation the reader tapped, and where it was on screen: the
 * next view puts the same step back there. Next's router scrolls the new reading view's segment into
 * view on these navigations even with `scroll={false}` (the reading URLs are rewritten by the proxy),
 * which took a phone reader from the commentary back up to the Quran text.
 */
let pinned: { index: number; top: number } | null = null;
const NAV_STEPS = '#commentary-panel .verse-nav .page-step';

function pinTappedStep(event: MouseEvent): void {
  const step = (event.target as Element | null)?.closest?.(NAV_STEPS);
  if (!step) return;
  const index = [...document.querySelectorAll(NAV_STEPS)].indexOf(step);
  pinned = index >= 0 ? { index, top: step.getBoundingClientRect().top } : null;
}

/** Puts the pinned step back where the reader tapped it; true if the page was moved for it. */
function restorePinned(): boolean {
  const pin = pinned;
  pinned = null;
  const step = pin && document.querySelectorAll(NAV_STEPS)[pin.index];
  if (!pin || !step) return false;
  const delta = step.getBoundingClientRect().top - pin.top;
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: 'instant' as ScrollBehavior });
  return true;
}

/** Whether a box scrolls its own content (the Quran column of the two-column layouts). */
function scrollsOwnContent(box: HTMLElement): boolean {
  const overflow = getComputedStyle(box).overflowY;
  return (overflow === 'auto' || overflow === 'scroll') && box.scrollHeight > box.clientHeight + 1;
}

/**
 * Brings the selected verse into view without moving what the reader is using (issue 32): inside the
 * Quran column when that column scrolls on its own (phones, two columns), the page itself not moved;
 * else the page, unless the reader is at the commentary below it (a phone's single column, where
 * moving the page to the verse took "Next verse" away from under the reader's finger). Beside a
 * commentary panel that stays in place (sticky, desktop), the page moves.
 */
function bringVerseIntoView(verse: HTMLElement): void {
  const box = verse.closest<HTMLElement>('.quran-scroll');
  if (box && scrollsOwnContent(box)) {
    const v = verse.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    box.scrollTop += v.top - b.top - Math.max(0, (box.clientHeight - v.height) / 2);
    return;
  }
  const panel = document.getElementById('commentary-panel');
  if (panel && getComputedStyle(panel).position !== 'sticky') {
    const p = panel.getBoundingClientRect();
    if (p.bottom > 0 && p.top < window.innerHeight) return;
  }
  verse.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
}

/**
 * Brings the selected verse into view (centred, only when it is not wholly on screen: see
 * bringVerseIntoView) and scrolls the sura panel to the current sura, without moving the page for
 * the panel; after the books change (chosen in the picker, one removed), the commentary panel's
 * heading comes into view — what the reader asked for, below the Quran text on a phone.
 *
 * Positions are read in IntersectionObserver callbacks, which the browser delivers after its own
 * layout of the frame: reading them in the effect forced a layout of the whole page inside the
 * hydration task, and even a timer after the first paint met layout made dirty again by the
 * commentary paragraphs coming into view (issue 5: TBT). With the viewport as root the observer
 * also sees the clipping of the Quran column's own scroll box.
 */
export function ScrollToVerse({ verseId, books }: { verseId: string; books: string }) {
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
    document.addEventListener('click', pinTappedStep, true);
    restorePinned();
    const booksChanged = shownBooks !== null && shownBooks !== books;
    shownBooks = books;
    const verse = document.getElementById(verseId);
    if (verse)
      once(verse, 1, (entry) => {
        if (entry.intersectionRatio < 1) bringVerseIntoView(verse);
        const heading = document.getElementById('commentary-heading');
        if (booksChanged && heading)
          once(heading, 1, (h) => {
            if (h.intersectionRatio < 1)
              heading.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
          });
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
    return () => {
      document.removeEventListener('click', pinTappedStep, true);
      observers.forEach((io) => io.disconnect());
    };
  }, [verseId, books]);
  return null;
}
