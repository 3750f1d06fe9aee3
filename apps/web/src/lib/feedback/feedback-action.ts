'use server';

import { randomUUID } from 'node:crypto';
import { ApiError, readerAddressFrom, readerHeaders, type DeveloperClient } from '@tafsir/client';
import { headers } from 'next/headers';
import { developerApi } from '@/lib/api';
import { formField } from '@/lib/form-field';
import { siteUrl } from '@/lib/site';
import {
  checkBug,
  checkNote,
  sitePath,
  type BugFields,
  type FeedbackState,
  type FieldErrors,
  type NoteFields,
} from './feedback';
import { notePlaceFrom } from './note-place';

/** The fields every form carries besides its own: honeypot, idempotency id, interface language. */
function extras(form: FormData) {
  const locale = formField(form, 'locale').slice(0, 5);
  return {
    homepage: String(form.get('homepage') ?? ''),
    request_id: formField(form, 'request_id').slice(0, 100) || randomUUID(),
    ...(locale ? { locale } : {}),
  };
}

/**
 * Posts through the typed client from the web server (so the form also works without JavaScript),
 * naming the reader with X-Reader-Address + X-Web-Server-Secret so the API's per-reader message
 * limit (MESSAGE_RATE_LIMIT_MAX) counts this reader, not the web server (SECURITY.md).
 */
async function post<F>(
  prev: FeedbackState<F>,
  fields: F,
  errors: FieldErrors<F>,
  send: (c: DeveloperClient, reader: Record<string, string>) => Promise<unknown>,
): Promise<FeedbackState<F>> {
  if (Object.keys(errors).length) return { status: 'invalid', errors, fields, sent: prev.sent };
  try {
    const reader = readerHeaders(readerAddressFrom(await headers()), process.env.WEB_SERVER_SECRET);
    await send(developerApi(), reader);
    return { status: 'sent', sent: (prev.sent ?? 0) + 1 };
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    // 400: the API refused what this form let through (a rule changed on one side); 404: the book or
    // verse no longer exists (a new import).
    const outcome =
      status === 429 ? 'limited' : status === 404 ? 'gone' : status === 400 ? 'invalid' : 'error';
    return { status: outcome, errors: {}, fields, sent: prev.sent };
  }
}

/** Server action of the note form: the place comes from the form's hidden fields, checked again. */
export async function sendNote(
  prev: FeedbackState<NoteFields>,
  form: FormData,
): Promise<FeedbackState<NoteFields>> {
  const fields: NoteFields = {
    proposed_text: formField(form, 'proposed_text'),
    original_text: formField(form, 'original_text'),
    name: formField(form, 'name'),
    email: formField(form, 'email'),
  };
  const place = notePlaceFrom({
    book_id: formField(form, 'book_id'),
    sura: formField(form, 'sura'),
    aya: formField(form, 'aya'),
    rewaya_id: formField(form, 'rewaya_id'),
  });
  if (!place) return { status: 'gone', errors: {}, fields, sent: prev.sent };
  return post(prev, fields, checkNote(fields), (c, reader) =>
    c.note({ ...fields, ...place, ...extras(form) }, { headers: reader }),
  );
}

/** Server action of the bug report form: the page is sent as a path of this site. */
export async function sendBugReport(
  prev: FeedbackState<BugFields>,
  form: FormData,
): Promise<FeedbackState<BugFields>> {
  const fields: BugFields = {
    description: formField(form, 'description'),
    page_url: formField(form, 'page_url'),
    name: formField(form, 'name'),
    email: formField(form, 'email'),
  };
  const errors = checkBug(fields);
  const path = sitePath(fields.page_url, siteUrl().origin);
  if (!errors.page_url && path === null) errors.page_url = 'pageUrl';
  return post(prev, fields, errors, (c, reader) =>
    c.bugReport(
      {
        description: fields.description,
        page_url: path ?? '',
        ...(fields.name ? { name: fields.name } : {}),
        ...(fields.email ? { email: fields.email } : {}),
        ...extras(form),
      },
      { headers: reader },
    ),
  );
}
