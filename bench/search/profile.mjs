#!/usr/bin/env node
// Where the time of a search goes, without HTTP (issue 19): runs SearchRepository.search for each of
// bench/search's queries (queries.mjs), 5 times after a warm-up, and prints per query the median time
// and per class the mean. SQLite: the CPU time of this process (process.cpuUsage; steadier than wall
// time on a shared machine). PostgreSQL: wall time (the database works in other processes).
//
// Usage: npx tsc -b && node bench/search/profile.mjs
//   env: SQLITE_FILE (default data/tafsir.sqlite), or BENCH_PG_URL (+ BENCH_PG_SCHEMA) for PostgreSQL
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRepositories, openDatabase } from '@tafsir/db';
import { QUERY_SET } from './query-set.mjs';
import { QUERIES } from './queries.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pgUrl = process.env.BENCH_PG_URL;
const database = pgUrl
  ? await openDatabase({ url: pgUrl, pgSchema: process.env.BENCH_PG_SCHEMA, migrate: false })
  : await openDatabase({
      sqliteFile: resolve(process.env.SQLITE_FILE ?? join(root, 'data/tafsir.sqlite')),
      migrate: false,
    });
const repos = createRepositories(database.db);

/** The bench's option names (those of the API) → SearchParams. */
const params = ([keyword, o]) => ({
  keyword,
  perPage: 20,
  filter: o.filter,
  riwayaId: o.rewaya_id,
  page: o.page,
  sort: o.sort,
  centuries: o.century_categories ? [Number(o.century_categories)] : undefined,
  bookLanguages: o.book_lang ? [o.book_lang] : undefined,
});
const classOf = new Map(QUERY_SET.map((c) => [c.keyword + (c.filter ?? ''), c.class]));
const groupOf = ([keyword, o]) =>
  classOf.get(keyword + (o.filter ?? '')) ??
  (o.filter === 'aya' ? 'bench: Quran only' : o.filter ? 'bench: commentaries only' : 'bench: all');

const measure = async (q) => {
  if (pgUrl) {
    const t = performance.now();
    await repos.search.search(params(q));
    return performance.now() - t;
  }
  const t = process.cpuUsage();
  await repos.search.search(params(q));
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1000;
};

for (const q of QUERIES) await repos.search.search(params(q)); // warm-up
const rows = [];
for (const q of QUERIES) {
  const ms = [];
  for (let i = 0; i < 5; i++) ms.push(await measure(q));
  rows.push({ q, ms: ms.sort((a, b) => a - b)[2] });
}
await database.close();

const unit = pgUrl ? 'ms (wall)' : 'ms (CPU)';
for (const r of [...rows].sort((a, b) => b.ms - a.ms))
  console.log(`${r.ms.toFixed(1).padStart(8)} ${unit}  ${r.q[0]} ${JSON.stringify(r.q[1])}`);
const groups = new Map();
for (const r of rows) groups.set(groupOf(r.q), [...(groups.get(groupOf(r.q)) ?? []), r.ms]);
console.log(`\nper class: mean of the medians, ${unit}`);
for (const [name, ms] of groups)
  console.log(
    `${name.padEnd(26)} ${String(ms.length).padStart(3)}  ${(ms.reduce((s, x) => s + x, 0) / ms.length).toFixed(1)}`,
  );
console.log(
  `${'all'.padEnd(26)} ${String(rows.length).padStart(3)}  ${(rows.reduce((s, r) => s + r.ms, 0) / rows.length).toFixed(1)}`,
);
