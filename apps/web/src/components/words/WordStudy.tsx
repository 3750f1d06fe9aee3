'use client';

import type { VerseWordsAnswer } from '@tafsir/client';
import { browserApi } from '@/lib/api-browser';
import { quranWordSpans } from '@tafsir/core/quran-words';
import { useTranslations } from 'next-intl';
import { Fragment, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '@/i18n/navigation';
import { CloseIcon } from '@/components/CloseIcon';
import { useT } from '@/i18n/t';
import { studyWords, wordSearches } from '@/lib/words/word-study';
import './word-study.css';

type Answer = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: VerseWordsAnswer };

const noSubscribe = () => () => {};

/**
 * A Hafs verse whose words can be tapped (issue 19): each written word becomes a button that opens a
 * popover with its root, lemma and parts of speech (Quranic Arabic Corpus), links that search its
 * root and lemma, and the corpus's attribution. The document stays the same for every reader: the
 * server (and a browser without JavaScript) renders the verse as plain text; once hydrated, the words
 * are buttons, and the analysis is fetched from the API the first time a word is tapped.
 *
 * Each word is one inline element (role button) holding the whole word, with the verse's spaces
 * between them, so the letters of a word still join (a button never cuts a word) and the verse is
 * laid out exactly as the plain text was. Keyboard: the words are one tab stop
 * (a toolbar: arrow keys move from word to word, Home/End), Enter opens, Escape closes (the popover
 * API), and the focus goes back to the word.
 */
export function WordStudy({
  sura,
  aya,
  text,
  apiBase,
}: {
  sura: number;
  aya: number;
  text: string;
  apiBase: string;
}) {
  const t = useT('wordStudy');
  const messages = useTranslations('wordStudy');
  // false while the server's HTML is hydrated (plain text, as rendered there), true after.
  const interactive = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const popover = useRef<HTMLDivElement>(null);
  const buttons = useRef<Array<HTMLSpanElement | null>>([]);
  const fetching = useRef<AbortController | null>(null);
  const id = useId();

  useEffect(() => () => fetching.current?.abort(), []);
  // Another verse (a client navigation keeps this component): its own analysis, popover closed.
  useEffect(() => {
    fetching.current?.abort();
    fetching.current = null;
    setAnswer(null);
    setOpen(null);
    setActive(0);
  }, [sura, aya, text]);

  const load = useCallback(() => {
    if (fetching.current) return;
    const abort = new AbortController();
    fetching.current = abort;
    setAnswer({ status: 'loading' });
    browserApi(apiBase)
      .verseWords(sura, aya, { init: { signal: abort.signal } })
      .then(
        (a) => setAnswer({ status: 'ready', answer: a }),
        () => {
          if (abort.signal.aborted) return;
          fetching.current = null; // a later tap tries again
          setAnswer({ status: 'failed' });
        },
      );
  }, [apiBase, sura, aya]);

  /** Puts the popover under the word (above it when there is no room); a sheet on phones (CSS). */
  const place = useCallback(() => {
    const el = popover.current;
    const word = open === null ? null : buttons.current[open];
    if (!el || !word) return;
    const r = word.getBoundingClientRect();
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    const left = Math.min(Math.max(8, r.left + r.width / 2 - w / 2), window.innerWidth - w - 8);
    const below = r.bottom + 6;
    const top = below + h + 8 > window.innerHeight && r.top - h - 6 > 8 ? r.top - h - 6 : below;
    el.style.setProperty('--ws-left', `${Math.round(left)}px`);
    el.style.setProperty('--ws-top', `${Math.round(top)}px`);
  }, [open]);

  // A word was chosen: the popover opens and takes the focus (a dialog) …
  useEffect(() => {
    const el = popover.current;
    if (open === null || !el) return;
    if (!el.matches(':popover-open')) el.showPopover();
    el.focus();
  }, [open]);
  // … and stays by the word as its content arrives, the page scrolls or the window changes size.
  useEffect(() => {
    if (open === null) return;
    place();
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [open, place, answer]);

  if (!interactive) return <>{text}</>;

  const spans = quranWordSpans(text);
  const studied = answer?.status === 'ready' ? studyWords(text, answer.answer.data) : null;
  const current = open === null ? null : (studied?.[open] ?? null);

  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    // The verse runs right to left: the left arrow goes to the next word.
    const step: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1 };
    let next: number | null = null;
    if (e.key in step) next = Math.min(spans.length - 1, Math.max(0, active + step[e.key]!));
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = spans.length - 1;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  const pieces: ReactNode[] = [];
  let at = 0;
  spans.forEach((s, i) => {
    if (s.start > at) pieces.push(<Fragment key={`t${i}`}>{text.slice(at, s.start)}</Fragment>);
    const choose = () => {
      setActive(i);
      setOpen(i);
      load();
    };
    // A span with the button role, not a <button>: a <button> is an inline block, which would lay
    // the verse out anew (other line breaks, the page moving) when the words become buttons.
    pieces.push(
      <span
        key={i}
        ref={(el) => {
          buttons.current[i] = el;
        }}
        role="button"
        className="word-study-word"
        tabIndex={i === active ? 0 : -1}
        aria-haspopup="dialog"
        aria-expanded={open === i}
        aria-controls={`${id}-pop`}
        onClick={choose}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          choose();
        }}
      >
        {s.text}
      </span>,
    );
    at = s.end;
  });
  if (at < text.length) pieces.push(<Fragment key="end">{text.slice(at)}</Fragment>);

  // Parts of speech are the corpus's tags; a tag without a translation shows as it is.
  const posLabel = (pos: string) => (messages.has(`pos_${pos}`) ? t(`pos_${pos}`) : pos);

  return (
    <>
      <span role="toolbar" aria-label={t('words', { sura, aya })} onKeyDown={onKeyDown}>
        {pieces}
      </span>
      {createPortal(
        <div
          ref={popover}
          id={`${id}-pop`}
          popover="auto"
          role="dialog"
          aria-labelledby={`${id}-title`}
          className="word-study-pop"
          tabIndex={-1}
          onToggle={(e) => {
            if (e.newState !== 'closed') return;
            const back = open;
            setOpen(null);
            // Escape, a click elsewhere or the close button: the focus returns to the word.
            const focus = document.activeElement;
            if (back !== null && (!focus || focus === document.body || popover.current?.contains(focus)))
              buttons.current[back]?.focus();
          }}
        >
          <div className="word-study-head">
            <h2 id={`${id}-title`} className="word-study-title">
              <span className="visually-hidden">{t('title')}: </span>
              <span className="word-study-arabic" lang="ar" dir="rtl">
                {open !== null ? spans[open]?.text : ''}
              </span>
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('close')}
              onClick={() => popover.current?.hidePopover()}
            >
              <CloseIcon size={16} />
            </button>
          </div>
          {answer?.status === 'failed' ? (
            <p className="word-study-note">{t('failed')}</p>
          ) : !current ? (
            <p className="word-study-note">{t('loading')}</p>
          ) : (
            current.analyses.map((w) => {
              const search = wordSearches(w);
              return (
                <div key={w.word} className="word-study-entry" data-testid="word-analysis">
                  <dl>
                    <dt>{t('root')}</dt>
                    <dd lang={w.root ? 'ar' : undefined} data-testid="word-root">
                      {w.root ? [...w.root].join(' ') : t('noRoot')}
                    </dd>
                    {w.lemma && (
                      <>
                        <dt>{t('lemma')}</dt>
                        <dd lang="ar" data-testid="word-lemma">
                          {w.lemma}
                        </dd>
                      </>
                    )}
                    <dt>{t('parts')}</dt>
                    <dd>
                      <ul className="word-study-parts">
                        {w.segments.map((s, k) => (
                          <li key={k}>
                            <span lang="ar" dir="rtl">
                              {s.form}
                            </span>{' '}
                            {posLabel(s.pos)}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </dl>
                  <p className="word-study-links">
                    {search.root && (
                      <Link href={search.root} data-testid="word-root-search">
                        {t('searchRoot')}
                      </Link>
                    )}
                    {search.lemma && <Link href={search.lemma}>{t('searchLemma')}</Link>}
                  </p>
                </div>
              );
            })
          )}
          {answer?.status === 'ready' && (
            <p className="word-study-source">
              <a
                href={`https://corpus.quran.com/wordbyword.jsp?chapter=${sura}&verse=${aya}`}
                rel="noopener"
                target="_blank"
                data-testid="word-source"
              >
                {t('source', { title: answer.answer.attribution })}
              </a>
            </p>
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
