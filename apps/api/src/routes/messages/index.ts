import { createHash } from 'node:crypto';
import type { NewMessage } from '@tafsir/db';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { HttpError, MESSAGES } from '../../errors.js';
import { checkFields, formError, FORM_MESSAGES, isSitePageUrl } from '../../lib/forms.js';
import { createLimiter } from '../../lib/limiter.js';
import { createMailer } from '../../lib/mailer.js';
import { readingQuery } from '../../lib/params.js';
import type { RoutePlugin } from '../types.js';
import { BugBody, ContactBody, messageResponses, NoteBody } from './schemas.js';

/**
 * What users send (spec §2, §5, §8; issue 7): the contact form, a note on a text and a bug report.
 *
 * Each is validated with the spec's wording, stored in the database before the answer (so a success
 * answer means it is stored; a database that cannot be written gives a 503 through the error handler,
 * never a silent loss), then mailed when SMTP is configured. Spam guards: a per-IP rate limit and a
 * honeypot field (`homepage`; a filled one gets the same success answer and nothing is stored). A
 * `request_id` makes a retried send idempotent: the same id with the same message is stored once.
 */

/**
 * The idempotency key stored for a message: the sender's request_id bound to everything the message
 * says. A retry of the same send matches it; another message under the same id (a form page cached
 * with one id for every visitor, a client reusing ids) does not, and is stored, never silently dropped.
 */
export function idempotencyKey(message: NewMessage): string | null {
  const { request_id: requestId, ...said } = message;
  if (!requestId) return null;
  const body = JSON.stringify(Object.entries(said).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(requestId).update('\0').update(body).digest('base64url');
}
const messages: RoutePlugin = async (app, { repositories, state, config }) => {
  const limit = await createLimiter(app, {
    max: config.messageRateLimitMax,
    timeWindow: 3600_000,
    allowList: config.rateLimitAllowList,
    per: 'per IP address',
  });
  const siteOrigin = new URL(config.siteUrl).origin;

  /**
   * The verse (in its riwaya's own numbering, by core's reading-query parser: the riwaya must be one core
   * knows and the aya within its verse count) and the book a message
   * is about must exist: 400 naming the parameter, 404 for an unknown book (spec §8 wording).
   */
  async function checkPlace(place: { book_id?: number; sura?: number; aya?: number; rewaya_id?: number }) {
    if (place.sura !== undefined || place.aya !== undefined || place.rewaya_id !== undefined) {
      if (place.sura === undefined || place.aya === undefined)
        throw new HttpError(
          400,
          `${FORM_MESSAGES.fillAll} (${place.sura === undefined ? 'sura' : 'aya'} is required with a verse)`,
        );
      readingQuery({ sura: place.sura, aya: place.aya, rewaya_id: place.rewaya_id });
    }
    if (place.book_id !== undefined && !(await state.books()).has(place.book_id))
      throw new HttpError(404, `${MESSAGES.bookNotFound}: ${place.book_id}`);
  }

  const mailer = await createMailer({
    smtpUrl: config.smtpUrl,
    to: config.messagesTo,
    from: config.messagesFrom,
  });

  /** Stores (unless it is a bot's), mails in the background, answers the spec's success message. */
  async function receive(
    request: FastifyRequest,
    honeypot: string | undefined,
    message: NewMessage,
    success: string,
  ) {
    if (honeypot?.trim()) {
      request.log.info({ kind: message.kind }, 'honeypot filled: message dropped');
      return { success: true, message: success };
    }
    const stored = await repositories.messages.add({ ...message, request_id: idempotencyKey(message) });
    if (mailer && stored.id !== null) {
      const id = stored.id;
      void repositories.messages
        .byId(id)
        .then(async (row) => {
          if (!row) return;
          await mailer.send(row);
          await repositories.messages.markMailed(id);
        })
        .catch((err: unknown) => request.log.warn({ err }, 'message stored but not mailed'));
    }
    return { success: true, message: success };
  }

  const routeOptions = <B extends TSchema>(summary: string, body: B) => ({
    schema: { tags: ['messages'], summary, body, response: messageResponses },
    attachValidation: true,
    config: { cache: 'none' as const },
    preHandler: limit,
  });

  app.post(
    '/contact',
    routeOptions('Contact form: name, email, subject, message', ContactBody) as {
      schema: { body: typeof ContactBody };
    },
    async (request) => {
      if (request.validationError) throw formError(request.validationError.validation, FORM_MESSAGES.fillAll);
      const b = checkFields(
        request.body,
        { required: ['name', 'email', 'subject', 'message'], email: ['email'] },
        FORM_MESSAGES.fillAll,
      );
      return receive(
        request,
        b.homepage,
        {
          kind: 'contact',
          name: b.name,
          email: b.email,
          subject: b.subject,
          message: b.message,
          locale: b.locale ?? null,
          request_id: b.request_id ?? null,
        },
        FORM_MESSAGES.contactSent,
      );
    },
  );

  app.post(
    '/note',
    routeOptions('Note on a text: a proposed correction of a passage', NoteBody) as {
      schema: { body: typeof NoteBody };
    },
    async (request) => {
      if (request.validationError) throw formError(request.validationError.validation, FORM_MESSAGES.fillAll);
      const b = checkFields(
        request.body,
        { required: ['proposed_text', 'original_text', 'name', 'email'], email: ['email'] },
        FORM_MESSAGES.fillAll,
      );
      if (!b.homepage?.trim()) await checkPlace(b);
      return receive(
        request,
        b.homepage,
        {
          kind: 'note',
          proposed_text: b.proposed_text,
          original_text: b.original_text,
          book_id: b.book_id,
          sura: b.sura,
          aya: b.aya,
          name: b.name,
          email: b.email,
          locale: b.locale ?? null,
          request_id: b.request_id ?? null,
        },
        FORM_MESSAGES.emailSent,
      );
    },
  );

  app.post(
    '/bug-report',
    routeOptions('Bug report: what went wrong, on which page', BugBody) as {
      schema: { body: typeof BugBody };
    },
    async (request) => {
      if (request.validationError) throw formError(request.validationError.validation, FORM_MESSAGES.fillAll);
      const b = checkFields(
        request.body,
        { required: ['description', 'page_url'], email: ['email'] },
        FORM_MESSAGES.fillAll,
      );
      if (!isSitePageUrl(b.page_url.trim(), siteOrigin))
        throw new HttpError(
          400,
          `Invalid parameter 'page_url': must be a path of this site (starting with one /) or a URL of ${siteOrigin}`,
        );
      if (!b.homepage?.trim()) await checkPlace(b);
      return receive(
        request,
        b.homepage,
        {
          kind: 'bug',
          message: b.description,
          page_url: b.page_url,
          book_id: b.book_id ?? null,
          sura: b.sura ?? null,
          aya: b.aya ?? null,
          email: b.email?.trim() ? b.email : null,
          name: b.name?.trim() ? b.name : null,
          locale: b.locale ?? null,
          request_id: b.request_id ?? null,
        },
        FORM_MESSAGES.emailSent,
      );
    },
  );
};

export default messages;
