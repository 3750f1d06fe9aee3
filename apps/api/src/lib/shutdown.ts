import type { FastifyInstance } from 'fastify';

export interface Closable {
  close(): Promise<void>;
}

export type ShutdownOutcome = 'closed' | 'timeout' | 'failed';

/**
 * Graceful stop: `app.close()` stops accepting connections, closes idle keep-alive connections,
 * answers requests that arrive on busy ones with 503 + `Connection: close` (Fastify's
 * return503OnClosing, so a proxy retries them elsewhere) and resolves once every in-flight request is
 * answered; only then is the database pool closed. If that takes longer than `timeoutMs`, the outcome
 * is 'timeout' and the caller exits anyway.
 */
export async function gracefulShutdown(
  app: FastifyInstance,
  database: Closable,
  timeoutMs: number,
): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  // server.close() closes the keep-alive connections that are idle at that moment only; a connection
  // whose request was in flight would then linger until its keep-alive timeout. Close them as they
  // become idle.
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), 50);
  sweep.unref();
  const close = (async (): Promise<ShutdownOutcome> => {
    try {
      await app.close();
      await database.close();
      return 'closed';
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      return 'failed';
    }
  })();
  try {
    return await Promise.race([close, timeout]);
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
}

/** Installs SIGTERM/SIGINT handlers that shut down once and exit (0 when everything closed in time). */
export function exitOnSignals(
  app: FastifyInstance,
  database: Closable,
  timeoutMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: finishing in-flight requests');
    void gracefulShutdown(app, database, timeoutMs).then((outcome) => {
      if (outcome === 'timeout') app.log.error({ timeoutMs }, 'shutdown timed out; exiting anyway');
      else app.log.info({ outcome }, 'shut down');
      exit(outcome === 'closed' ? 0 : 1);
    });
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
