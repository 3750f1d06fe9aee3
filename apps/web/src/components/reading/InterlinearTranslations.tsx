'use client';

import type { CommentaryItem, Lang } from '@tafsir/client';
import { browserApi } from '@/lib/api-browser';
import { stripMarkup } from '@tafsir/core/commentary';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/i18n/t';
import { contentDir } from '@/lib/content-lang';

export interface InterlinearProps {
  /** The chosen translations (id, title, language), in the reader's order. */
  translations: Array<{ id: number; title: string; lang: string }>;
  rewayaId: number;
  page: number;
  locale: string;
  /** The API origin as the browser reaches it. */
  apiBase: string;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: CommentaryItem[] };

/** Fetches the page's verses in the chosen translations (one books-content call) and draws them. */
export function InterlinearTranslations({ translations, rewayaId, page, locale, apiBase }: InterlinearProps) {
  const t = useT('layout');
  const [state, setState] = useState<State>({ status: 'loading' });
  const ids = translations.map((b) => b.id);
  const key = ids.join(',');
  useEffect(() => {
    if (!ids.length) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    browserApi(apiBase)
      .booksContent(
        { lang: locale as Lang, rewaya_id: rewayaId, page_number: page, book_ids: ids },
        { init: { signal: abort.signal } },
      )
      .then(
        (answer) => setState({ status: 'ready', items: answer.data.filter((i) => !i.missing && i.text) }),
        () => !abort.signal.aborted && setState({ status: 'failed' }),
      );
    return () => abort.abort();
    // `key` stands for `ids` (a new array each render).
  }, [key, rewayaId, page, locale, apiBase]);

  const slots =
    typeof document === 'undefined'
      ? []
      : Array.from(document.querySelectorAll<HTMLElement>('.interlinear[data-verse]'));
  const first = slots[0];
  if (!ids.length)
    return first
      ? createPortal(<span className="interlinear-note">{t('interlinearNone')}</span>, first)
      : null;
  if (state.status !== 'ready') {
    const note = t(state.status === 'failed' ? 'interlinearFailed' : 'interlinearLoading');
    return first
      ? createPortal(
          <span className="interlinear-note" role="status">
            {note}
          </span>,
          first,
        )
      : null;
  }
  const byVerse = new Map<string, CommentaryItem[]>();
  for (const item of state.items) {
    const k = `${item.sura}:${item.ayah_number}`;
    byVerse.set(k, [...(byVerse.get(k) ?? []), item]);
  }
  return slots.map((slot) => {
    const items = byVerse.get(slot.dataset.verse ?? '') ?? [];
    return createPortal(
      translations.map((b) => {
        const item = items.find((i) => i.book_id === b.id);
        if (!item) return null;
        return (
          <span key={b.id} className="interlinear-text" lang={b.lang} dir={contentDir(b.lang)} translate="no">
            {translations.length > 1 && <span className="interlinear-book">{b.title}</span>}
            {/* Plain text: footnote references and markers are for the commentary panel. */}
            {stripMarkup(item.text)}
          </span>
        );
      }),
      slot,
      slot.dataset.verse,
    );
  });
}
