import { answers } from '../../schemas/common.js';
import { StatisticsAnswer } from '../../schemas/catalogue.js';
import type { RoutePlugin } from '../types.js';

/** Spec §3 statistics, computed from the catalogue and the v2 counters (so cached one minute only). */
const statistics: RoutePlugin = async (app, { repositories }) => {
  app.get(
    '/statistics',
    {
      schema: { tags: ['catalogue'], summary: 'Site statistics', response: answers(StatisticsAnswer) },
      config: { cache: 'short' },
    },
    () => repositories.statistics.get(),
  );
};

export default statistics;
