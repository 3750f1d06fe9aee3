'use client';

import { useActionState } from 'react';
import { useNoticeInView } from '@/lib/hooks/useNoticeInView';
import { SubmissionIdField } from '../SubmissionIdField';
import type { FeedbackState, FieldError } from '@/lib/feedback/feedback';

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'input' | 'textarea';
  type?: 'text' | 'email';
  required: boolean;
  maxLength: number;
  autoComplete?: string;
  rows?: number;
  /** Initial value (the passage for a note's texts, the page for a bug report). */
  value?: string;
  /** Language and direction of the text (a passage's, not the interface's); else `dir="auto"`. */
  lang?: string;
  dir?: 'rtl' | 'ltr';
}

export interface FeedbackLabels {
  send: string;
  sending: string;
  sent: string;
  invalid: string;
  error: string;
  limited: string;
  gone: string;
  honeypot: string;
  fieldErrors: Record<FieldError, string>;
}

type Action<F> = (prev: FeedbackState<F>, form: FormData) => Promise<FeedbackState<F>>;

/**
 * A note or bug report form (spec §2). It posts to a server action: without JavaScript the browser
 * sends it as a plain form and gets the page back with the outcome; with JavaScript React sends it and
 * shows the outcome in place (no reload). A refused field gets its message next to it, tied to it by
 * aria-describedby; the outcome is announced in a live region.
 */
export function FeedbackForm<F>({
  id,
  action,
  fields,
  hidden,
  labels,
}: {
  id: string;
  action: Action<F>;
  fields: FieldSpec[];
  hidden: Record<string, string>;
  labels: FeedbackLabels;
}) {
  const [state, formAction, pending] = useActionState<FeedbackState<F>, FormData>(action, { status: 'idle' });
  const errors = (state.errors ?? {}) as Record<string, FieldError | undefined>;
  const given = state.fields as Record<string, string> | undefined;
  const notice = state.status === 'idle' ? '' : labels[state.status];
  const noticeRef = useNoticeInView<HTMLParagraphElement>(state, notice !== '');
  return (
    <form
      action={formAction}
      className="pg-form"
      noValidate
      data-testid={`${id}-form`}
      // A sent form starts empty again (another note may follow); a refused one keeps what was typed.
      key={`${id}-${state.sent ?? 0}`}
    >
      {fields.map((f) => {
        const inputId = `${id}-${f.name}`;
        const error = errors[f.name];
        const props = {
          id: inputId,
          name: f.name,
          required: f.required,
          maxLength: f.maxLength,
          defaultValue: given?.[f.name] ?? f.value ?? '',
          'aria-invalid': error ? ('true' as const) : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          lang: f.lang,
          dir: f.dir ?? 'auto',
        };
        return (
          <div className="pg-field" key={f.name}>
            <label htmlFor={inputId}>{f.label}</label>
            {f.kind === 'textarea' ? (
              <textarea {...props} rows={f.rows ?? 6} />
            ) : (
              <input {...props} type={f.type ?? 'text'} autoComplete={f.autoComplete ?? 'off'} />
            )}
            {error && (
              <p className="fb-field-error" id={`${inputId}-error`} data-testid={`${inputId}-error`}>
                {labels.fieldErrors[error]}
              </p>
            )}
          </div>
        );
      })}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmissionIdField sent={state.sent} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it and are ignored. */}
      <div className="pg-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-homepage`}>{labels.honeypot}</label>
        <input id={`${id}-homepage`} name="homepage" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="pg-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : labels.send}
        </button>
      </div>
      <p
        ref={noticeRef}
        tabIndex={-1}
        className="pg-notice"
        role={state.status === 'sent' || state.status === 'idle' ? 'status' : 'alert'}
        data-status={state.status}
        data-testid={`${id}-status`}
      >
        {notice}
      </p>
    </form>
  );
}
