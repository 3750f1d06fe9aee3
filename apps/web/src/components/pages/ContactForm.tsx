'use client';

import { useActionState } from 'react';
import { useNoticeInView } from '@/lib/hooks/useNoticeInView';
import { SubmissionIdField } from '../SubmissionIdField';
import { sendContact } from '@/lib/pages/contact-action';
import { CONTACT_LIMITS, type ContactState } from '@/lib/pages/contact';

type Labels = Record<
  | 'name'
  | 'email'
  | 'subject'
  | 'message'
  | 'send'
  | 'sending'
  | 'sent'
  | 'invalid'
  | 'error'
  | 'unavailable'
  | 'limited'
  | 'honeypot',
  string
>;

export function ContactForm({ labels, locale }: { labels: Labels; locale: string }) {
  const [state, action, pending] = useActionState<ContactState, FormData>(sendContact, { status: 'idle' });
  const bad = new Set(state.invalid ?? []);
  const f = state.fields;
  const notice =
    state.status === 'sent'
      ? labels.sent
      : state.status === 'invalid'
        ? labels.invalid
        : state.status === 'error'
          ? labels.error
          : state.status === 'unavailable'
            ? labels.unavailable
            : state.status === 'limited'
              ? labels.limited
              : '';
  const noticeRef = useNoticeInView<HTMLParagraphElement>(state, notice !== '');
  const field = (name: 'name' | 'email' | 'subject', type: string, autoComplete: string) => (
    <div className="pg-field">
      <label htmlFor={`contact-${name}`}>{labels[name]}</label>
      <input
        id={`contact-${name}`}
        name={name}
        type={type}
        required
        maxLength={CONTACT_LIMITS[name]}
        autoComplete={autoComplete}
        defaultValue={f?.[name] ?? ''}
        aria-invalid={bad.has(name) ? 'true' : undefined}
      />
    </div>
  );
  return (
    <form
      action={action}
      className="pg-form"
      noValidate
      data-testid="contact-form"
      key={state.status === 'sent' ? 'sent' : 'form'}
    >
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('subject', 'text', 'off')}
      <div className="pg-field">
        <label htmlFor="contact-message">{labels.message}</label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={f?.message ?? ''}
          aria-invalid={bad.has('message') ? 'true' : undefined}
        />
      </div>
      <input type="hidden" name="locale" value={locale} />
      <SubmissionIdField sent={state.sent} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it and are ignored. */}
      <div className="pg-honeypot" aria-hidden="true">
        <label htmlFor="contact-homepage">{labels.honeypot}</label>
        <input
          id="contact-homepage"
          name="homepage"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
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
        data-testid="contact-status"
      >
        {notice}
      </p>
    </form>
  );
}
