import { Type } from 'typebox';
import { ErrorBody, RiwayaParam } from '../../schemas/common.js';

export const MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 10_000,
  text: 8_000,
  pageUrl: 2_000,
  requestId: 100,
  locale: 10,
} as const;

const text = (max: number, extra: Record<string, unknown> = {}) => Type.String({ maxLength: max, ...extra });

/** Fields every form may carry: the honeypot, an idempotency id and the interface locale. */
const common = {
  homepage: Type.Optional(
    text(500, {
      description:
        'Honeypot: a hidden field people leave empty. When filled, the answer is the same but nothing is stored.',
    }),
  ),
  request_id: Type.Optional(
    text(MESSAGE_LIMITS.requestId, {
      minLength: 8,
      description: 'Client-chosen id (e.g. a UUID); resending with the same id stores the message once',
    }),
  ),
  locale: Type.Optional(text(MESSAGE_LIMITS.locale, { description: 'Interface language of the sender' })),
};

export const ContactBody = Type.Object(
  {
    name: text(MESSAGE_LIMITS.name, { minLength: 1, examples: ['Aisha'] }),
    email: text(MESSAGE_LIMITS.email, { minLength: 1, examples: ['aisha@example.org'] }),
    subject: text(MESSAGE_LIMITS.subject, { minLength: 1, examples: ['A question'] }),
    message: text(MESSAGE_LIMITS.message, { minLength: 1, examples: ['Salam, …'] }),
    ...common,
  },
  { additionalProperties: false },
);

export const NoteBody = Type.Object(
  {
    proposed_text: text(MESSAGE_LIMITS.text, { minLength: 1, description: 'The corrected text' }),
    original_text: text(MESSAGE_LIMITS.text, { minLength: 1, description: 'The text as shown' }),
    book_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    sura: Type.Integer({ minimum: 1, maximum: 114 }),
    aya: Type.Integer({ minimum: 1, maximum: 286, description: "In the riwaya's own numbering" }),
    rewaya_id: Type.Optional(RiwayaParam),
    name: text(MESSAGE_LIMITS.name, { minLength: 1 }),
    email: text(MESSAGE_LIMITS.email, { minLength: 1 }),
    ...common,
  },
  { additionalProperties: false },
);

export const BugBody = Type.Object(
  {
    description: text(MESSAGE_LIMITS.message, { minLength: 1, examples: ['The page does not scroll'] }),
    page_url: text(MESSAGE_LIMITS.pageUrl, {
      minLength: 1,
      description:
        "The page the bug is about: a path of the site (/en?sura=2&aya=255) or a URL of the site's origin",
      examples: ['/en?sura=2&aya=255'],
    }),
    book_id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The book the bug is about, if any' }),
    ),
    sura: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 114, description: 'The verse, if any (with aya)' }),
    ),
    aya: Type.Optional(Type.Integer({ minimum: 1, maximum: 286 })),
    rewaya_id: Type.Optional(RiwayaParam),
    email: Type.Optional(text(MESSAGE_LIMITS.email, { description: 'Optional, for an answer' })),
    name: Type.Optional(text(MESSAGE_LIMITS.name)),
    ...common,
  },
  { additionalProperties: false },
);

export const SentAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String({ examples: ['Your message has been sent. Thanks for contacting us'] }),
});

export const messageResponses = {
  200: SentAnswer,
  400: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  503: ErrorBody,
};
