import { answers } from '../../schemas/common.js';
import { RecordedAnswer, RecordPageHitsQuery } from '../../schemas/counters.js';
import { optedOut } from '../../lib/visitor.js';
import { mergeBodyIntoQuery } from './auth.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 v2 record-page-hits: counts a view of a page (and the id shown on it) per month. */
const recordPageHits: RoutePlugin = async (app, { repositories }) => {
  app.route({
    method: ['POST', 'GET'],
    url: '/record-page-hits',
    schema: {
      tags: ['counters'],
      summary: 'Record a page view',
      security: [{ publicBearer: [] }],
      querystring: RecordPageHitsQuery,
      response: answers(RecordedAnswer),
    },
    config: { cache: 'none' },
    preValidation: mergeBodyIntoQuery,
    handler: async (request) => {
      if (optedOut(request.headers)) return { recorded: false };
      await repositories.statistics.recordPageHit(request.query.page, request.query.id ?? '', {
        requestId: request.query.request_id,
      });
      return { recorded: true };
    },
  });
};

export default recordPageHits;
