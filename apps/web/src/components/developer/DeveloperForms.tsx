'use client';

import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { SubmissionIdField } from '../SubmissionIdField';
import { loginApp, registerApp } from '@/lib/developer/developer-action';
import {
  checkLogin,
  checkRegister,
  loginFields,
  registerFields,
  type DeveloperState,
  type FormError,
} from '@/lib/developer/developer-form';
import { CopyButton } from './CopyButton';
import { useTypedKey } from './KeyContext';
import { useNoticeInView } from '@/lib/hooks/useNoticeInView';

export interface FormLabels {
  register: Record<
    | 'title'
    | 'lead'
    | 'appName'
    | 'password'
    | 'minHint'
    | 'passwordHint'
    | 'website'
    | 'phone'
    | 'country'
    | 'email'
    | 'submit',
    string
  >;
  login: Record<'title' | 'lead' | 'login' | 'password' | 'submit', string>;
  errors: Record<FormError, string>;
  key: Record<'title' | 'once' | 'header', string>;
  sending: string;
  honeypot: string;
  copy: string;
  copied: string;
}

type Kind = 'register' | 'login';

function Honeypot({ kind, label }: { kind: Kind; label: string }) {
  return (
    // Hidden from people and assistive technology; bots fill it and are refused.
    <div className="pg-honeypot" aria-hidden="true">
      <label htmlFor={`${kind}-homepage`}>{label}</label>
      <input
        id={`${kind}-homepage`}
        name="homepage"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The issued key, shown once with the exact header (spec §6). */
function KeyPanel({ kind, state, labels }: { kind: Kind; state: DeveloperState; labels: FormLabels }) {
  const key = state.key;
  if (!key) return null;
  return (
    <section className="dev-key" aria-labelledby={`${kind}-key-title`} data-testid={`${kind}-key`}>
      <h3 id={`${kind}-key-title`}>{labels.key.title}</h3>
      <p className="pg-note">{labels.key.once}</p>
      <div className="dev-curl">
        <pre className="dev-code" dir="ltr" id={`${kind}-key-value`} data-testid={`${kind}-key-value`}>
          <code>{key.apiKey}</code>
        </pre>
        <CopyButton
          text={key.apiKey}
          label={labels.copy}
          done={labels.copied}
          describedBy={`${kind}-key-value`}
        />
      </div>
      <p className="pg-note">{labels.key.header}</p>
      <div className="dev-curl">
        <pre className="dev-code" dir="ltr" id={`${kind}-key-header`} data-testid={`${kind}-key-header`}>
          <code>{key.header}</code>
        </pre>
        <CopyButton
          text={key.header}
          label={labels.copy}
          done={labels.copied}
          describedBy={`${kind}-key-header`}
        />
      </div>
    </section>
  );
}

function useDeveloperForm(kind: Kind) {
  const [state, action, pending] = useActionState<DeveloperState, FormData>(
    kind === 'register' ? registerApp : loginApp,
    { status: 'idle' },
  );
  // Client-side check (spec §5) before anything is sent; the server action checks again.
  const [local, setLocal] = useState<DeveloperState | null>(null);
  const { setTyped } = useTypedKey();
  useEffect(() => {
    setLocal(null);
    if (state.key) setTyped(state.key.apiKey);
  }, [state, setTyped]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const bad = kind === 'register' ? checkRegister(registerFields(form)) : checkLogin(loginFields(form));
    if (bad) {
      event.preventDefault();
      setLocal({ status: 'invalid', ...bad });
    } else setLocal(null);
  };
  const shown = local ?? state;
  return { state, shown, action, pending, onSubmit };
}

function Notice({ kind, state, labels }: { kind: Kind; state: DeveloperState; labels: FormLabels }) {
  const text =
    state.status === 'invalid' || state.status === 'error'
      ? (state.serverMessage ?? (state.error ? labels.errors[state.error] : ''))
      : '';
  const ref = useNoticeInView<HTMLParagraphElement>(state, text !== '');
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="pg-notice"
      role={text ? 'alert' : 'status'}
      id={`${kind}-status`}
      data-status={state.status}
      data-error={state.error ?? ''}
      data-testid={`${kind}-status`}
    >
      {text}
    </p>
  );
}

export function RegisterForm({ labels }: { labels: FormLabels }) {
  const { state, shown, action, pending, onSubmit } = useDeveloperForm('register');
  const bad = new Set(shown.invalid ?? []);
  const l = labels.register;
  const field = (
    name: 'app_name' | 'password' | 'website' | 'phone' | 'country' | 'email',
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className="pg-field">
      <label htmlFor={`register-${name}`}>{label}</label>
      <input
        id={`register-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={state.fields?.[name] ?? ''}
        dir={type === 'text' ? undefined : 'ltr'}
        aria-invalid={bad.has(name) ? 'true' : undefined}
        aria-describedby={
          [hint ? `register-${name}-hint` : '', bad.has(name) ? 'register-status' : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      {hint ? (
        <small className="pg-note" id={`register-${name}-hint`}>
          {hint}
        </small>
      ) : null}
    </div>
  );
  return (
    <section className="pg-section" aria-labelledby="register-title">
      <h2 id="register-title">{l.title}</h2>
      <p className="pg-lead">{l.lead}</p>
      <form action={action} onSubmit={onSubmit} className="pg-form" noValidate data-testid="register-form">
        {field('app_name', l.appName, 'text', 'organization', l.minHint)}
        {field('password', l.password, 'password', 'new-password', l.passwordHint)}
        {field('website', l.website, 'url', 'url')}
        {field('phone', l.phone, 'tel', 'tel')}
        {field('country', l.country, 'text', 'country-name')}
        {field('email', l.email, 'email', 'email')}
        <SubmissionIdField sent={state.sent} />
        <Honeypot kind="register" label={labels.honeypot} />
        <div className="pg-actions">
          <button type="submit" className="button" disabled={pending}>
            {pending ? labels.sending : l.submit}
          </button>
        </div>
        <Notice kind="register" state={shown} labels={labels} />
      </form>
      <KeyPanel kind="register" state={state} labels={labels} />
    </section>
  );
}

export function LoginForm({ labels }: { labels: FormLabels }) {
  const { state, shown, action, pending, onSubmit } = useDeveloperForm('login');
  const bad = new Set(shown.invalid ?? []);
  const l = labels.login;
  return (
    <section className="pg-section" aria-labelledby="login-title">
      <h2 id="login-title">{l.title}</h2>
      <p className="pg-lead">{l.lead}</p>
      <form action={action} onSubmit={onSubmit} className="pg-form" noValidate data-testid="login-form">
        <div className="pg-field">
          <label htmlFor="login-login">{l.login}</label>
          <input
            id="login-login"
            name="login"
            type="text"
            required
            autoComplete="username"
            defaultValue={state.fields?.login ?? ''}
            aria-invalid={bad.has('login') ? 'true' : undefined}
            aria-describedby={bad.has('login') ? 'login-status' : undefined}
          />
        </div>
        <div className="pg-field">
          <label htmlFor="login-password">{l.password}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            required
            dir="ltr"
            autoComplete="current-password"
            aria-invalid={bad.has('password') ? 'true' : undefined}
            aria-describedby={bad.has('password') ? 'login-status' : undefined}
          />
        </div>
        <SubmissionIdField sent={state.sent} />
        <Honeypot kind="login" label={labels.honeypot} />
        <div className="pg-actions">
          <button type="submit" className="button" disabled={pending}>
            {pending ? labels.sending : l.submit}
          </button>
        </div>
        <Notice kind="login" state={shown} labels={labels} />
      </form>
      <KeyPanel kind="login" state={state} labels={labels} />
    </section>
  );
}
