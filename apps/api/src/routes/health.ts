import { HealthAnswer } from '../schemas/catalogue.js';
import type { RoutePlugin } from './types.js';

/** Liveness: answers as long as the process serves requests (no database round trip). */
const health: RoutePlugin = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['service'], summary: 'Liveness probe', response: { 200: HealthAnswer } },
      config: { cache: 'none', rateLimit: false },
    },
    async () => ({ status: 'ok' as const, uptime: process.uptime() }),
  );
};

export default health;
