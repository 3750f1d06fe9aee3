import { toArabicIndicDigits } from '@tafsir/core/digits';

/**
 * The font a riwaya's verses are drawn with, wherever a verse appears: the KFGQPC font made for that
 * riwaya's text (the content folder's fonts/fonts.json, looked up by lib/quran-fonts.ts on the
 * server), or `face: null` for the one fallback every page shares. Pure, so client components (the
 * offline reader) use the same rules.
 */
export interface RiwayaFont {
  rewayaId: number;
  face: { family: string; file: string } | null;
}

/**
 * Scheherazade New (SIL), self-hosted from npm (@fontsource/scheherazade-new, imported by the root
 * layout): it draws every letter and mark of the npm default text and of the KFGQPC texts
 * (lib/verse-shaping.test.ts); Amiri Quran, the fallback before it, has no U+065E.
 */
export const QURAN_FALLBACK_FAMILY = "'Scheherazade New', serif";

/** The CSS font-family list of one riwaya's verses. */
export function verseFontFamily(font: RiwayaFont): string {
  return font.face ? `'${font.face.family}',${QURAN_FALLBACK_FAMILY}` : QURAN_FALLBACK_FAMILY;
}

/**
 * The style sheet of a page's verse fonts. `fonts[0]` is the page's own riwaya: it sets --font-quran
 * for the whole page (sura names, quotations in commentaries). Each element drawing verses carries
 * `data-rewaya` (`rewayaAttr`), so a verse of another riwaya on the same page gets its own font.
 * font-display block: no mark is first drawn in a wrong font.
 */
export function verseFontCss(fonts: readonly RiwayaFont[]): string {
  const faces = new Set<string>();
  const rules: string[] = [];
  fonts.forEach((font, i) => {
    if (font.face && !faces.has(font.face.file)) {
      faces.add(font.face.file);
      rules.push(
        `@font-face{font-family:'${font.face.family}';src:url(/fonts/${font.face.file}) format('woff2');font-display:block}`,
      );
    }
    const family = verseFontFamily(font);
    if (i === 0) rules.push(`:root{--font-quran:${family}}`);
    rules.push(`[data-rewaya="${font.rewayaId}"]{--font-quran:${family};font-family:var(--font-quran)}`);
  });
  return rules.join('');
}

/**
 * The basmala shown above a sura is the Hafs text of 1:1, so it is drawn in the Hafs font on every
 * riwaya's page (`rewayaAttr(HAFS_RIWAYA_ID)`): other riwayat's fonts lack some of its letters.
 */
export const HAFS_BASMALA = 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ';

/** The attribute that selects a riwaya's font on an element drawing its verses. */
export function rewayaAttr(rewayaId: number): { 'data-rewaya': number } {
  return { 'data-rewaya': rewayaId };
}

/**
 * End-of-verse mark: KFGQPC fonts draw the ornament for a no-break space followed by Arabic-Indic
 * digits (the form the source text had); the fallback gets U+06DD END OF AYAH before the digits.
 */
export function verseEndMark(aya: number, font: RiwayaFont): string {
  return font.face ? `\u00A0${toArabicIndicDigits(aya)}` : `\u00A0\u06DD${toArabicIndicDigits(aya)}`;
}
