import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { riwayaById } from '@tafsir/core/riwayat';
import { contentDir } from './content-dir';
import type { RiwayaFont } from './verse-font';

/**
 * Which KFGQPC font renders which riwaya's text, as the content folder says it
 * (fonts/fonts.json: `riwayat.<slug> = {family, file}`), keeping only the files that are there. The
 * dataset grows: nothing here names a riwaya or a file. Server only (reads the content folder).
 */
type FontTable = ReadonlyMap<string, { family: string; file: string }>;

// A family goes into a CSS string and a file into a URL path: anything else in fonts.json is ignored.
const SAFE_FAMILY = /^[\p{L}\p{N} _-]{1,64}$/u;
const SAFE_FILE = /^[A-Za-z0-9_.-]{1,64}\.woff2$/;

let table: Promise<FontTable> | null = null;

/** Read once; a folder without fonts is looked at again on the next call (it costs one failed read). */
function fontTable(): Promise<FontTable> {
  if (!table) {
    table = readTable();
    void table.then((t) => {
      if (t.size === 0) table = null;
    });
  }
  return table;
}

async function readTable(): Promise<FontTable> {
  const dir = contentDir();
  const out = new Map<string, { family: string; file: string }>();
  if (!dir) return out;
  let riwayat: Record<string, { family?: unknown; file?: unknown }>;
  try {
    riwayat =
      (JSON.parse(await readFile(join(dir, 'fonts', 'fonts.json'), 'utf8')) as { riwayat?: typeof riwayat })
        .riwayat ?? {};
  } catch {
    return out;
  }
  await Promise.all(
    Object.entries(riwayat).map(async ([slug, f]) => {
      if (typeof f.family !== 'string' || typeof f.file !== 'string') return;
      if (!SAFE_FAMILY.test(f.family) || !SAFE_FILE.test(f.file)) return;
      try {
        await access(join(dir, 'fonts', f.file));
        out.set(slug, { family: f.family, file: f.file });
      } catch {
        /* listed but absent: that riwaya falls back */
      }
    }),
  );
  return out;
}

/** The font a riwaya's verses are drawn with on every page: its KFGQPC font, else the fallback. */
export async function riwayaFont(rewayaId: number): Promise<RiwayaFont> {
  const slug = riwayaById(rewayaId)?.slug;
  const face = slug ? ((await fontTable()).get(slug) ?? null) : null;
  return { rewayaId, face };
}

/** The fonts of the riwayat whose verses a page shows, the page's own riwaya first, each once. */
export function riwayaFonts(rewayaIds: readonly number[]): Promise<RiwayaFont[]> {
  return Promise.all([...new Set(rewayaIds)].map(riwayaFont));
}

/** The font files the /fonts/[file] route serves: only those fonts.json names (no path from a request reaches the disk). */
export async function servedFontFiles(): Promise<ReadonlySet<string>> {
  return new Set([...(await fontTable()).values()].map((f) => f.file));
}
