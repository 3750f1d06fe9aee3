// Shapes text with HarfBuzz (harfbuzzjs, the shaper browsers use) over a served woff2 font, and finds
// what a reader would miss: a .notdef glyph (a letter the font lacks) or a cluster holding a letter
// or digit that leaves no visible trace (every glyph of it without ink, or no advance at all: a letter
// the font's rules swallowed, as the withdrawn Hafs Smart font did before U+065E and U+0656).
import * as hb from 'harfbuzzjs';
import decompress from 'woff2-encoder/decompress';

export interface Shaper {
  /** Problems of one line of text as the font draws it; empty when every letter reaches the output. */
  problems(text: string): ShapingProblem[];
  /** The advance of the shaped line, in ems of the font. */
  widthEm(text: string): number;
}

export interface ShapingProblem {
  kind: 'notdef' | 'vanished';
  /** UTF-16 offset of the cluster in the text, and the cluster's characters. */
  at: number;
  cluster: string;
}

export interface ShapedGlyph {
  glyph: number;
  cluster: number;
  advance: number;
  ink: boolean;
}

const VISIBLE = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/**
 * The problems of shaped output: HarfBuzz gives each glyph the offset of the first character of its
 * cluster (a base letter with its marks, or a ligature), so the clusters partition the text. A
 * cluster that holds a letter or digit must have ink, one with a letter must advance the pen; no
 * glyph may be .notdef.
 */
export function shapingProblems(text: string, glyphs: readonly ShapedGlyph[]): ShapingProblem[] {
  const clusters = new Map<number, { notdef: boolean; ink: boolean; advance: number }>();
  for (const g of glyphs) {
    const c = clusters.get(g.cluster) ?? { notdef: false, ink: false, advance: 0 };
    c.notdef ||= g.glyph === 0;
    c.ink ||= g.ink;
    c.advance += g.advance;
    clusters.set(g.cluster, c);
  }
  const starts = [...clusters.keys()].sort((a, b) => a - b);
  const out: ShapingProblem[] = [];
  // Characters before the first cluster reached no glyph at all.
  if (starts[0] !== 0 && VISIBLE.test(text.slice(0, starts[0] ?? text.length)))
    out.push({ kind: 'vanished', at: 0, cluster: text.slice(0, starts[0] ?? text.length) });
  starts.forEach((at, i) => {
    const cluster = text.slice(at, starts[i + 1] ?? text.length);
    const c = clusters.get(at)!;
    if (c.notdef) out.push({ kind: 'notdef', at, cluster });
    // A digit may have no advance of its own: fonts draw the verse number inside the end-of-verse
    // ornament (U+06DD), whose glyph carries the advance. A letter must advance the pen.
    else if (VISIBLE.test(cluster) && (!c.ink || (LETTER.test(cluster) && c.advance <= 0)))
      out.push({ kind: 'vanished', at, cluster });
  });
  return out;
}

/** A shaper over a woff2 file's bytes (as the /fonts route serves them). */
export async function woff2Shaper(woff2: Uint8Array): Promise<Shaper> {
  const sfnt = await decompress(woff2);
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const ink = new Map<number, boolean>();
  const hasInk = (glyph: number) => {
    let v = ink.get(glyph);
    if (v === undefined) ink.set(glyph, (v = font.glyphToPath(glyph).length > 0));
    return v;
  };
  const buffer = new hb.Buffer();
  const shape = (text: string) => {
    buffer.reset();
    buffer.addText(text);
    // As a browser does for the pages' lang="ar" dir="rtl" verses.
    buffer.setLanguage('ar');
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((g, i) => ({
      glyph: g.codepoint,
      cluster: g.cluster,
      advance: positions[i]!.xAdvance,
      ink: hasInk(g.codepoint),
    }));
  };
  return {
    problems: (text) => shapingProblems(text, shape(text)),
    widthEm: (text) => shape(text).reduce((sum, g) => sum + g.advance, 0) / face.upem,
  };
}
