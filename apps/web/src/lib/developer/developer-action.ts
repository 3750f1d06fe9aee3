'use server';

import { createHash } from 'node:crypto';
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

/**
 * Submissions already answered: a retry of the same submission gets the same answer, not a second app.
 * The memo is keyed by the browser's request_id AND a hash of every field, password included: an answer
 * holding an API key goes back only to a sender who typed the same credentials, never to someone who
 * merely carries the same id (a cached page once gave every visitor one id, and with it the first
 * visitor's key). No request_id (a post without JavaScript): no memo, each post is its own submission.
 */
const answered = new Map<string, { at: number; state: DeveloperState }>();
const REMEMBER_MS = 60_000;

function submissionKey(requestId: string, fields: RegisterFields | LoginFields): string | undefined {
  if (!requestId) return undefined;
  const body = JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(requestId).update('\0').update(body).digest('base64url');
}

function remembered(key: string | undefined): DeveloperState | undefined {
  const now = Date.now();
  for (const [k, v] of answered) if (now - v.at > REMEMBER_MS) answered.delete(k);
  return key ? answered.get(key)?.state : undefined;
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
 * One submission of a developer form: checked as spec §5 says, honeypot, a retry of the same submission
 * answered as before, the per-visitor attempt limit, then sent through the typed client.
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
  const key = submissionKey(String(form.get('request_id') ?? '').slice(0, 80), fields);
  const again = remembered(key);
  if (again) return again;
  if (!allow(await clientOf()))
    return { status: 'error', error: 'limited', sent: prev.sent, fields: keepFields(fields) };
  try {
    const state = keyState(await send(fields), (prev.sent ?? 0) + 1);
    if (key) answered.set(key, { at: Date.now(), state });
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
