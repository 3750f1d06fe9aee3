import { DEVELOPER_LIMITS } from '@tafsir/client';

/** Fields of the register form (spec §2 Register, §3 developer registration). */
export interface RegisterFields {
  app_name: string;
  password: string;
  website: string;
  phone: string;
  country: string;
  email: string;
}

/** Fields of the login form: app name or email, and password. */
export interface LoginFields {
  login: string;
  password: string;
}

/** Keys of `developer.errors.*` in messages/developer/*.json. */
export type FormError =
  'required' | 'fillAll' | 'appName' | 'password' | 'website' | 'email' | 'unavailable' | 'limited';

export interface KeyShown {
  apiKey: string;
  header: string;
  appName: string;
}

export interface DeveloperState {
  status: 'idle' | 'invalid' | 'error' | 'ok';
  /** A spec §5 message (translated on the page). */
  error?: FormError;
  /** The server's own message, shown as returned. */
  serverMessage?: string;
  /** Fields in error (aria-invalid). */
  invalid?: string[];
  /** The new key: shown once, never stored by the web app. */
  key?: KeyShown;
  /** What was typed (never the password), kept when the form is shown again. */
  fields?: Record<string, string>;
  /** Submissions so far (part of request_id: a retry of the same submission reuses it). */
  sent?: number;
}

export const REGISTER_FIELDS = ['app_name', 'password', 'website', 'phone', 'country', 'email'] as const;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Spec §5 checks of the register form, in the order they are reported; null when valid. */
export function checkRegister(f: RegisterFields): { error: FormError; invalid: string[] } | null {
  const missing = REGISTER_FIELDS.filter((k) => !f[k].trim());
  if (missing.length) return { error: 'required', invalid: [...missing] };
  if (f.app_name.trim().length < DEVELOPER_LIMITS.appNameMin)
    return { error: 'appName', invalid: ['app_name'] };
  if (f.password.length < DEVELOPER_LIMITS.passwordMin) return { error: 'password', invalid: ['password'] };
  if (!isWebUrl(f.website.trim())) return { error: 'website', invalid: ['website'] };
  if (!EMAIL_RE.test(f.email.trim())) return { error: 'email', invalid: ['email'] };
  return null;
}

/** Spec §5: every login field is required. */
export function checkLogin(f: LoginFields): { error: FormError; invalid: string[] } | null {
  const missing = (['login', 'password'] as const).filter((k) => !f[k].trim());
  return missing.length ? { error: 'fillAll', invalid: [...missing] } : null;
}

export function registerFields(form: FormData): RegisterFields {
  const get = (k: string) => String(form.get(k) ?? '');
  return {
    app_name: get('app_name').trim(),
    password: get('password'),
    website: get('website').trim(),
    phone: get('phone').trim(),
    country: get('country').trim(),
    email: get('email').trim(),
  };
}

export function loginFields(form: FormData): LoginFields {
  return { login: String(form.get('login') ?? '').trim(), password: String(form.get('password') ?? '') };
}

/** The typed values to show again after an answer: everything but the password. */
export function keepFields(f: RegisterFields | LoginFields): Record<string, string> {
  const { password: _password, ...rest } = f;
  return { ...rest };
}

/**
 * Attempts per client and minute that reach the API. The API limits account calls per IP, but the web
 * server's own calls come from loopback (allow-listed there), so the page keeps its own count.
 */
export const ATTEMPTS_PER_MINUTE = 10;

export function createAttemptLimiter(max = ATTEMPTS_PER_MINUTE, windowMs = 60_000) {
  const hits = new Map<string, number[]>();
  return (client: string, now = Date.now()): boolean => {
    if (hits.size > 10_000) hits.clear();
    const recent = (hits.get(client) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= max) {
      hits.set(client, recent);
      return false;
    }
    recent.push(now);
    hits.set(client, recent);
    return true;
  };
}
