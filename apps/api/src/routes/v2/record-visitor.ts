import { answers } from '../../schemas/common.js';
import { RecordedAnswer, RecordVisitorQuery } from '../../schemas/counters.js';
import { optedOut, VisitorHasher } from '../../lib/visitor.js';
import { mergeBodyIntoQuery } from './auth.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 v2 record-visitor: counts a visitor once per day under an opaque daily-salted hash. */
const recordVisitor: RoutePlugin = async (app, { repositories, config }) => {
  const hasher = new VisitorHasher(config.visitorSecret);
  app.route({
    method: ['POST', 'GET'],
    url: '/record-visitor',
    schema: {
      tags: ['counters'],
      summary: 'Record a visit',
      security: [{ publicBearer: [] }],
      querystring: RecordVisitorQuery,
      response: answers(RecordedAnswer),
    },
    config: { cache: 'none' },
    preValidation: mergeBodyIntoQuery,
    handler: async (request) => {
      if (optedOut(request.headers)) return { recorded: false };
      const identity =
        request.query.fingerprint?.trim() ||
        `${request.clientAddress}\n${request.headers['user-agent'] ?? ''}`;
      await repositories.statistics.recordVisitor(hasher.hash(identity));
      return { recorded: true };
    },
  });
};

export default recordVisitor;
