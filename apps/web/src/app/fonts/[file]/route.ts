import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { contentDir } from '@/lib/content-dir';
import { servedFontFiles } from '@/lib/quran-fonts';

export const runtime = 'nodejs';

/** Streams a KFGQPC woff2 from CONTENT_DIR/fonts (only the files fonts.json names), cached for a year. */
export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const dir = contentDir();
  if (!dir || !(await servedFontFiles()).has(file)) return new Response('Not found', { status: 404 });
  const path = join(dir, 'fonts', file);
  try {
    const info = await stat(path);
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream;
    return new Response(body, {
      headers: {
        'content-type': 'font/woff2',
        'content-length': String(info.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
