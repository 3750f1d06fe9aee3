// The @fontsource files the default interface font draws on (the same hashed URLs as the
// CSS imports of app/[locale]/layout.tsx: the bundler resolves `new URL(…, import.meta.url)` to the
// asset it emits). Relative to this file, since new URL() takes no package names; npm hoists
// @fontsource to the repository's node_modules. Each path is written out whole: the bundler
// resolves only a literal first argument, not one built from parts.
const plexArabic400 = new URL(
  '../../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
  import.meta.url,
);
const plexArabic600 = new URL(
  '../../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2',
  import.meta.url,
);
const plexLatin400 = new URL(
  '../../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2',
  import.meta.url,
);
const plexLatin600 = new URL(
  '../../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff2',
  import.meta.url,
);
/** The files a page in the default interface font fetches (regular and bold; Arabic and Latin subsets). */
const DEFAULT_UI_FONT_FILES: readonly URL[] = [plexArabic400, plexArabic600, plexLatin400, plexLatin600];

/**
 * Preloads the default interface font (issue 5: LCP, CLS). Without it the browser finds the font
 * files only after the first style pass, so the first paint shows invisible text (font-display swap
 * still blocks ~100 ms) and every line is laid out twice when they arrive. On Windows, where Dubai is
 * installed and used through local(), the fallback files are fetched without need (once: they are
 * immutable assets).
 */
export function UiFontPreload() {
  // The default setting's files (DEFAULT_FONT_FAMILY, 'dubai' → IBM Plex Sans Arabic): the document is
  // the same for every reader; a reader who chose another font gets it from the stylesheet's
  // @font-face (its files are then not preloaded).
  // Elements, not ReactDOM.preload(): a hint from a server component reaches the browser only in
  // the page data at the end of the document, too late; React hoists these <link>s into <head>.
  return DEFAULT_UI_FONT_FILES.map((url) => (
    <link
      key={url.pathname}
      rel="preload"
      href={url.pathname}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />
  ));
}
