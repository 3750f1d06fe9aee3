import { DuplicateAppError, type DeveloperApp, type IssuedKey } from '@tafsir/db';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { HttpError } from '../../errors.js';
import { checkFields, formError, FORM_MESSAGES } from '../../lib/forms.js';
import { limitKey } from '../../lib/client-address.js';
import { createLimiter } from '../../lib/limiter.js';
import { passwordProblem } from '../../lib/passwords.js';
import type { RoutePlugin } from '../types.js';
import type { KeyCache } from './auth.js';
import { bearerToken } from './auth.js';
import {
  accountResponses,
  KeyAnswer,
  KeysAnswer,
  LoginBody,
  RegisterBody,
  RevokeAnswer,
  RevokeBody,
} from './schemas.js';

export const DUPLICATE_APP_MESSAGE = 'This app name or email is already registered';

function keyAnswer(app: DeveloperApp, key: IssuedKey, message: string) {
  return {
    api_key: key.key,
    key_prefix: key.prefix,
    header: `Authorization: Bearer ${key.key}`,
    app,
    message,
  };
}

function failValidation(request: FastifyRequest, missing: string): void {
  if (request.validationError) throw formError(request.validationError.validation, missing);
}

/**
 * Developer accounts (spec §1, §3, §6): register an app, log in (a fresh key each time), list and
 * revoke keys. Attempts are rate-limited per client IP (brute-force guard).
 */
const account =
  (keyCache: KeyCache): RoutePlugin =>
  async (app, { repositories, config }) => {
    const { developers } = repositories;
    const limit = await createLimiter(app, {
      max: config.accountRateLimitMax,
      timeWindow: 60_000,
      allowList: config.rateLimitAllowList,
      per: 'per IP address',
    });
    // Keys issued (register, login) and listed, per client address and hour: a new key or app name
    // resets nothing (issue 20).
    const keyLimit = await createLimiter(app, {
      max: config.keyIssueRateLimitMax,
      timeWindow: 3600_000,
      keyGenerator: (request) => `keys:${limitKey(request.clientAddress)}`,
      allowList: config.rateLimitAllowList,
      per: 'per IP address',
    });
    // Every account route: form validation answered with the spec's messages, no HTTP caching, the limit.
    const formRoute = { attachValidation: true, config: { cache: 'none' as const }, preHandler: limit };
    const keyRoute = { ...formRoute, preHandler: [limit, keyLimit] };

    /** login + password of a form (login or keys), checked and required. */
    const credentials = (request: FastifyRequest, body: Static<typeof LoginBody>) => {
      failValidation(request, FORM_MESSAGES.requiredFields);
      return checkFields(body, { required: ['login', 'password'] }, FORM_MESSAGES.requiredFields);
    };

    app.post(
      '/register',
      {
        schema: {
          tags: ['developer'],
          summary: 'Register an app and get its first API key',
          description:
            'All fields are required (app name and password at least 5 characters; a common or guessable password, or one made of the app name or email, is refused). A taken app name or email is one 409, whichever it is. The key in the answer is shown once. Limited per client address per minute and per hour.',
          body: RegisterBody,
          response: { 200: KeyAnswer, ...accountResponses },
        },
        ...keyRoute,
      },
      async (request, reply) => {
        failValidation(request, FORM_MESSAGES.requiredFields);
        const body = checkFields(
          request.body,
          {
            required: ['app_name', 'password', 'email', 'website', 'phone', 'country'],
            email: ['email'],
            url: ['website'],
          },
          FORM_MESSAGES.requiredFields,
        );
        if (body.app_name.trim().length < 5)
          throw new HttpError(400, 'App name must be at least 5 characters');
        const weak = passwordProblem(body.password, config.passwordMinScore, [
          body.app_name,
          body.email,
          ...body.email.split('@'),
        ]);
        if (weak) throw new HttpError(400, weak);
        try {
          const { app: created, key } = await developers.register({
            appName: body.app_name,
            password: body.password,
            email: body.email,
            website: body.website,
            phone: body.phone,
            country: body.country,
          });
          return reply.send(
            keyAnswer(created, key, 'App registered. Keep this API key: it is shown only once'),
          );
        } catch (error) {
          // One answer whichever is taken: which field it is would tell whether an email is registered.
          if (error instanceof DuplicateAppError) throw new HttpError(409, DUPLICATE_APP_MESSAGE);
          throw error;
        }
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['developer'],
          summary: 'Log in (app name or email + password) and get a fresh API key',
          description: 'Every login issues a new key; earlier keys keep working until revoked.',
          body: LoginBody,
          response: { 200: KeyAnswer, ...accountResponses },
        },
        ...keyRoute,
      },
      async (request) => {
        const body = credentials(request, request.body);
        const result = await developers.login(body.login, body.password);
        if (!result) throw new HttpError(401, FORM_MESSAGES.loginFailed);
        return keyAnswer(result.app, result.key, 'Logged in. Keep this API key: it is shown only once');
      },
    );

    app.post(
      '/keys',
      {
        schema: {
          tags: ['developer'],
          summary: "List an app's keys (prefixes and dates only)",
          body: LoginBody,
          response: { 200: KeysAnswer, ...accountResponses },
        },
        ...keyRoute,
      },
      async (request) => {
        const body = credentials(request, request.body);
        const found = await developers.verifyCredentials(body.login, body.password);
        if (!found) throw new HttpError(401, FORM_MESSAGES.loginFailed);
        const keys = await developers.keys(found.id);
        return { app: found, keys: keys.map(({ id: _id, ...k }) => k) };
      },
    );

    app.post(
      '/revoke',
      {
        schema: {
          tags: ['developer'],
          summary: 'Revoke an API key',
          description:
            'Send the key itself (`Authorization: Bearer <key>` or `key`), or `login` + `password` with the `prefix` of the key (or `all: true`).',
          body: RevokeBody,
          response: { 200: RevokeAnswer, ...accountResponses },
        },
        ...formRoute,
      },
      async (request) => {
        failValidation(request, FORM_MESSAGES.requiredFields);
        const body = checkFields(request.body ?? {}, { required: [] }, FORM_MESSAGES.requiredFields);
        const key = body.key?.trim() || bearerToken(request.headers.authorization);
        let revoked = 0;
        if (body.login !== undefined || body.password !== undefined) {
          if (!body.login?.trim() || !body.password)
            throw new HttpError(400, `${FORM_MESSAGES.requiredFields} (login and password)`);
          const found = await developers.verifyCredentials(body.login, body.password);
          if (!found) throw new HttpError(401, FORM_MESSAGES.loginFailed);
          if (!body.all && !body.prefix?.trim() && !key)
            throw new HttpError(400, `${FORM_MESSAGES.requiredFields} (prefix of the key, or all: true)`);
          if (key) {
            const owner = await developers.authenticate(key);
            if (owner?.appId === found.id) revoked = Number(await developers.revokeKey(key));
          } else {
            revoked = await developers.revokeByPrefix(found.id, body.all ? null : body.prefix!.trim());
          }
        } else if (key) {
          revoked = Number(await developers.revokeKey(key));
          if (!revoked) throw new HttpError(401, FORM_MESSAGES.apiKeyInvalid);
        } else {
          throw new HttpError(401, FORM_MESSAGES.apiKeyRequired);
        }
        keyCache.clear();
        return {
          revoked,
          message: revoked ? 'API key revoked' : 'No valid key matched: nothing was revoked',
        };
      },
    );
  };

export default account;
