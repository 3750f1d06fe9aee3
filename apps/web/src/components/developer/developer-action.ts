'use server';

import { ApiError, readerAddressFrom, readerHeaders, type KeyAnswer } from '@tafsir/client';
import { headers } from 'next/headers';
import { developerApi } from '@/lib/api';
import {
  checkLogin,
  checkRegister,
  createAttemptLimiter,
  keepFields,
  loginFields,
  registerFields,
  type DeveloperState,
  type FormError,
  type LoginFields,
  type RegisterFields,
} from './developer-form';

/** Requests already answered, by request_id: a retried submission gets the same answer, not a new app. */
const answered = new Map<string, { at: number; state: DeveloperState }>();
const REMEMBER_MS = 60_000;

function remembered(id: string): DeveloperState | undefined {
  const now = Date.now();
  for (const [k, v] of answered) if (now - v.at > REMEMBER_MS) answered.delete(k);
  return id ? answered.get(id)?.state : undefined;
}

function keyState(answer: KeyAnswer, sent: number): DeveloperState {
  return {
    status: 'ok',
    key: { apiKey: answer.api_key, header: answer.header, appName: answer.app.app_name },
    sent,
  };
}

function failure(err: unknown, sent: number | undefined, fields: Record<string, string>): DeveloperState {
  if (err instanceof ApiError && err.status > 0 && err.status !== 404 && err.status < 500)
    return { status: 'error', serverMessage: err.message, sent, fields };
  if (err instanceof ApiError && err.status >= 500 && err.body?.message)
    return { status: 'error', serverMessage: err.message, sent, fields };
  return { status: 'error', error: 'unavailable', sent, fields };
}

const allow = createAttemptLimiter();

/** The visitor's address as set by our proxy (deploy/nginx.conf: X-Real-IP, X-Forwarded-For replaced). */
async function clientOf(): Promise<string> {
  return readerAddressFrom(await headers()) ?? 'unknown';
}

/** Sent with each call: the API limits this reader (it trusts the address only with WEB_SERVER_SECRET). */
async function readerCall(): Promise<{ headers: Record<string, string> }> {
  return { headers: readerHeaders(readerAddressFrom(await headers()), process.env.WEB_SERVER_SECRET) };
}

/** A filled honeypot: answered like a refused form, nothing sent to the API. */
const isBot = (form: FormData) => String(form.get('homepage') ?? '') !== '';

/**
 * One submission of a developer form: checked as spec §5 says, honeypot, a retried request_id answered
 * as before, the per-visitor attempt limit, then sent through the typed client.
 */
async function submit<F extends RegisterFields | LoginFields>(
  prev: DeveloperState,
  form: FormData,
  fields: F,
  bad: { error: FormError; invalid: string[] } | null,
  botError: FormError,
  send: (fields: F) => Promise<KeyAnswer>,
): Promise<DeveloperState> {
  if (bad) return { status: 'invalid', ...bad, sent: prev.sent, fields: keepFields(fields) };
  if (isBot(form)) return { status: 'invalid', error: botError, invalid: [], sent: prev.sent };
  const requestId = String(form.get('request_id') ?? '').slice(0, 80);
  const again = remembered(requestId);
  if (again) return again;
  if (!allow(await clientOf()))
    return { status: 'error', error: 'limited', sent: prev.sent, fields: keepFields(fields) };
  try {
    const state = keyState(await send(fields), (prev.sent ?? 0) + 1);
    if (requestId) answered.set(requestId, { at: Date.now(), state });
    return state;
  } catch (err) {
    return failure(err, prev.sent, keepFields(fields));
  }
}

/**
 * Server actions of the developer page (spec §2 Register, Login), sent from the web server as the
 * contact form is (they work without JavaScript).
 */
export async function registerApp(prev: DeveloperState, form: FormData): Promise<DeveloperState> {
  const fields = registerFields(form);
  return submit(prev, form, fields, checkRegister(fields), 'required', async (f) =>
    developerApi().register(f, await readerCall()),
  );
}

export async function loginApp(prev: DeveloperState, form: FormData): Promise<DeveloperState> {
  const fields = loginFields(form);
  return submit(prev, form, fields, checkLogin(fields), 'fillAll', async (f) =>
    developerApi().login(f, await readerCall()),
  );
}
