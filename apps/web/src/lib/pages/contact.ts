export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactState {
  status: 'idle' | 'sent' | 'invalid' | 'error' | 'unavailable' | 'limited';
  invalid?: Array<keyof ContactFields>;
  fields?: ContactFields;
  /** Messages sent from this page so far (part of the request_id, so a retry is stored once). */
  sent?: number;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Spec §5: every field is required, the email must look like one. Returns the fields in error. */
export function checkContact(f: ContactFields): Array<keyof ContactFields> | null {
  const bad: Array<keyof ContactFields> = [];
  for (const k of ['name', 'email', 'subject', 'message'] as const) {
    const v = f[k].trim();
    if (!v || v.length > CONTACT_LIMITS[k]) bad.push(k);
  }
  if (!bad.includes('email') && !EMAIL_RE.test(f.email.trim())) bad.push('email');
  return bad.length ? bad : null;
}
