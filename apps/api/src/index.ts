export { buildApp, API_VERSION, type ApiInstance, type BuildAppOptions } from './app.js';
export {
  loadConfig,
  resolveConfig,
  DEFAULT_CONFIG,
  DEFAULT_PUBLIC_BEARER_TOKEN,
  type ApiConfig,
} from './config.js';
export { MESSAGES, type ErrorBody } from './errors.js';
export { OPENAPI_PATH, DOCS_PREFIX } from './plugins/docs.js';
