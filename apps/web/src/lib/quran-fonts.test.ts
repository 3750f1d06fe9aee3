import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RIWAYAT } from '@tafsir/core/riwayat';
import { contentDir } from './content-dir';
import { verseEndMark, verseFontCss, type RiwayaFont } from './verse-font';

const dir = contentDir();
const fontsJson = dir ? join(dir, 'fonts', 'fonts.json') : null;
const table = (() => {
  try {
    return (
      JSON.parse(readFileSync(fontsJson!, 'utf8')) as {
        riwayat: Record<string, { family: string; file: string }>;
      }
    ).riwayat;
  } catch {
    console.warn(
      `[quran-fonts] data tests skipped: no fonts/fonts.json in the content folder (${dir ?? 'none found'})`,
    );
    return null;
  }
})();

/** A fresh copy of the module (it keeps the table it read), with CONTENT_DIR as given. */
async function fresh(contentDirEnv?: string) {
  vi.resetModules();
  if (contentDirEnv !== undefined) vi.stubEnv('CONTENT_DIR', contentDirEnv);
  return {
    fonts: await import('./quran-fonts'),
    route: await import('@/app/fonts/[file]/route'),
  };
}
const get = (route: Awaited<ReturnType<typeof fresh>>['route'], file: string) =>
  route.GET(new Request(`http://localhost/fonts/${file}`), { params: Promise.resolve({ file }) });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.skipIf(!table)("each riwaya's font, from the content folder's fonts.json", () => {
  it('gives every riwaya the family and file fonts.json names for its slug, and serves exactly those files', async () => {
    const { fonts, route } = await fresh();
    for (const [slug, face] of Object.entries(table!)) {
      const riwaya = RIWAYAT.find((r) => r.slug === slug);
      if (!riwaya) continue; // a riwaya the site does not carry yet
      expect(await fonts.riwayaFont(riwaya.id), slug).toEqual({ rewayaId: riwaya.id, face });
      const res = await get(route, face.file);
      expect(res.status, face.file).toBe(200);
      expect(res.headers.get('content-type')).toBe('font/woff2');
      const served = Buffer.from(await res.arrayBuffer());
      expect(
        served.equals(readFileSync(join(dir!, 'fonts', face.file))),
        `${face.file} served as on disk`,
      ).toBe(true);
    }
    expect([...(await fonts.servedFontFiles())].sort()).toEqual(
      Object.values(table!)
        .map((f) => f.file)
        .sort(),
    );
  });

  it('serves no other name and draws an unknown riwaya with the fallback', async () => {
    const { fonts, route } = await fresh();
    for (const name of ['fonts.json', '..%2Ffonts.json', 'HafsSmart_08.woff2', 'hafs.woff2'])
      expect((await get(route, name)).status, name).toBe(404);
    expect(await fonts.riwayaFont(99)).toEqual({ rewayaId: 99, face: null });
  });
});

describe('without KFGQPC fonts in the content folder (a fresh clone)', () => {
  it('draws every riwaya with the one fallback and serves no font file', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-fonts-'));
    try {
      const { fonts, route } = await fresh(empty);
      const all = await fonts.riwayaFonts(RIWAYAT.map((r) => r.id));
      expect(all.map((f) => f.face)).toEqual(RIWAYAT.map(() => null));
      expect(new Set(all.map((f) => verseFontCss([f]).replace(/\d+/g, 'N'))).size).toBe(1);
      expect((await get(route, 'hafs.18.woff2')).status).toBe(404);
    } finally {
      rmSync(empty, { recursive: true });
    }
  });
});

describe('verseFontCss', () => {
  const hafs: RiwayaFont = { rewayaId: 10, face: { family: 'KFGQPC Hafs', file: 'hafs.18.woff2' } };
  const warsh: RiwayaFont = { rewayaId: 20, face: { family: 'KFGQPC Warsh', file: 'warsh.10.woff2' } };

  it("sets the page's riwaya for the page and each riwaya's font on the elements drawing its verses", () => {
    const css = verseFontCss([warsh, hafs]);
    expect(css).toContain(
      "@font-face{font-family:'KFGQPC Warsh';src:url(/fonts/warsh.10.woff2) format('woff2');font-display:block}",
    );
    expect(css).toContain("@font-face{font-family:'KFGQPC Hafs';src:url(/fonts/hafs.18.woff2)");
    expect(css).toContain(":root{--font-quran:'KFGQPC Warsh','Scheherazade New'");
    expect(css).toContain(`[data-rewaya="10"]{--font-quran:'KFGQPC Hafs','Scheherazade New'`);
    expect(css).toContain(`[data-rewaya="20"]{--font-quran:'KFGQPC Warsh','Scheherazade New'`);
  });

  it('declares no font face for the fallback, and ends verses with U+06DD there', () => {
    const fallback: RiwayaFont = { rewayaId: 10, face: null };
    expect(verseFontCss([fallback])).not.toContain('@font-face');
    expect(verseFontCss([fallback])).toContain(":root{--font-quran:'Scheherazade New'");
    expect(verseEndMark(255, fallback)).toBe('\u00A0\u06DD٢٥٥');
    expect(verseEndMark(255, hafs)).toBe('\u00A0٢٥٥');
  });
});
