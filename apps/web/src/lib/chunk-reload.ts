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

/**
 * The guard as a plain script for the page (ChunkReloadGuard renders it inline): the same rule as
 * shouldReload, on window errors and unhandled rejections, with the time of the last reload kept in
 * sessionStorage. No React is needed for it, so it adds nothing to the JavaScript bundle.
 */
export function chunkReloadScript(): string {
  return (
    `(function(){var re=${CHUNK_ERROR.toString()},k=${JSON.stringify(RELOAD_KEY)},g=${RELOAD_GUARD_MS};` +
    `function h(e){if(!e)return;var s=String(e.name||'')+' '+String(e.message||e);if(!re.test(s))return;` +
    `var last=0;try{last=Number(sessionStorage.getItem(k)||0)}catch(x){}if(Date.now()-last<g)return;` +
    `try{sessionStorage.setItem(k,String(Date.now()))}catch(x){return}location.reload()}` +
    `addEventListener('error',function(e){h(e.error||e.message)});` +
    `addEventListener('unhandledrejection',function(e){h(e.reason)})})()`
  );
}
