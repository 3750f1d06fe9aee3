#!/usr/bin/env node
// How often the light stemmer of packages/core (words.ts) finds a Quran word's stem (issue 19), measured
// against the segmentation of the Quranic Arabic Corpus (quran/morphology.jsonl.gz of the content
// folder; Kais Dukes, corpus.quran.com). For every written word of more than 3 letters, the expected
// stem is the word without the clitics the stemmer is meant to strip: leading segments و ف ب ك ل ال,
// and one trailing pronoun of هما كما هم هن كم كن ها نا ني ه ي (a verb's subject endings stay). Prints
// the share of words whose stem is the expected one, for this checkout and for a baseline checkout
// (both built) in the same run, the ratio, and words on which the two disagree.
// Then the other readings a query word is looked for under (core queryReadings, this checkout): of
// the Quran words whose stem a reading of another stem reaches, the share with a lemma of that
// other stem's words, against the share the same rule would give with bases of 3 letters.
// Last, the Quran words written with a small alef, typed without it: the share the search finds.
//
// Usage: npx tsc -b && node bench/search/stemming.mjs [--baseline <built checkout>] [--show N]
//   env CONTENT_DIR (default ../shared/data)
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = resolve(process.env.CONTENT_DIR ?? join(root, '../shared/data'));
const file = join(contentDir, 'quran/morphology.jsonl.gz');
if (!existsSync(file)) {
  console.error(`no morphology table at ${file} (set CONTENT_DIR)`);
  process.exit(2);
}
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const baseline = arg('--baseline') ? resolve(arg('--baseline')) : undefined;
const show = Number(arg('--show') ?? 30);

const core = await import(pathToFileURL(join(root, 'packages/core/dist/index.js')).href);
const base = baseline
  ? await import(pathToFileURL(join(baseline, 'packages/core/dist/index.js')).href)
  : undefined;
const norm = (s) => core.foldTaMarbuta(core.normalizeSearchTextKeepingTaMarbuta(s)).replace(/ /g, '');

const PROCLITICS = new Set(['و', 'ف', 'ب', 'ك', 'ل', 'ال']);
const ENCLITICS = new Set(['هما', 'كما', 'هم', 'هن', 'كم', 'كن', 'ها', 'نا', 'ني', 'ه', 'ي']);

/** The word without the clitics the stemmer strips, by the corpus's segments. */
function expectedStem(segments) {
  const forms = segments.map(([form, pos]) => ({ form: norm(form), pos }));
  let first = 0;
  while (first < forms.length - 1 && PROCLITICS.has(forms[first].form) && forms[first].pos !== 'noun')
    first++;
  let last = forms.length;
  if (last - 1 > first && forms[last - 1].pos === 'pronoun' && ENCLITICS.has(forms[last - 1].form)) last--;
  return forms
    .slice(first, last)
    .map((f) => f.form)
    .join('');
}

const words = gunzipSync(readFileSync(file))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const stemOf = (lib, text) => lib.analyzeSearchText(text)[0]?.stem ?? '';

let total = 0;
let right = 0;
let baseRight = 0;
const changed = [];
for (const w of words) {
  const surface = norm(w.text);
  if (!/^[\u0621-\u064A]{4,}$/.test(surface)) continue;
  total++;
  const want = expectedStem(w.segments);
  const got = stemOf(core, w.text);
  if (got === want) right++;
  if (base) {
    const had = stemOf(base, w.text);
    if (had === want) baseRight++;
    if (had !== got) changed.push({ text: surface, want, had, got });
  }
}
const pct = (n) => `${((100 * n) / total).toFixed(2)} %`;
console.log(`Quran words of more than 3 letters: ${total}`);
console.log(`stem as the corpus segments it, this checkout: ${right} (${pct(right)})`);
if (base) {
  console.log(
    `baseline ${baseline}: ${baseRight} (${pct(baseRight)}); ratio ${(right / baseRight).toFixed(4)}`,
  );
  const better = changed.filter((c) => c.got === c.want).length;
  const worse = changed.filter((c) => c.had === c.want).length;
  console.log(`words stemmed differently: ${changed.length} (now right ${better}, now wrong ${worse})`);
  const distinct = new Map();
  for (const c of changed) {
    const key = `${c.text} ${c.had} → ${c.got} (corpus ${c.want})`;
    distinct.set(key, (distinct.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...distinct].sort((a, b) => b[1] - a[1]).slice(0, show))
    console.log(`  ${n}× ${key}`);
}

// --- the other readings of a query word (core queryReadings) ---------------------------------------
if (core.queryReadings) {
  /** stem → lemma → occurrences, over every Quran word */
  const lemmasByStem = new Map();
  for (const w of words) {
    const stem = stemOf(core, w.text);
    if (!stem || !w.lemma) continue;
    const lemmas = lemmasByStem.get(stem) ?? new Map();
    lemmas.set(w.lemma, (lemmas.get(w.lemma) ?? 0) + 1);
    lemmasByStem.set(stem, lemmas);
  }
  /** Occurrences reached through the readings of each stem, and those sharing one of its lemmas. */
  const reach = (readingsOf) => {
    let same = 0;
    let reached = 0;
    for (const [stem, lemmas] of lemmasByStem) {
      for (const other of readingsOf(stem)) {
        for (const [lemma, n] of lemmasByStem.get(other) ?? []) {
          reached += n;
          if (lemmas.has(lemma)) same += n;
        }
      }
    }
    return `${same} of ${reached} (${((100 * same) / Math.max(1, reached)).toFixed(1)} %)`;
  };
  const readings = (stem) => core.queryReadings({ surface: stem, stem });
  // the baseline: the accusative alef added to or taken from stems of 3 letters as well
  const shortBases = (stem) =>
    stem.endsWith('ا')
      ? stem.length === 4 && !stem.endsWith('وا')
        ? [stem.slice(0, -1)]
        : []
      : stem.length === 3 && !/[هيوء]$/.test(stem) && !stem.startsWith('ال')
        ? [`${stem}ا`]
        : [];
  console.log(`query readings: words reached sharing the typed word's lemma, ${reach(readings)}`);
  console.log(`  the same with bases of 3 letters only (not done): ${reach(shortBases)}`);
}

// --- the Uthmani spelling typed without its small alef (issue 34) ---------------------------------
// Every Quran word whose small (dagger) alef the index reads as ا, typed as its rasm: the Uthmani text
// without that alef (ٱلۡعَٰلَمِينَ → العلمين). Found when the stem the index holds for the word is the
// typed word's stem or one of its readings (core queryReadings); this checkout and the baseline.
{
  const typedFinds = (lib, w) => {
    const typed = lib.analyzeSearchText(w.text.replace(/\u0670/g, ''))[0];
    const want = stemOf(lib, w.text);
    if (!typed || !want) return false;
    return typed.stem === want || (lib.queryReadings?.(typed) ?? []).includes(want);
  };
  let rasm = 0;
  let found = 0;
  let baseFound = 0;
  const missed = new Map();
  for (const w of words) {
    if (!w.text.includes('\u0670')) continue;
    const typed = norm(w.text.replace(/\u0670/g, ''));
    if (typed === norm(w.text)) continue; // the alef is not read as ا (عَلَىٰ, ٱلصَّلَوٰةَ)
    rasm++;
    if (typedFinds(core, w)) found++;
    else missed.set(typed, (missed.get(typed) ?? 0) + 1);
    if (base && typedFinds(base, w)) baseFound++;
  }
  const share = (n) => `${n} (${((100 * n) / Math.max(1, rasm)).toFixed(2)} %)`;
  console.log(`Quran words typed without their small alef: ${rasm}; found, this checkout: ${share(found)}`);
  if (base) console.log(`  baseline: ${share(baseFound)}`);
  const top = [...missed].sort((a, b) => b[1] - a[1]).slice(0, show);
  console.log(`  most frequent still missed: ${top.map(([t, n]) => `${t} ${n}`).join(', ')}`);
}
