import { QURAN_FALLBACK_FAMILY, type QuranFont } from '@/lib/quran-fonts';

/**
 * Sets --font-quran for the page: the KFGQPC font when the content folder provides it (served by
 * /fonts/[file] and preloaded, font-display block so no mark is drawn in a wrong font first), else the
 * self-hosted Amiri Quran fallback.
 */
export function QuranFontStyle({ font }: { font: QuranFont | null }) {
  const css = font
    ? `@font-face{font-family:'${font.family}';src:url(/fonts/${font.file}) format('woff2');font-display:block}:root{--font-quran:'${font.family}',${QURAN_FALLBACK_FAMILY}}`
    : `:root{--font-quran:${QURAN_FALLBACK_FAMILY}}`;
  return (
    <>
      <style>{css}</style>
      {font && (
        <link
          rel="preload"
          href={`/fonts/${font.file}`}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
          fetchPriority="high"
        />
      )}
    </>
  );
}
