/** Spec §4/§8: after a chunk-load failure the page reloads once, at most once per 60 seconds. */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = 'chunkReloadAt';

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(err: unknown): boolean {
  if (!err) return false;
  const e = err as { name?: unknown; message?: unknown };
  return CHUNK_ERROR.test(`${String(e.name ?? '')} ${String(e.message ?? err)}`);
}

export function shouldReload(err: unknown, lastReloadAt: number, now: number): boolean {
  return isChunkLoadError(err) && now - lastReloadAt >= RELOAD_GUARD_MS;
}
