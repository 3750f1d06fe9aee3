import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Repositories } from '@tafsir/db';
import type { ApiConfig } from '../config.js';
import type { ContentState } from '../lib/content-state.js';

/** What every route plugin receives: repositories, the cached content state and the configuration. */
export interface RouteDeps {
  repositories: Repositories;
  state: ContentState;
  config: ApiConfig;
}

export type RoutePlugin = FastifyPluginAsyncTypebox<RouteDeps>;
