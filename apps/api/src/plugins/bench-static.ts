import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';

/**
 * Benchmark only (BENCH_STATIC=1): serves the files of BENCH_STATIC_DIR under /bench/static/ with
 * @fastify/static, so bench/api/run.mjs can compare an API answer with the same bytes as a static file
 * served by the same server. Never registered otherwise.
 */
export default async function benchStatic(app: FastifyInstance, options: { dir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(options.dir),
    prefix: '/bench/static/',
    decorateReply: false,
    schemaHide: true,
  });
}
