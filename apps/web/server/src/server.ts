/**
 * The web server: Next's request handler behind a plain Node HTTP server, so that the HTML of each
 * document can be rewritten on its way out (defer-scripts.ts) and compressed after that.
 *
 *   node apps/web/server/dist/server.js [-p PORT] [-H HOST]      (defaults: WEB_PORT or 3000, 0.0.0.0)
 *
 * It replaces `next start` (same options, same `.next` build). Compression moved here from Next
 * (next.config sets `compress: false`), since the rewrite must see the text before it is gzipped:
 * on unless WEB_COMPRESS=0 (behind nginx, which compresses). SIGTERM/SIGINT: stop accepting, let
 * in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS, default 10 s), close Next, exit 0.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import nextModule from 'next';
import { createScriptDeferrer } from './defer-scripts.js';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.WEB_PORT ?? 3000);
const hostname = values.hostname ?? '0.0.0.0';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`web: invalid port ${values.port ?? process.env.WEB_PORT}`);
  process.exit(2);
}
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const compress = process.env.WEB_COMPRESS !== '0';
const shutdownMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

// At run time the CommonJS module is the factory itself; its types describe an ES default export.
const next = nextModule as unknown as typeof import('next/dist/server/next.js').default;
const app = next({ dev: false, dir: webDir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const gzip = compression();

/**
 * Rewrites the body of an HTML answer as it is written (Next streams pages), leaving every other
 * answer untouched. Installed after compression wrapped the response, so it sees plain text.
 */
function deferScriptsOf(res: ServerResponse): void {
  type Write = (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
  type End = (chunk?: unknown, encoding?: unknown, cb?: unknown) => ServerResponse;
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as End;
  let deferrer: ReturnType<typeof createScriptDeferrer> | null | undefined;
  const decoder = new TextDecoder();
  const active = (given?: Record<string, unknown>) => {
    if (deferrer === undefined) {
      const header = (name: string) =>
        res.getHeader(name) ?? Object.entries(given ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
      const type = String(header('content-type') ?? '');
      const length = header('content-length') !== undefined;
      // An answer that already comes encoded (Next proxies the rewrite of a /{locale}/{lang} page to
      // itself) is passed through as it is.
      const encoded = header('content-encoding') !== undefined;
      // Next sends the headers of a streamed page before its first piece (no length then); a length
      // Next computed is for the text before the rewrite, so it goes, or the answer is left alone
      // when it was already sent.
      deferrer =
        /^text\/html\b/i.test(type) && !encoded && !(length && res.headersSent)
          ? createScriptDeferrer()
          : null;
      if (deferrer && length) {
        res.removeHeader('content-length');
        if (given)
          for (const k of Object.keys(given)) if (k.toLowerCase() === 'content-length') delete given[k];
      }
    }
    return deferrer;
  };
  const text = (chunk: unknown): string =>
    typeof chunk === 'string'
      ? chunk
      : Buffer.isBuffer(chunk) || chunk instanceof Uint8Array
        ? decoder.decode(chunk, { stream: true })
        : String(chunk ?? '');
  // Decided when the headers go out, before compression adds its own Content-Encoding to them
  // (headers given to writeHead itself are looked at too).
  type WriteHead = (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as WriteHead;
  (res as { writeHead: WriteHead }).writeHead = (...args) => {
    const given = args.find(
      (a): a is Record<string, unknown> => !!a && typeof a === 'object' && !Array.isArray(a),
    );
    active(given);
    return writeHead(...args);
  };
  (res as { write: Write }).write = (chunk, encoding, cb) => {
    const d = active();
    if (!d || chunk === undefined || chunk === null) return write(chunk, encoding, cb);
    const out = d.push(text(chunk));
    const callback = typeof encoding === 'function' ? encoding : cb;
    return write(out, 'utf8', callback);
  };
  (res as { end: End }).end = (chunk, encoding, cb) => {
    const d = active();
    if (!d) return end(chunk, encoding, cb);
    const callback = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : cb;
    const body = typeof chunk === 'function' || chunk === undefined || chunk === null ? '' : text(chunk);
    const out = d.push(body + decoder.decode()) + d.end();
    return end(out, 'utf8', callback);
  };
}

function serve(req: IncomingMessage, res: ServerResponse): void {
  const go = () => {
    // After compression has wrapped the response: Next writes → the rewrite → gzip → the socket.
    if (req.method === 'GET' || req.method === 'HEAD') deferScriptsOf(res);
    handle(req, res).catch((err: unknown) => {
      console.error('[web] request failed', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  };
  if (compress) gzip(req as never, res as never, go);
  else go();
}

const server = createServer(serve);
server.listen(port, hostname, () => {
  console.log(`web: ready on http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`);
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`web: ${signal}, finishing in-flight requests`);
  const timer = setTimeout(() => {
    console.error(`web: requests still open after ${shutdownMs} ms, exiting`);
    process.exit(1);
  }, shutdownMs);
  timer.unref();
  server.close(() => {
    void app.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
