import { Type } from 'typebox';

export const RecordedAnswer = Type.Object({
  recorded: Type.Boolean({
    description: 'false when the browser opted out (DNT / Sec-GPC): nothing was stored',
  }),
});

export const RecordVisitorQuery = Type.Object(
  {
    fingerprint: Type.Optional(
      Type.String({
        maxLength: 256,
        description: 'Browser fingerprint; hashed with a daily salt, never stored',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Issue 7: a retried request (same id) is counted once; ids are remembered for a day. */
export const RequestIdParam = Type.String({
  pattern: '^[A-Za-z0-9_.:-]{8,100}$',
  description: 'Client-chosen id of this event (e.g. a UUID), sent again unchanged on retry: counted once',
});

export const BookDownloadedQuery = Type.Object(
  {
    book_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    type: Type.Optional(
      Type.String({
        pattern: '^[a-z_]{1,20}$',
        default: 'pdf',
        description: 'Download format: pdf, pdf_print, db…',
      }),
    ),
    request_id: Type.Optional(RequestIdParam),
  },
  { additionalProperties: false },
);

export const RecordPageHitsQuery = Type.Object(
  {
    page: Type.String({ minLength: 1, maxLength: 200, description: 'Page (route name or path)' }),
    id: Type.Optional(
      Type.String({ maxLength: 100, description: 'Id shown on the page (book, author…); may be empty' }),
    ),
    request_id: Type.Optional(RequestIdParam),
  },
  { additionalProperties: false },
);
