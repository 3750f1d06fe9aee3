'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { InterlinearProps } from './InterlinearTranslations';

const INTERLINEAR_LAYOUT = '5';

/**
 * The interlinear layout (display setting 5): the chosen translations under each verse of the page.
 * The document is the same for every reader and every layout, so the translations are fetched by the
 * browser from the API when a reader has that layout on (as quran.com does), and drawn into the slot
 * QuranText leaves after each verse. The code that fetches and draws them loads only then.
 */
export function Interlinear(props: InterlinearProps) {
  const [on, setOn] = useState(false);
  const [Translations, setTranslations] = useState<ComponentType<InterlinearProps> | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setOn(root.getAttribute('data-layout') === INTERLINEAR_LAYOUT);
    read();
    // The layout menu sets the attribute; the pre-paint script had set it before hydration.
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-layout'] });
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (on && !Translations)
      void import('./InterlinearTranslations').then((m) => setTranslations(() => m.InterlinearTranslations));
  }, [on, Translations]);
  return on && Translations ? <Translations {...props} /> : null;
}
