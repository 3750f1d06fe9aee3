import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { READER_ADDRESS_HEADER } from '@tafsir/client';
import { HttpError } from '../errors.js';
import { isAllowListed, limitKey } from '../lib/client-address.js';

/**
 * Load shedding (issues 20, 31). A content answer that is not in the answer cache costs database work;
 * a flood of distinct ones (cache-busting search) used to queue without bound for the database pool
 * until clients timed out. Here at most `concurrency` such answers are computed at once per process;
 * a few more (as many as run) wait up to `queueMs` for a slot; past that, or past that line, the answer
 * is 429 with `Retry-After: 1`, sent one second after arrival — an answer the client can act on, instead
 * of a timeout, while the answers that do run keep their usual latency. Cache hits and 304s are
 * answered before this (plugins/http-cache.ts, onRequest) and never wait.
 *
 * The slots are shared per client: one client (its address, lib/client-address.ts) holds at most
 * `clientShare` of them, running or waiting, so a flood from one address is refused at its share and the
 * other readers still find slots (one client with 200 connections once took every slot and a second
 * reader got 429 on 8 of 12 searches).
 */
export class AdmissionGate {
  private active = 0;
  private readonly waiting: Array<(admitted: boolean) => void> = [];
  /** Slots held or waited for, per client. */
  private readonly held = new Map<string, number>();

  constructor(
    readonly concurrency: number,
    private readonly queueMs: number,
    /** Slots one client may hold or wait for at once: half of them (at least one). */
    readonly clientShare = Math.max(1, Math.floor(concurrency / 2)),
  ) {}

  /**
   * Resolves true with a slot (call `leave` with the same client once done), or false when the client
   * already holds its share or none freed up in time. No client: no share (the web server's renders).
   */
  enter(client?: string): Promise<boolean> | boolean {
    if (client === undefined) return this.take();
    const holds = this.held.get(client) ?? 0;
    if (holds >= this.clientShare) return false;
    this.held.set(client, holds + 1);
    const taken = this.take();
    if (taken === true) return true;
    const refused = (admitted: boolean) => {
      if (!admitted) this.drop(client);
      return admitted;
    };
    return taken === false ? refused(false) : taken.then(refused);
  }

  /** Frees a slot: handed straight to the longest waiter, if any. */
  leave(client?: string): void {
    if (client !== undefined) this.drop(client);
    const next = this.waiting.shift();
    if (next) next(true);
    else this.active--;
  }

  get load(): { active: number; waiting: number; clients: number } {
    return { active: this.active, waiting: this.waiting.length, clients: this.held.size };
  }

  private take(): Promise<boolean> | boolean {
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

  private drop(client: string): void {
    const holds = (this.held.get(client) ?? 1) - 1;
    if (holds > 0) this.held.set(client, holds);
    else this.held.delete(client);
  }
}

export const RETRY_AFTER_SECONDS = 1;

/**
 * The client a request counts for in the gate: its address (IPv6 by /64), or none — no share — for the
 * allow-listed (development's loopback web server) and the web server's own renders of pages for every
 * reader (its secret, no reader named). Forms and searches it forwards for a reader count for the reader.
 */
function gateClient(request: FastifyRequest, allowList: ReadonlySet<string>): string | undefined {
  if (isAllowListed(request, allowList)) return undefined;
  if (request.fromWebServer && request.headers[READER_ADDRESS_HEADER] === undefined) return undefined;
  return limitKey(request.clientAddress);
}

async function admission(
  app: FastifyInstance,
  options: { concurrency: number; queueMs: number; clientShare: number; allowList: string[] },
): Promise<void> {
  if (options.concurrency <= 0) return;
  const gate = new AdmissionGate(options.concurrency, options.queueMs, options.clientShare || undefined);
  const allowList = new Set(options.allowList);
  app.decorate('admissionGate', gate);

  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const arrived = Date.now();
    const client = gateClient(request, allowList);
    if (!(await gate.enter(client))) {
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
      gate.leave(client);
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
