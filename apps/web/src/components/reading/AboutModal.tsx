'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';

const SEEN_KEY = 'aboutSeen';

/**
 * Spec §2: the about modal opens by itself on the Arabic home path (once per browser session here,
 * so it does not return on every visit); "browse the site" closes it.
 */
export function AboutModal() {
  const t = useTranslations('about');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    let seen = false;
    try {
      seen = sessionStorage.getItem(SEEN_KEY) === '1';
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      /* storage disabled: show it */
    }
    if (!seen && ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      className="about-modal"
      aria-labelledby="about-title"
      onClick={(e) => e.target === ref.current && close()}
    >
      <button type="button" className="icon-button about-close" aria-label={t('close')} onClick={close}>
        ×
      </button>
      <h2 id="about-title">{t('heading')}</h2>
      <p className="about-tagline">{t('tagline')}</p>
      <ul>
        <li>{t('feature1')}</li>
        <li>{t('feature2')}</li>
        <li>{t('feature3')}</li>
      </ul>
      <div className="about-actions">
        <button type="button" className="button" onClick={close} autoFocus>
          {t('browse')}
        </button>
        <Link className="button secondary" href="/download-enterpretations" prefetch={false}>
          {t('downloadProgram')}
        </Link>
      </div>
    </dialog>
  );
}
