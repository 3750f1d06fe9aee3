import { checkPageHit } from '@tafsir/core';
import { badRequest } from '../../errors.js';
import { answers } from '../../schemas/common.js';
import { RecordedAnswer, RecordPageHitsQuery } from '../../schemas/counters.js';
import { optedOut } from '../../lib/visitor.js';
import { mergeBodyIntoQuery } from './auth.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 v2 record-page-hits: counts a view of a page (and the id shown on it) per month. */
const recordPageHits: RoutePlugin = async (app, { repositories, state }) => {
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
      // Only pages the site has, with an id of the right kind that exists (issue 20; rules in core).
      const check = checkPageHit(request.query.page, request.query.id ?? '');
      if (!check.ok) throw badRequest(check.param, check.message);
      if (check.entity?.kind === 'book' && !(await state.books()).has(check.entity.id))
        throw badRequest('id', `no book ${check.entity.id}`);
      if (check.entity?.kind === 'author' && !(await repositories.authors.get(check.entity.id)))
        throw badRequest('id', `no author ${check.entity.id}`);
      if (optedOut(request.headers)) return { recorded: false };
      await repositories.statistics.recordPageHit(request.query.page, request.query.id ?? '', {
        requestId: request.query.request_id,
      });
      return { recorded: true };
    },
  });
};

export default recordPageHits;
