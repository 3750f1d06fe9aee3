import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';

/**
 * Load shedding (issue 20). A content answer that is not in the answer cache costs database work; a
 * flood of distinct ones (cache-busting search) used to queue without bound for the database pool
 * until clients timed out. Here at most `concurrency` such answers are computed at once per process;
 * a few more (as many as run) wait up to `queueMs` for a slot; past that, or past that line, the answer is 429 with
 * `Retry-After: 1`, sent one second after arrival — an answer the client can act on, instead of a
 * timeout, while the answers that do run keep their usual latency. Cache hits and 304s are answered before this (plugins/http-cache.ts,
 * onRequest) and never wait.
 */
export class AdmissionGate {
  private active = 0;
  private readonly waiting: Array<(admitted: boolean) => void> = [];

  constructor(
    readonly concurrency: number,
    private readonly queueMs: number,
  ) {}

  /** Resolves true with a slot (call `leave` once done), or false when none freed up in time. */
  enter(): Promise<boolean> | boolean {
    if (this.active < this.concurrency) {
      this.active++;
      return true;
    }
    // As many may wait as run: a longer line could not be served within the wait anyway, and refusing
    // at once costs less than a timer per request under a flood.
    if (this.waiting.length >= this.concurrency) return false;
    return new Promise<boolean>((resolve) => {
      const admit = (admitted: boolean) => {
        clearTimeout(timer);
        resolve(admitted);
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(admit);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(false);
      }, this.queueMs);
      this.waiting.push(admit);
    });
  }

  /** Frees a slot: handed straight to the longest waiter, if any. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.active--;
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

export const RETRY_AFTER_SECONDS = 1;

async function admission(
  app: FastifyInstance,
  options: { concurrency: number; queueMs: number },
): Promise<void> {
  if (options.concurrency <= 0) return;
  const gate = new AdmissionGate(options.concurrency, options.queueMs);
  app.decorate('admissionGate', gate);

  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const arrived = Date.now();
    if (!(await gate.enter())) {
      // The refusal itself is held until Retry-After has passed since arrival (a timer, no work): a
      // client that ignores Retry-After and retries at once cannot come back sooner than asked, so a
      // flood of such clients cannot turn into a flood of refusals that starves the admitted answers.
      const hold = RETRY_AFTER_SECONDS * 1000 - (Date.now() - arrived);
      if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      throw new HttpError(
        429,
        `Too many requests are being answered: retry in ${RETRY_AFTER_SECONDS} second`,
      );
    }
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      gate.leave();
    };
    // 'finish' (through onResponse) or 'close' (the client went away first): whichever comes first.
    reply.raw.once('close', release);
    request.admissionRelease = release;
  };
  const release = async (request: FastifyRequest) => request.admissionRelease?.();

  // preHandler: after validation (a bad request never takes a slot) and after the answer cache's
  // onRequest (a cached answer never waits).
  app.addHook('onRoute', (route) => {
    if (route.config?.cache !== 'content') return;
    route.preHandler = [admit, ...toArray(route.preHandler)];
    route.onResponse = [...toArray(route.onResponse), release];
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    admissionGate?: AdmissionGate;
  }
  interface FastifyRequest {
    admissionRelease?: () => void;
  }
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default fp(admission, { name: 'admission', fastify: '5.x' });
