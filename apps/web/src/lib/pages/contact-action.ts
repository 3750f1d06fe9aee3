'use server';

import { randomUUID } from 'node:crypto';
import { ApiError, readerAddressFrom, readerHeaders } from '@tafsir/client';
import { headers } from 'next/headers';
import { developerApi } from '@/lib/api';
import { formField } from '@/lib/form-field';
import { checkContact, type ContactFields, type ContactState } from './contact';

/**
 * Server action of the contact form: validates (spec §5), then posts through the typed client
 * (POST /api/messages/contact) from the server, so the form also works without JavaScript.
 */
export async function sendContact(prev: ContactState, form: FormData): Promise<ContactState> {
  const fields: ContactFields = {
    name: formField(form, 'name'),
    email: formField(form, 'email'),
    subject: formField(form, 'subject'),
    message: formField(form, 'message'),
  };
  const homepage = String(form.get('homepage') ?? '');
  const locale = String(form.get('locale') ?? '').slice(0, 5);
  const requestId = String(form.get('request_id') ?? '').slice(0, 80) || randomUUID();
  const invalid = checkContact(fields);
  if (invalid) return { status: 'invalid', invalid, fields, sent: prev.sent };
  try {
    // The reader's address goes with the message (trusted by the API with WEB_SERVER_SECRET only), so
    // the API's per-address message limit counts this reader, not the web server.
    const reader = readerHeaders(readerAddressFrom(await headers()), process.env.WEB_SERVER_SECRET);
    await developerApi().contact(
      { ...fields, homepage, request_id: requestId, ...(locale ? { locale } : {}) },
      { headers: reader },
    );
    return { status: 'sent', sent: (prev.sent ?? 0) + 1 };
  } catch (err) {
    if (err instanceof ApiError && err.status === 400)
      return { status: 'invalid', invalid: [], fields, sent: prev.sent };
    if (err instanceof ApiError && err.status === 429) return { status: 'limited', fields, sent: prev.sent };
    if (err instanceof ApiError && err.status === 404)
      return { status: 'unavailable', fields, sent: prev.sent };
    return { status: 'error', fields, sent: prev.sent };
  }
}
