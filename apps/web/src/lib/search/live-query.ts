/**
 * Search as you type (spec §5): on each key release on a non-mobile device, once the keyword has 3
 * characters or more. Two small pieces, pure of React and of the page, so they can be tested alone:
 * a debounce (one search when the reader pauses, not one per key) and a runner that keeps only the
 * latest request — the one before is aborted (AbortController) and its answer, should it still
 * arrive, is dropped, so a slow stale answer never replaces a newer one.
 */

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Forgets the call waiting, if any. */
  cancel(): void;
}

/** `fn` runs `ms` after the last call, with that call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  call.cancel = () => clearTimeout(timer);
  return call;
}

export interface LatestRequest<Q> {
  /** Starts a request for `q`, aborting the one in flight. */
  run(q: Q): void;
  /** Aborts the request in flight; nothing is delivered for it. */
  cancel(): void;
}

/**
 * Runs `request` for each query; `deliver` gets the answer (or the error) of the latest query only.
 * An aborted request's rejection is never delivered.
 */
export function latestRequest<Q, R>(
  request: (q: Q, signal: AbortSignal) => Promise<R>,
  deliver: (result: { ok: true; value: R } | { ok: false; error: unknown }, q: Q) => void,
): LatestRequest<Q> {
  let current: AbortController | null = null;
  return {
    run(q) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const own = () => current === controller && !controller.signal.aborted;
      request(q, controller.signal).then(
        (value) => own() && deliver({ ok: true, value }, q),
        (error: unknown) => own() && deliver({ ok: false, error }, q),
      );
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}

/**
 * Whether key releases search on this device (spec §5: not on mobile, where the form's submit does):
 * a device whose main pointer is fine and can hover — a mouse or a trackpad, not a touch screen.
 */
export function searchesOnKeyRelease(win: Pick<Window, 'matchMedia'>): boolean {
  return win.matchMedia('(hover: hover) and (pointer: fine)').matches;
}
