/**
 * What a reader sends from the site besides the contact form (spec §2): a note on a text (proposed
 * text, original text, name, email; the book and verse attached) and a bug report (what went wrong,
 * on which page; name and email optional). Checked here before sending, with the API's own limits, so
 * each field's problem is shown next to it; the API checks again (apps/api/src/routes/messages).
 */

/** The API's field caps (apps/api/src/routes/messages/schemas.ts MESSAGE_LIMITS). */
export const FEEDBACK_LIMITS = {
  name: 100,
  email: 254,
  text: 8_000,
  description: 10_000,
  pageUrl: 2_000,
} as const;

export interface NoteFields {
  proposed_text: string;
  original_text: string;
  name: string;
  email: string;
}

export interface BugFields {
  description: string;
  page_url: string;
  name: string;
  email: string;
}

/** Why a field is refused: the message shown next to it is `feedback.fieldErrors.<this>`. */
export type FieldError = 'required' | 'email' | 'tooLong' | 'pageUrl' | 'unchanged';

export type FieldErrors<F> = Partial<Record<keyof F & string, FieldError>>;

/** Where a note is about: the book and the verse in its riwaya's own numbering. */
export interface NotePlace {
  book_id: number;
  sura: number;
  aya: number;
  rewaya_id: number;
}

export interface FeedbackState<F> {
  status: 'idle' | 'sent' | 'invalid' | 'error' | 'limited' | 'gone';
  errors?: FieldErrors<F>;
  /** What the reader typed, given back after a refusal (without JavaScript the page is rendered anew). */
  fields?: F;
  /** Messages sent from this form so far (part of the request_id, so a retried send is stored once). */
  sent?: number;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

function check<F extends object>(
  fields: F,
  rules: { required: (keyof F & string)[]; max: Partial<Record<keyof F & string, number>> },
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [key, max] of Object.entries(rules.max) as [keyof F & string, number][]) {
    const value = String(fields[key] ?? '').trim();
    if (!value && rules.required.includes(key)) errors[key] = 'required';
    else if (value.length > max) errors[key] = 'tooLong';
  }
  const email = String((fields as { email?: string }).email ?? '').trim();
  if (email && !EMAIL.test(email) && !('email' in errors))
    (errors as Record<string, FieldError>).email = 'email';
  return errors;
}

/** Spec §2/§5: every field of a note is required; the proposed text must differ from the original. */
export function checkNote(f: NoteFields): FieldErrors<NoteFields> {
  const errors = check(f, {
    required: ['proposed_text', 'original_text', 'name', 'email'],
    max: {
      proposed_text: FEEDBACK_LIMITS.text,
      original_text: FEEDBACK_LIMITS.text,
      name: FEEDBACK_LIMITS.name,
      email: FEEDBACK_LIMITS.email,
    },
  });
  if (!errors.proposed_text && f.proposed_text.trim() === f.original_text.trim())
    errors.proposed_text = 'unchanged';
  return errors;
}

/**
 * A bug report needs what went wrong and the page; name and email are optional (an email, when
 * given, must be one). The page must be a path of this site (the API refuses anything else).
 */
export function checkBug(f: BugFields): FieldErrors<BugFields> {
  const errors = check(f, {
    required: ['description', 'page_url'],
    max: {
      description: FEEDBACK_LIMITS.description,
      page_url: FEEDBACK_LIMITS.pageUrl,
      name: FEEDBACK_LIMITS.name,
      email: FEEDBACK_LIMITS.email,
    },
  });
  if (!errors.page_url && sitePath(f.page_url) === null) errors.page_url = 'pageUrl';
  return errors;
}

/**
 * The path (with query and fragment) of a page of this site, from what a reader or the browser gave:
 * a path (`/ar/author/3`) or an absolute URL of `origin`. Null for anything else (another site, a
 * protocol-relative `//host` path, `javascript:`). Without `origin` any http(s) URL's path is taken:
 * the browser's Referer of a same-origin link is such a URL.
 */
export function sitePath(value: string, origin?: string): string | null {
  const v = value.trim();
  if (!v) return null;
  let url: URL;
  try {
    url = new URL(v, 'http://site.invalid');
  } catch {
    return null;
  }
  if (v.startsWith('/')) {
    if (url.origin !== 'http://site.invalid') return null;
  } else if (!/^https?:\/\//i.test(v) || (origin !== undefined && url.origin !== origin)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
