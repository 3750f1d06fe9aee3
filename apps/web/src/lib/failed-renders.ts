/**
 * Renders of the current process that failed on a server error, by request id (lib/request-id.ts).
 * A failed render makes Next answer 500 with its own empty error document, which only JavaScript fills
 * in (error.tsx); NoScriptServerError reads this to add a readable error page for readers without
 * JavaScript. Shared through globalThis because the server-component and SSR bundles are separate
 * module graphs of the same process. Bounded: entries are taken once, and stale ones are dropped.
 */
const KEY = Symbol.for('tafsir.failedRenders');
const MAX = 1000;
const STALE_MS = 60_000;

function store(): Map<string, number> {
  const g = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
  return (g[KEY] ??= new Map());
}

export function markRenderFailed(requestId: string | null): void {
  if (!requestId) return;
  const s = store();
  s.set(requestId, Date.now());
  for (const [id, at] of s) {
    if (s.size <= MAX && Date.now() - at < STALE_MS) break;
    s.delete(id);
  }
}

/** True once for a request whose render failed (the entry is removed). */
export function takeRenderFailed(requestId: string | null): boolean {
  return !!requestId && store().delete(requestId);
}
