/**
 * Riwaya ↔ Hafs verse map. Each riwaya numbers its verses by its own counting school (Warsh 6214,
 * Hafs 6236 …): Warsh does not count the Fatiha's basmala (Warsh 1:1 = Hafs 1:2), counts الٓمٓ as
 * part of the next verse (Warsh 2:1 = Hafs 2:1–2), and sometimes splits a Hafs verse in two. Books
 * are keyed to Hafs numbering, so reading another riwaya goes through this map.
 *
 * Method, per sura: both texts are normalised (normalizeArabic) and split into words; each verse
 * is a span of word positions. The two word sequences are aligned with a banded global alignment
 * (edit distance where identical words cost 0, words equal after removing long vowels and hamza —
 * spelling variants between riwayat such as ملك/مالك — cost 1, other substitutions 3, a gap 2).
 * A riwaya verse then maps to the Hafs verses whose words its words were aligned with. Hafs verses
 * whose words are all absent from the riwaya text (only the Fatiha's basmala, in the riwayat that
 * do not count it) are covered by no riwaya verse; uncoveredHafsVerses lists them.
 */
import { normalizeArabic } from './normalize.js';
import { formatVerseKey } from './verse-key.js';
import type { VerseRef } from './types.js';

export interface AlignVerse {
  readonly sura: number;
  readonly aya: number;
  readonly text: string;
}

/** One riwaya verse and the Hafs verses (one sura, a contiguous range) it corresponds to. */
export interface VerseMapping {
  readonly sura: number;
  readonly aya: number;
  readonly hafsSura: number;
  readonly hafsAyaFrom: number;
  readonly hafsAyaTo: number;
}

const COST_SIMILAR = 1;
const COST_SUBSTITUTE = 3;
const COST_GAP = 2;
/** Extra band half-width beyond the difference in word counts. */
const BAND_SLACK = 32;
const INF = 0x3fffffff;

// traceback moves
const DIAG = 1;
const UP = 2; // riwaya word unmatched
const LEFT = 3; // Hafs word unmatched

/** Words of the verses of one sura as interned ids, with each word's verse number. */
interface WordSeq {
  readonly words: Int32Array;
  readonly skeletons: Int32Array;
  readonly ayas: Int32Array;
}

// Word and skeleton ids are shared by all calls (the Quran's vocabulary is small), so sequences
// built for one call can be reused by the next.
const wordIds = new Map<string, number>();
const skeletonOfWord: number[] = [];
const skeletonIds = new Map<string, number>();
const SKELETON_RE = /[اويء]/g;

function wordId(word: string): number {
  let id = wordIds.get(word);
  if (id === undefined) {
    id = wordIds.size;
    wordIds.set(word, id);
    const skeleton = word.replace(SKELETON_RE, '') || word;
    let sk = skeletonIds.get(skeleton);
    if (sk === undefined) skeletonIds.set(skeleton, (sk = skeletonIds.size));
    skeletonOfWord[id] = sk;
  }
  return id;
}

function wordSeq(verses: readonly AlignVerse[]): WordSeq {
  const words: number[] = [];
  const ayas: number[] = [];
  for (const v of verses) {
    for (const w of normalizeArabic(v.text).split(' ')) {
      if (w === '') continue;
      words.push(wordId(w));
      ayas.push(v.aya);
    }
  }
  return {
    words: Int32Array.from(words),
    skeletons: Int32Array.from(words, (id) => skeletonOfWord[id] as number),
    ayas: Int32Array.from(ayas),
  };
}

// The Hafs text is the same in every call of an import: its word sequences are kept per input array.
const hafsCache = new WeakMap<readonly AlignVerse[], Map<number, WordSeq>>();

function hafsWordSeq(
  hafsVerses: readonly AlignVerse[],
  sura: number,
  verses: readonly AlignVerse[],
): WordSeq {
  let bySura = hafsCache.get(hafsVerses);
  if (!bySura) hafsCache.set(hafsVerses, (bySura = new Map()));
  let seq = bySura.get(sura);
  if (!seq) bySura.set(sura, (seq = wordSeq(verses)));
  return seq;
}

/**
 * Banded global alignment of two word sequences. Returns, for every word of `a`, the index of the
 * word of `b` it is aligned with, or -1.
 */
function alignWords(a: WordSeq, b: WordSeq): Int32Array {
  const n = a.words.length;
  const m = b.words.length;
  const half = Math.abs(n - m) + BAND_SLACK;
  const width = 2 * half + 1;
  // row i covers columns rowLo[i] … rowLo[i] + width - 1, centred on the diagonal (0,0)–(n,m)
  const rowLo = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) rowLo[i] = (n === 0 ? 0 : Math.round((i * m) / n)) - half;
  const cost = new Int32Array((n + 1) * width).fill(INF);
  const move = new Uint8Array((n + 1) * width);
  const { words: aw, skeletons: as } = a;
  const { words: bw, skeletons: bs } = b;

  for (let i = 0; i <= n; i++) {
    const lo = rowLo[i] as number;
    const base = i * width;
    // shift between this row's band and the previous one's (0 or 1 in practice)
    const shift = i > 0 ? lo - (rowLo[i - 1] as number) : 0;
    const prevBase = base - width;
    const kFrom = Math.max(0, -lo);
    const kTo = Math.min(width - 1, m - lo);
    for (let k = kFrom; k <= kTo; k++) {
      if (i === 0 && lo + k === 0) {
        cost[base + k] = 0;
        continue;
      }
      let best = INF;
      let how = 0;
      if (i > 0) {
        const pd = k + shift - 1; // (i-1, j-1)
        if (pd >= 0 && pd < width && lo + k > 0) {
          const prev = cost[prevBase + pd] as number;
          if (prev < INF) {
            const ai = i - 1;
            const bj = lo + k - 1;
            best = prev + (aw[ai] === bw[bj] ? 0 : as[ai] === bs[bj] ? COST_SIMILAR : COST_SUBSTITUTE);
            how = DIAG;
          }
        }
        const pu = k + shift; // (i-1, j)
        if (pu >= 0 && pu < width) {
          const prev = (cost[prevBase + pu] as number) + COST_GAP;
          if (prev < best) {
            best = prev;
            how = UP;
          }
        }
      }
      if (k > kFrom) {
        const prev = (cost[base + k - 1] as number) + COST_GAP; // (i, j-1)
        if (prev < best) {
          best = prev;
          how = LEFT;
        }
      }
      cost[base + k] = best;
      move[base + k] = how;
    }
  }
  // the band always holds the diagonal's end, so (n, m) is reachable
  const aligned = new Int32Array(n).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const how = move[i * width + (j - (rowLo[i] as number))];
    if (how === DIAG) {
      aligned[i - 1] = j - 1;
      i--;
      j--;
    } else if (how === UP) {
      i--;
    } else {
      j--;
    }
  }
  return aligned;
}

function groupBySura(verses: readonly AlignVerse[]): Map<number, AlignVerse[]> {
  const bySura = new Map<number, AlignVerse[]>();
  for (const v of verses) {
    let list = bySura.get(v.sura);
    if (!list) bySura.set(v.sura, (list = []));
    list.push(v);
  }
  for (const list of bySura.values()) list.sort((x, y) => x.aya - y.aya);
  return bySura;
}

/**
 * Maps every verse of a riwaya to the Hafs verses it corresponds to. Both inputs are whole texts
 * (or the same suras of each); the result is ordered by sura and aya, one entry per riwaya verse.
 * The Hafs array is treated as immutable: its word sequences are cached for the next call with the
 * same array (aligning all seven other riwayat normalises the Hafs text once).
 */
export function alignRiwayaToHafs(
  riwayaVerses: readonly AlignVerse[],
  hafsVerses: readonly AlignVerse[],
): VerseMapping[] {
  const riwayaBySura = groupBySura(riwayaVerses);
  const hafsBySura = groupBySura(hafsVerses);
  const result: VerseMapping[] = [];

  for (const sura of [...riwayaBySura.keys()].sort((x, y) => x - y)) {
    const rVerses = riwayaBySura.get(sura) as AlignVerse[];
    const hVerses = hafsBySura.get(sura);
    if (!hVerses || hVerses.length === 0) throw new Error(`sura ${sura} is missing from the Hafs text`);
    const r = wordSeq(rVerses);
    const h = hafsWordSeq(hafsVerses, sura, hVerses);
    const aligned = alignWords(r, h);

    // per riwaya verse: smallest and largest Hafs verse among its aligned words
    const from = new Map<number, number>();
    const to = new Map<number, number>();
    for (let i = 0; i < aligned.length; i++) {
      const j = aligned[i] as number;
      if (j < 0) continue;
      const aya = r.ayas[i] as number;
      const hafsAya = h.ayas[j] as number;
      if (!from.has(aya) || hafsAya < (from.get(aya) as number)) from.set(aya, hafsAya);
      if (!to.has(aya) || hafsAya > (to.get(aya) as number)) to.set(aya, hafsAya);
    }

    let previousTo = hVerses[0]?.aya ?? 1;
    for (const v of rVerses) {
      // a verse none of whose words found a partner (not seen in practice) follows its predecessor
      const a = from.get(v.aya) ?? previousTo;
      const b = to.get(v.aya) ?? a;
      result.push({ sura, aya: v.aya, hafsSura: sura, hafsAyaFrom: a, hafsAyaTo: b });
      previousTo = b;
    }
  }
  return result;
}

/** Hafs verses of `hafsVerses` that no riwaya verse of the map covers. */
export function uncoveredHafsVerses(
  map: readonly VerseMapping[],
  hafsVerses: readonly VerseRef[],
): VerseRef[] {
  const covered = hafsToRiwayaLookup(map);
  return hafsVerses.filter((v) => !covered.has(formatVerseKey(v))).map((v) => ({ sura: v.sura, aya: v.aya }));
}

/** Hafs key ("2:1") → the riwaya verses that contain it (several when the riwaya splits the verse). */
export function hafsToRiwayaLookup(map: readonly VerseMapping[]): Map<string, VerseRef[]> {
  const lookup = new Map<string, VerseRef[]>();
  for (const m of map) {
    for (let aya = m.hafsAyaFrom; aya <= m.hafsAyaTo; aya++) {
      const key = formatVerseKey(m.hafsSura, aya);
      let list = lookup.get(key);
      if (!list) lookup.set(key, (list = []));
      list.push({ sura: m.sura, aya: m.aya });
    }
  }
  return lookup;
}

/** Riwaya key ("2:1") → its mapping (Hafs sura and aya range). */
export function riwayaToHafsLookup(map: readonly VerseMapping[]): Map<string, VerseMapping> {
  return new Map(map.map((m) => [formatVerseKey(m.sura, m.aya), m]));
}

/** The mappings that are not one riwaya verse ↔ the same-numbered Hafs verse (for review and display). */
export function nonIdentityMappings(map: readonly VerseMapping[]): VerseMapping[] {
  return map.filter((m) => !(m.hafsAyaFrom === m.aya && m.hafsAyaTo === m.aya && m.hafsSura === m.sura));
}
