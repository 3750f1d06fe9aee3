import { chunkReloadScript } from '@/lib/chunk-reload';

/**
 * Reloads the page once after a chunk-load failure (guarded to once per 60 s; spec §4, §8). A plain
 * inline script rendered by the server, so the guard is in place before any chunk loads and adds
 * nothing to the JavaScript bundle.
 */
export function ChunkReloadGuard() {
  return <script dangerouslySetInnerHTML={{ __html: chunkReloadScript() }} />;
}
