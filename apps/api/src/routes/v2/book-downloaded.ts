import { MESSAGES, notFound } from '../../errors.js';
import { answers } from '../../schemas/common.js';
import { BookDownloadedQuery, RecordedAnswer } from '../../schemas/counters.js';
import { optedOut } from '../../lib/visitor.js';
import { mergeBodyIntoQuery } from './auth.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 v2 book-downloaded: counts a download of a book in a format (monthly counters). */
const bookDownloaded: RoutePlugin = async (app, { repositories, state }) => {
  app.route({
    method: ['POST', 'GET'],
    url: '/book-downloaded',
    schema: {
      tags: ['counters'],
      summary: 'Record a book download',
      security: [{ publicBearer: [] }],
      querystring: BookDownloadedQuery,
      response: answers(RecordedAnswer),
    },
    config: { cache: 'none' },
    preValidation: mergeBodyIntoQuery,
    handler: async (request) => {
      const { book_id: bookId, type = 'pdf' } = request.query;
      if (!(await state.books()).has(bookId)) throw notFound(`${MESSAGES.bookNotFound}: ${bookId}`);
      if (optedOut(request.headers)) return { recorded: false };
      await repositories.statistics.recordDownload(bookId, type, { requestId: request.query.request_id });
      return { recorded: true };
    },
  });
};

export default bookDownloaded;
