// Every verse of every riwaya of the content folder, shaped by HarfBuzz with the font file that the
// site serves for it (lib/quran-fonts `riwayaFont`, the one rule every page uses; bytes from the
// /fonts/[file] route): no .notdef glyph, no letter that fails to reach the output. Also the other
// text the pages draw in a verse font: the end-of-verse mark, the basmala, the sura banners.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HAFS_RIWAYA_ID } from '@tafsir/core/riwayat';
import { GET } from '@/app/fonts/[file]/route';
import { contentDir } from './content-dir';
import { riwayaFont } from './quran-fonts';
import { HAFS_BASMALA, verseEndMark } from './verse-font';
import { shapingProblems, woff2Shaper, type Shaper } from './verse-shaping.test-support';

const dir = contentDir();
const HAS_FONTS = dir !== null && existsSync(join(dir, 'fonts', 'fonts.json'));
if (!HAS_FONTS)
  console.warn(
    `[verse shaping] skipped: no content folder with fonts/fonts.json (${dir ?? 'none found'}; set CONTENT_DIR)`,
  );

interface Verse {
  sura: number;
  aya: number;
  text: string;
}
const riwayat: Array<{ id: number; slug: string }> = HAS_FONTS
  ? (JSON.parse(readFileSync(join(dir, 'quran', 'riwayat.json'), 'utf8')) as Array<{
      id: number;
      slug: string;
    }>)
  : [];
const verses = (slug: string): Verse[] =>
  readFileSync(join(dir!, 'quran', `text-${slug}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Verse);
const suraNames = (): string[] =>
  (JSON.parse(readFileSync(join(dir!, 'quran', 'suras.json'), 'utf8')) as Array<{ name_ar: string }>).map(
    (s) => s.name_ar,
  );

/** The shaper of a font file as the site serves it. */
async function served(file: string): Promise<Shaper> {
  const res = await GET(new Request(`http://localhost/fonts/${file}`), { params: Promise.resolve({ file }) });
  expect(res.status, `/fonts/${file}`).toBe(200);
  return woff2Shaper(new Uint8Array(await res.arrayBuffer()));
}

async function shaperOf(rewayaId: number): Promise<Shaper> {
  const font = await riwayaFont(rewayaId);
  expect(font.face, `fonts.json gives riwaya ${rewayaId} no font file present in ${dir}`).not.toBeNull();
  return served(font.face!.file);
}

describe.skipIf(!HAS_FONTS)('verse text drawn with the font served for its riwaya', () => {
  it.each(riwayat)(
    'every verse of $slug ($id) reaches the output: reading, offline, compare, browse-sura, search',
    async ({ id, slug }) => {
      const font = await riwayaFont(id);
      const shaper = await shaperOf(id);
      const failures: string[] = [];
      const check = (what: string, text: string) => {
        for (const p of shaper.problems(text)) failures.push(`${what}: ${p.kind} "${p.cluster}" at ${p.at}`);
      };
      const all = verses(slug);
      expect(all.length).toBeGreaterThan(6000);
      for (const v of all) {
        // Reading, offline reader, compare and browse-sura: the verse and its end mark, one line.
        check(`${v.sura}:${v.aya}`, v.text + verseEndMark(v.aya, font));
        // Search: the verse alone (a verse hit's snippet).
        check(`${v.sura}:${v.aya} (search)`, v.text);
      }
      // The reading page's sura banners are drawn in the riwaya's font too.
      for (const name of suraNames()) check(`banner ${name}`, `سُورَةُ ${name}`);
      expect(failures.slice(0, 20), `${failures.length} problems`).toEqual([]);
    },
    180_000,
  );

  it('draws the basmala above a sura (the Hafs text) with the Hafs font', async () => {
    expect((await shaperOf(HAFS_RIWAYA_ID)).problems(HAFS_BASMALA)).toEqual([]);
  });

  it("fails on a font made for another riwaya's text (Hafs 2:255 in the others' fonts)", async () => {
    const ayat = verses('hafs').find((v) => v.sura === 2 && v.aya === 255)!;
    const wrong: string[] = [];
    for (const r of riwayat.filter((x) => x.id !== HAFS_RIWAYA_ID)) {
      const problems = (await shaperOf(r.id)).problems(ayat.text);
      if (problems.length) wrong.push(`${r.slug}: ${problems[0]!.kind} "${problems[0]!.cluster}"`);
    }
    console.log(`[verse shaping] Hafs 2:255 in another riwaya's font: ${wrong.join('; ') || 'none'}`);
    expect(wrong.length).toBeGreaterThan(0);
  });
});

describe('without KFGQPC fonts (a fresh clone: only the npm default content)', () => {
  it('every verse of the default Hafs text reaches the output in the one fallback font', async () => {
    const require = createRequire(import.meta.url);
    // What a fresh clone imports (importer: quran-json) and the file @fontsource's CSS serves first.
    const quran = JSON.parse(readFileSync(require.resolve('quran-json/dist/quran.json'), 'utf8')) as Array<{
      id: number;
      verses: Array<{ id: number; text: string }>;
    }>;
    // The fallback's Arabic subset as @fontsource's CSS (imported by the root layout) declares it.
    const css = readFileSync(require.resolve('@fontsource/scheherazade-new/400.css'), 'utf8');
    const face =
      /@font-face\s*{[^}]*url\(\.\/files\/([^)]*-arabic-400-normal\.woff2)\)[^}]*unicode-range:\s*([^;]*);/.exec(
        css,
      )!;
    const shaper = await woff2Shaper(
      readFileSync(require.resolve(`@fontsource/scheherazade-new/files/${face[1]}`)),
    );
    const ranges = face[2]!.split(',').map((r) => {
      const [from, to] = r.trim().slice(2).split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
    });
    const inSubset = (ch: string) =>
      ranges.some(([a, z]) => ch.codePointAt(0)! >= a && ch.codePointAt(0)! <= z);
    const fallback = { rewayaId: HAFS_RIWAYA_ID, face: null };
    const failures: string[] = [];
    let count = 0;
    for (const sura of quran)
      for (const v of sura.verses) {
        count++;
        // The no-break space of the end mark is outside the Arabic subset's unicode-range: the
        // Latin subset draws it.
        const line = v.text + verseEndMark(v.id, fallback).replace('\u00A0', '');
        for (const p of shaper.problems(line)) failures.push(`${sura.id}:${v.id}: ${p.kind} "${p.cluster}"`);
        // Every other character but spaces is the subset's to draw (its unicode-range), not another font's.
        for (const ch of line.replace(/\s/gu, ''))
          if (!inSubset(ch))
            failures.push(`${sura.id}:${v.id}: U+${ch.codePointAt(0)!.toString(16)} outside the subset`);
      }
    expect(count).toBe(6236);
    expect(failures.slice(0, 20), `${failures.length} problems`).toEqual([]);
  }, 60_000);
});

describe('a cluster that vanished', () => {
  // سِنَةٞ as a font that swallows the letter before U+065E would shape it: ة's glyph without ink.
  const text = 'سِنَةٞ';
  const glyph = (cluster: number, ink: boolean, advance: number) => ({ glyph: 7, cluster, ink, advance });

  it('is found when its letter has no ink or no advance', () => {
    const drawn = [glyph(0, true, 300), glyph(2, true, 250), glyph(4, true, 200)];
    expect(shapingProblems(text, drawn)).toEqual([]);
    expect(shapingProblems(text, [drawn[0]!, drawn[1]!, glyph(4, false, 200)])).toEqual([
      { kind: 'vanished', at: 4, cluster: 'ةٞ' },
    ]);
    expect(shapingProblems(text, [drawn[0]!, drawn[1]!, glyph(4, true, 0)])).toEqual([
      { kind: 'vanished', at: 4, cluster: 'ةٞ' },
    ]);
  });

  it('is not a verse number drawn inside the end-of-verse ornament, which carries the advance', () => {
    const mark = '\u06DD٧';
    expect(shapingProblems(mark, [glyph(0, true, 900), glyph(1, true, 0)])).toEqual([]);
    expect(shapingProblems(mark, [glyph(0, true, 900), glyph(1, false, 0)])).toEqual([
      { kind: 'vanished', at: 1, cluster: '٧' },
    ]);
  });

  it('is found when a letter reached no glyph at all, and a .notdef glyph is reported', () => {
    expect(shapingProblems(text, [glyph(2, true, 250), glyph(4, true, 200)])).toEqual([
      { kind: 'vanished', at: 0, cluster: 'سِ' },
    ]);
    expect(shapingProblems(text, [glyph(0, true, 300), { ...glyph(2, true, 500), glyph: 0 }])).toEqual([
      { kind: 'notdef', at: 2, cluster: 'نَةٞ' },
    ]);
  });
});
