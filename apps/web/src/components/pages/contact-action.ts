'use server';

import { ApiError, type TafsirClient } from '@tafsir/client';
import { api } from './api';
import { checkContact, type ContactFields, type ContactState } from './contact';

/** What the typed client offers for the contact route (added by the developer-API work). */
type ContactCapable = TafsirClient & {
  contact?: (body: ContactFields & { homepage?: string }) => Promise<{ success: boolean; message: string }>;
};

/** Server action of the contact form: validates (spec §5), then posts through the typed client. */
export async function sendContact(_prev: ContactState, form: FormData): Promise<ContactState> {
  const fields: ContactFields = {
    name: String(form.get('name') ?? '').trim(),
    email: String(form.get('email') ?? '').trim(),
    subject: String(form.get('subject') ?? '').trim(),
    message: String(form.get('message') ?? '').trim(),
  };
  const homepage = String(form.get('homepage') ?? '');
  const invalid = checkContact(fields);
  if (invalid) return { status: 'invalid', invalid, fields };
  const client = api() as ContactCapable;
  if (typeof client.contact !== 'function') return { status: 'unavailable', fields };
  try {
    await client.contact({ ...fields, homepage });
    return { status: 'sent' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return { status: 'invalid', invalid: [], fields };
    if (err instanceof ApiError && err.status === 429) return { status: 'limited', fields };
    return { status: 'error', fields };
  }
}
