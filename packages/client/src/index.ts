export {
  ApiError,
  createClient,
  encodeQuery,
  CLIENT_ROUTES,
  type ClientMethod,
  type ClientOptions,
  type CallOptions,
  type TafsirClient,
} from './client.js';
export type * from './types.js';
