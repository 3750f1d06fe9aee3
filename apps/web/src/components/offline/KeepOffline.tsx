'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/t';
import { failureOf, formatSize, offlineSupported, percentOf, type OfflineFailure } from '@/lib/offline/kept';
import type { KeepPhase } from '@/lib/offline/store';
import { useKeptIndex } from '@/lib/offline/useKept';

type State =
  | { kind: 'idle' }
  | { kind: 'working'; phase: KeepPhase; pct: number | null }
  | { kind: 'error'; reason: OfflineFailure };

/**
 * "Keep this book offline" (issue 8): downloads the whole book and the Quran text into the browser,
 * with a progress bar; once kept, its size, an update and a remove button. `bytes` is the size of the
 * book's JSON download: null when the file is not generated (nothing to keep), undefined when not
 * known here (the reading page: the progress total then comes from the answer when it can).
 */
export function KeepOffline({
  bookId,
  title,
  bytes,
  apiBase,
  compact = false,
}: {
  bookId: number;
  title: string;
  bytes: number | null | undefined;
  apiBase: string;
  /** The reading page's commentary header: smaller buttons, no update button. */
  compact?: boolean;
}) {
  const t = useT('offline');
  const locale = useLocale();
  const [index] = useKeptIndex();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [supported, setSupported] = useState(true);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => setSupported(offlineSupported()), []);
  useEffect(() => () => abort.current?.abort(), []);

  const kept = index?.books.find((b) => b.id === bookId) ?? null;
  const working = state.kind === 'working';

  const keep = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'working', phase: 'quran', pct: null });
    try {
      // The downloader (API client and all) loads only now: the reading page does not carry it.
      const { keepBook } = await import('@/lib/offline/store');
      await keepBook({
        apiBase,
        bookId,
        ...(bytes ? { expectedBytes: bytes } : {}),
        signal: controller.signal,
        onProgress: (phase, loaded, total) =>
          setState({ kind: 'working', phase, pct: total ? percentOf(loaded, total) : null }),
      });
      setState({ kind: 'idle' });
    } catch (err) {
      setState({ kind: 'error', reason: failureOf(err) });
    } finally {
      abort.current = null;
    }
  };

  // Before the browser's storage is read (on the server, and at hydration), the reading page's header
  // holds a stand-in of the button's size, so the commentary below does not move down when the real
  // one appears (a layout shift of 0.006 at 1280 px). Without JavaScript there is nothing to keep
  // with: CSS hides the stand-in (`scripting: none`), and the book page shows nothing.
  if (index === null)
    return compact ? (
      <div className="offline-keep offline-keep-compact offline-keep-pending">
        <div className="offline-keep-actions">
          <button type="button" className="button secondary" disabled>
            {t('keep')}
          </button>
        </div>
      </div>
    ) : null;
  if (!supported)
    return (
      <p className="offline-keep offline-note" data-testid="keep-offline">
        {t('unsupported')}
      </p>
    );
  if (bytes === null && !kept)
    return (
      <p className="offline-keep offline-note" data-testid="keep-offline">
        {t('notGenerated')}
      </p>
    );

  return (
    <div
      className={compact ? 'offline-keep offline-keep-compact' : 'offline-keep'}
      data-testid="keep-offline"
      data-kept={kept ? 'true' : 'false'}
    >
      <div className="offline-keep-actions">
        {!(compact && kept) && (
          <button
            type="button"
            className={compact ? 'button secondary' : 'button'}
            onClick={keep}
            disabled={working}
          >
            {kept ? t('update') : t('keep')}
          </button>
        )}
        {working && (
          <button type="button" className="button secondary" onClick={() => abort.current?.abort()}>
            {t('cancel')}
          </button>
        )}
        {kept && !working && (
          <button
            type="button"
            className="button secondary"
            onClick={() => void import('@/lib/offline/store').then((store) => store.removeBook(bookId))}
            aria-label={`${t('remove')}: ${title}`}
          >
            {t('remove')}
          </button>
        )}
      </div>
      {typeof bytes === 'number' && !compact && !kept && !working && (
        <p className="offline-size">{t('fileSize', { size: formatSize(bytes, locale) })}</p>
      )}
      {working && (
        <div className="offline-progress">
          <progress max={100} value={state.pct ?? undefined} aria-label={t('progressLabel', { title })} />
          <span aria-live="polite">
            {state.phase === 'quran'
              ? t('stepQuran')
              : state.pct === null
                ? t('stepBook')
                : `${t('stepBook')} ${t('progress', { pct: state.pct })}`}
          </span>
        </div>
      )}
      <p className="offline-status" role="status">
        {kept && !working ? t('kept', { size: formatSize(kept.bytes, locale) }) : ''}
        {state.kind === 'error' ? <span className="offline-error">{t(state.reason)}</span> : null}
      </p>
    </div>
  );
}
