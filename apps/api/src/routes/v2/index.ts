import { requireBearer } from './auth.js';
import bookDownloaded from './book-downloaded.js';
import recordPageHits from './record-page-hits.js';
import recordVisitor from './record-visitor.js';
import type { RoutePlugin } from '../types.js';

/** /api/v2: the anonymous counters, behind the public bearer credential. */
const v2: RoutePlugin = async (app, options) => {
  // Only the dependencies go down: `options` also holds this plugin's own prefix.
  const deps = { repositories: options.repositories, state: options.state, config: options.config };
  app.addHook('onRequest', requireBearer(deps.config.publicBearerToken));
  await app.register(recordVisitor, deps);
  await app.register(bookDownloaded, deps);
  await app.register(recordPageHits, deps);
};

export default v2;
