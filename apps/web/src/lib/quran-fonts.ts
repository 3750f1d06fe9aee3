/**
 * Which KFGQPC font renders which riwaya (shared/data/fonts/fonts.json), keyed by the spec's rewaya ids.
 * When the content folder has no fonts, the Quran text falls back to Amiri Quran (self-hosted from npm).
 */
export interface QuranFont {
  family: string;
  file: string;
}

export const RIWAYA_FONTS: Record<number, QuranFont> = {
  10: { family: 'KFGQPC Hafs', file: 'hafs.18.woff2' },
  11: { family: 'KFGQPC Shuba', file: 'shouba.8.woff2' },
  20: { family: 'KFGQPC Warsh', file: 'warsh.10.woff2' },
  21: { family: 'KFGQPC Qalun', file: 'qaloon.10.woff2' },
  30: { family: 'KFGQPC Bazzi', file: 'bazzi.7.woff2' },
  31: { family: 'KFGQPC Qunbul', file: 'qumbul.7.woff2' },
  40: { family: 'KFGQPC Duri', file: 'doori.9.woff2' },
  41: { family: 'KFGQPC Susi', file: 'soosi.9.woff2' },
};

/** Only these names are ever served by the font route (no path from the request reaches the disk). */
export const FONT_FILES: ReadonlySet<string> = new Set(Object.values(RIWAYA_FONTS).map((f) => f.file));

export const QURAN_FALLBACK_FAMILY = "'Amiri Quran', 'Noto Naskh Arabic', serif";

export function quranFontFor(rewayaId: number): QuranFont {
  return RIWAYA_FONTS[rewayaId] ?? RIWAYA_FONTS[10]!;
}

/** The riwaya's KFGQPC font when the content folder has it (checked on the server), else null. */
export function availableQuranFont(rewayaId: number): Promise<QuranFont | null> {
  return ifAvailable(quranFontFor(rewayaId));
}

/** Font files found in the content folder: found once, kept (a missing one is looked for again). */
const found = new Map<string, Promise<QuranFont | null>>();

function ifAvailable(font: QuranFont): Promise<QuranFont | null> {
  let check = found.get(font.file);
  if (!check) {
    found.set(font.file, (check = checkFont(font)));
    void check.then((f) => f ?? found.delete(font.file));
  }
  return check;
}

async function checkFont(font: QuranFont): Promise<QuranFont | null> {
  const [{ contentDir }, { access }, { join }] = await Promise.all([
    import('./content-dir'),
    import('node:fs/promises'),
    import('node:path'),
  ]);
  const dir = contentDir();
  if (!dir) return null;
  try {
    await access(join(dir, 'fonts', font.file));
    return font;
  } catch {
    return null;
  }
}

const ARABIC_INDIC = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];
export function arabicIndic(n: number): string {
  return String(n).replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]!);
}

/**
 * End-of-verse mark: KFGQPC fonts draw the ornament for a no-break space followed by Arabic-Indic
 * digits (the form the source text had); other fonts get U+06DD END OF AYAH enclosing the digits.
 */
export function verseEndMark(aya: number, kfgqpc: boolean): string {
  return kfgqpc ? `\u00A0${arabicIndic(aya)}` : `\u00A0\u06DD${arabicIndic(aya)}`;
}
