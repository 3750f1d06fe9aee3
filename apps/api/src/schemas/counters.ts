import { SITE_PAGES } from '@tafsir/core';
import { DOWNLOAD_FORMATS } from '@tafsir/exporter';
import { Type } from 'typebox';
import { StringEnum } from './common.js';

/** The formats a book is downloaded in (issue 20: the counter takes no other). */
export const DOWNLOADED_TYPES = [...new Set(['pdf', 'pdf_print', 'db', ...DOWNLOAD_FORMATS])];

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
      StringEnum(DOWNLOADED_TYPES, {
        default: 'pdf',
        description: "Download format: the spec's pdf, pdf_print, db, or one of the download files' formats",
      }),
    ),
    request_id: Type.Optional(RequestIdParam),
  },
  { additionalProperties: false },
);

export const RecordPageHitsQuery = Type.Object(
  {
    page: Type.String({
      minLength: 1,
      maxLength: 200,
      description: `The site's page type: ${Object.keys(SITE_PAGES).join(', ')}`,
    }),
    id: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'Id shown on the page: an author id (author), a book id (book), a sura (browse-sura), a verse key like 2:255 (browse-aya); empty for the others and for list pages',
      }),
    ),
    request_id: Type.Optional(RequestIdParam),
  },
  { additionalProperties: false },
);
