import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { APP_BACKGROUND, APP_ICONS, appIcon } from '@/lib/app-icons';

// Drawn once at build time from the site mark (public/icon.svg); nothing is fetched at run time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return APP_ICONS.map((i) => ({ name: i.name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const icon = appIcon((await params).name);
  if (!icon) return new Response('Not found', { status: 404 });
  const svg = await readFile(join(process.cwd(), 'public/icon.svg'));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const { size, maskable } = icon;
  // A maskable icon keeps its mark inside the central safe circle (80 % of the side), on a full background.
  const mark = maskable ? Math.round(size * 0.62) : size;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: maskable ? APP_BACKGROUND : 'transparent',
      }}
    >
      <img src={src} width={mark} height={mark} alt="" />
    </div>,
    { width: size, height: size, headers: { 'Cache-Control': 'public, max-age=86400' } },
  );
}
