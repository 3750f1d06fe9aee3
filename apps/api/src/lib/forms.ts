import type { FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../errors.js';

/**
 * Validation of what users send (developer registration/login, contact, note, bug report), with the
 * wording of spec §5/§8: a missing or blank required field is "Please fill all the fields" (messages)
 * or "Please provide all the required fields" (developer accounts), and the message names the field.
 * The routes' TypeBox schemas give types and length limits (and the OpenAPI document); the routes set
 * `attachValidation` and turn a schema failure into these messages with `formError`.
 */
export const FORM_MESSAGES = {
  fillAll: 'Please fill all the fields',
  requiredFields: 'Please provide all the required fields',
  contactSent: 'Your message has been sent. Thanks for contacting us',
  emailSent: 'Email sent successfully',
  apiKeyRequired: 'API key required: send it as the header Authorization: Bearer <api key>',
  apiKeyInvalid: 'Invalid API key: it is unknown or has been revoked (log in to get a new one)',
  loginFailed: 'Wrong app name, email or password',
} as const;

const LABELS: Record<string, string> = {
  app_name: 'App name',
  password: 'Password',
  website: 'Website URL',
  email: 'Email',
  name: 'Name',
};

function label(field: string): string {
  return LABELS[field] ?? `'${field}'`;
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  return (error.instancePath ?? '').split('/').filter(Boolean)[0] ?? 'body';
}

export function formError(errors: readonly FastifySchemaValidationError[], missing: string): HttpError {
  const error = errors[0];
  if (!error) return new HttpError(400, missing);
  const field = fieldOf(error);
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return new HttpError(400, `${missing} (${field} is required)`);
    case 'minLength':
      if (Number(params.limit) <= 1) return new HttpError(400, `${missing} (${field} is empty)`);
      return new HttpError(400, `${label(field)} must be at least ${String(params.limit)} characters`);
    case 'maxLength':
      return new HttpError(400, `${label(field)} must be at most ${String(params.limit)} characters`);
    case 'type':
      if (field === 'body') return new HttpError(400, `${missing} (send a JSON object)`);
      return new HttpError(400, `Invalid parameter '${field}': ${error.message ?? 'has the wrong type'}`);
    default:
      return new HttpError(400, `Invalid parameter '${field}': ${error.message ?? 'is invalid'}`);
  }
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

/**
 * Checks beyond the schema: required text fields must not be blank once trimmed; no NUL characters
 * (PostgreSQL text cannot hold them); e-mails and URLs must look like one. Returns trimmed copies of
 * the named fields (other values are kept byte-identical).
 */
export function checkFields<T extends Record<string, unknown>>(
  body: T,
  rules: {
    required: readonly (keyof T & string)[];
    email?: readonly (keyof T & string)[];
    url?: readonly (keyof T & string)[];
  },
  missing: string,
): T {
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('\u0000'))
      throw new HttpError(400, `Invalid parameter '${field}': must not contain NUL characters`);
  }
  for (const field of rules.required) {
    const value = body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      throw new HttpError(400, `${missing} (${field} is empty)`);
  }
  for (const field of rules.email ?? []) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '' && !EMAIL.test(value.trim()))
      throw new HttpError(400, `Invalid parameter '${field}': must be an email address`);
  }
  for (const field of rules.url ?? []) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '' && !isHttpUrl(value.trim()))
      throw new HttpError(400, `Invalid parameter '${field}': must be an http(s) URL`);
  }
  return body;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A page of this site: a path (`/en?sura=2`) or an absolute URL of `siteOrigin`. Resolving against the
 * origin and comparing origins refuses `//evil.example/x`, `/\\evil.example`, `javascript:` and other
 * schemes, whatever their spelling.
 */
export function isSitePageUrl(value: string, siteOrigin: string): boolean {
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}
