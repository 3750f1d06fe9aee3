#!/usr/bin/env node
// Search benchmark (issue 4), run by hand: 50 realistic queries over the FULL shared corpus in SQLite.
// Times the whole repository call (count + rank + page of 20 + snippets) and compares it with a
// linear scan of the same normalised text done in JavaScript in the same run (every token must be a
// substring of the document: the cheapest "search" without an index; the texts are normalised once
// beforehand, which is not timed). Prints p50/p95 of both and their ratio. Target: p95 ≤ 30 ms.
//
// Usage: npm run import   (full corpus → data/tafsir.sqlite; builds the packages)
//        node --max-old-space-size=4096 bench/search/run.mjs [sqlite-file]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  DEFAULT_SQLITE_FILE,
  createRepositories,
  openDatabase,
  parseSearchQuery,
  searchDocument,
} from '@tafsir/db';

const file = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_SQLITE_FILE;
if (!existsSync(file)) {
  console.error(`no database at ${file}: run "npm run import" first (or pass a SQLite file)`);
  process.exit(2);
}

/** [keyword, options]: Arabic Quran words, tafsir terms, translations, phrases, prefixes, filters. */
const QUERIES = [
  ['الحمد لله رب العالمين', { filter: 'aya' }],
  ['ٱلصِّرَٰطَ ٱلۡمُسۡتَقِيمَ', {}],
  ['الصراط المستقيم', {}],
  ['يؤمنون بالغيب', {}],
  ['الرحم', { filter: 'aya' }],
  ['الله لا إله إلا هو الحي القيوم', {}],
  ['"إنا أعطيناك الكوثر"', {}],
  ['قل هو الله أحد', {}],
  ['يسألونك عن', { filter: 'aya' }],
  ['بني إسرائيل', {}],
  ['ملك يوم الدين', { rewaya: 20 }],
  ['أقيموا الصلاة وآتوا الزكاة', {}],
  ['الله', { filter: 'aya' }],
  ['الله', {}],
  ['قال ابن عباس', { filter: 'enterpretation' }],
  ['أسباب النزول', { filter: 'enterpretation' }],
  ['الناسخ والمنسوخ', {}],
  ['"جملة خبرية"', {}],
  ['الاستعارة التمثيلية', {}],
  ['حدثنا محمد بن بشار', {}],
  ['قال أهل اللغة', {}],
  ['الجار والمجرور متعلقان', {}],
  ['إعراب', { filter: 'enterpretation' }],
  ['المعتزلة', {}],
  ['التوحيد', { century: [6] }],
  ['الرحمن الرحيم', { century: [4] }],
  ['النبي صلى الله عليه وسلم', { century: [8] }],
  ['الصلاة', { category: 'lughawi' }],
  ['الزكاة', { category: 'summary' }],
  ['الجنة', { page: 5 }],
  ['النار', { page: 40 }],
  ['mercy', {}],
  ['ALLĀH Entirely Merciful', {}],
  ['"the Day of Judgment"', {}],
  ['Abu Hurayrah narrated', {}],
  ['Prophet said', { page: 10 }],
  ['prayer', { bookLang: ['en'] }],
  ['Seigneur de l’Univers', {}],
  ['miséricordieux', {}],
  ['Misericordioso', {}],
  ['rahmat Allah', {}],
  ['Allah subhanahu', {}],
  ['merhametli', {}],
  ['Mwenyezi Mungu', {}],
  ['تمام جہانوں کا پالنے', {}],
  ['خداوند', {}],
  ['众世界的主', {}],
  ['至仁至慈', {}],
  ['慈悲あまねく', {}],
  ['"سميت هذه السورة"', {}],
];

const database = await openDatabase({ sqliteFile: file, migrate: false });
const repos = createRepositories(database.db);
const categories = new Map(
  (await database.db.selectFrom('categories').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]),
);
const books = await database.db
  .selectFrom('books as b')
  .leftJoin('authors as a', 'a.id', 'b.author_id')
  .select(['b.id', 'b.category_id', 'b.language_code', 'a.death_hijri'])
  .execute();

function params([keyword, o]) {
  return {
    keyword,
    filter: o.filter ?? 'all',
    riwayaId: o.rewaya ?? 10,
    categoryIds: o.category ? [categories.get(o.category)] : undefined,
    centuries: o.century,
    bookLanguages: o.bookLang,
    page: o.page ?? 1,
    perPage: 20,
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

// --- indexed search: one warm-up pass, then the median of 3 timed runs per query
for (const q of QUERIES) await repos.search.search(params(q));
const indexed = [];
const results = [];
for (const q of QUERIES) {
  const runs = [];
  let result;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    result = await repos.search.search(params(q));
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  indexed.push(runs[1]);
  results.push(result);
}

if (process.env.SKIP_SCAN) {
  QUERIES.forEach((q, i) =>
    console.log(
      `${indexed[i].toFixed(2).padStart(9)} ms ${String(results[i].total).padStart(7)}  ${q[0]} ${JSON.stringify(q[1])}`,
    ),
  );
  const s = [...indexed].sort((a, b) => a - b);
  console.log(`p50 ${fmt(pct(s, 50))}  p95 ${fmt(pct(s, 95))}`);
  process.exit(0);
}

// --- linear scan baseline over the same texts (Hafs verses + every book entry), normalised once
console.error('normalising the corpus for the linear scan (not timed)…');
const prepStarted = performance.now();
const verses = (
  await database.db.selectFrom('verses').select(['riwaya_id', 'text_normalized']).execute()
).map((v) => ({ riwaya: v.riwaya_id, text: v.text_normalized }));
const entries = [];
for (const b of books) {
  const rows = await database.db
    .selectFrom('book_entries')
    .select('text')
    .where('book_id', '=', b.id)
    .execute();
  for (const r of rows) entries.push({ book: b.id, text: searchDocument(r.text) });
}
const prepSeconds = (performance.now() - prepStarted) / 1000;
const bookInfo = new Map(books.map((b) => [b.id, b]));

function scan(q) {
  const p = params(q);
  const tokens = parseSearchQuery(p.keyword).clauses.flatMap((c) => c.tokens);
  let n = 0;
  const bookFilter = p.categoryIds || p.centuries || p.bookLanguages;
  if (p.filter !== 'enterpretation' && !(bookFilter && p.filter === 'all')) {
    for (const v of verses) if (v.riwaya === p.riwayaId && tokens.every((t) => v.text.includes(t))) n++;
  }
  if (p.filter !== 'aya') {
    for (const e of entries) {
      if (bookFilter) {
        const b = bookInfo.get(e.book);
        if (p.categoryIds && !p.categoryIds.includes(b.category_id)) continue;
        if (p.centuries && !(b.death_hijri && p.centuries.includes(Math.ceil(b.death_hijri / 100)))) continue;
        if (p.bookLanguages && !p.bookLanguages.includes(b.language_code)) continue;
      }
      if (tokens.every((t) => e.text.includes(t))) n++;
    }
  }
  return n;
}
const scanned = [];
for (const q of QUERIES) {
  const t = performance.now();
  scan(q);
  scanned.push(performance.now() - t);
}

// --- report
console.log(`database: ${file}`);
console.log(
  `corpus: ${verses.length} verses, ${entries.length} book entries (${books.length} books); scan prep ${prepSeconds.toFixed(1)} s`,
);
console.log('\n  ms (index)  ms (scan)  total   keyword');
QUERIES.forEach((q, i) => {
  const opts = Object.keys(q[1]).length ? ` ${JSON.stringify(q[1])}` : '';
  console.log(
    `${indexed[i].toFixed(2).padStart(11)}${scanned[i].toFixed(1).padStart(11)}${String(results[i].total).padStart(8)}   ${q[0]}${opts}`,
  );
});
const si = [...indexed].sort((a, b) => a - b);
const ss = [...scanned].sort((a, b) => a - b);
console.log(
  `\nindexed search (${QUERIES.length} queries, median of 3 runs each): p50 ${fmt(pct(si, 50))}  p95 ${fmt(pct(si, 95))}  max ${fmt(si[si.length - 1])}`,
);
console.log(`linear scan in JS (same text):              p50 ${fmt(pct(ss, 50))}  p95 ${fmt(pct(ss, 95))}`);
console.log(
  `ratio scan/index: p50 ×${(pct(ss, 50) / pct(si, 50)).toFixed(0)}  p95 ×${(pct(ss, 95) / pct(si, 95)).toFixed(0)}`,
);
console.log(`target p95 ≤ 30 ms: ${pct(si, 95) <= 30 ? 'met' : 'NOT met'}`);
await database.close();
