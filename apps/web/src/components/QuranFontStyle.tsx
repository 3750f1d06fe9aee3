import { verseFontCss, type RiwayaFont } from '@/lib/verse-font';

/**
 * The verse fonts of a page (lib/verse-font.ts `verseFontCss`): the KFGQPC font of each riwaya whose
 * verses it shows, served by /fonts/[file], or the self-hosted fallback.
 */
export function QuranFontStyle({ fonts }: { fonts: readonly RiwayaFont[] }) {
  // The page's own riwaya is preloaded (its verses are the largest paint); others load when drawn.
  const main = fonts[0]?.face;
  return (
    <>
      <style>{verseFontCss(fonts)}</style>
      {main && (
        <link
          rel="preload"
          href={`/fonts/${main.file}`}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
          fetchPriority="high"
        />
      )}
    </>
  );
}
