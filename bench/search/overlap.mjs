#!/usr/bin/env node
// How far a change of the ranking moves the first book hits (issue 19): the first 10 entries of each of
// bench/search's queries that show books, in this checkout and in a baseline checkout (both built), over
// the same SQLite database; prints the share of the first 5 and first 10 that are the same, and the
// queries that moved most. Run by hand, e.g. against a worktree of the previous commit.
//
// Usage: npx tsc -b && node bench/search/overlap.mjs --baseline <checkout>   (env SQLITE_FILE)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const at = process.argv.indexOf('--baseline');
const baseline = at > 0 ? resolve(process.argv[at + 1] ?? '') : undefined;
if (!baseline || !existsSync(join(baseline, 'packages/db/dist/index.js'))) {
  console.error('usage: node bench/search/overlap.mjs --baseline <built checkout>');
  process.exit(2);
}
const sqliteFile = resolve(process.env.SQLITE_FILE ?? join(root, 'data/tafsir.sqlite'));

/** The first 10 entry ids per query, computed by the packages/db of `checkout` in a child process. */
function firstHits(checkout) {
  const program = `
    const { createRepositories, openDatabase } = await import(${JSON.stringify(pathToFileURL(join(checkout, 'packages/db/dist/index.js')).href)});
    const { QUERIES } = await import(${JSON.stringify(pathToFileURL(join(root, 'bench/search/queries.mjs')).href)});
    const database = await openDatabase({ sqliteFile: ${JSON.stringify(sqliteFile)}, migrate: false });
    const repos = createRepositories(database.db);
    const out = {};
    for (const [keyword, o] of QUERIES) {
      if (o.filter === 'aya' || o.page || o.sort) continue;
      const r = await repos.search.search({
        keyword, filter: 'enterpretation', perPage: 10,
        centuries: o.century_categories ? [Number(o.century_categories)] : undefined,
        bookLanguages: o.book_lang ? [o.book_lang] : undefined,
      });
      out[keyword + ' ' + JSON.stringify(o)] = r.hits.map((h) => h.entryId);
    }
    await database.close();
    process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: checkout,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`${checkout}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const before = firstHits(baseline);
const after = firstHits(root);
const rows = Object.keys(before)
  .filter((q) => before[q].length)
  .map((q) => {
    const same = (n) => after[q].slice(0, n).filter((id) => before[q].slice(0, n).includes(id)).length;
    return { q, at5: same(5) / Math.min(5, before[q].length), at10: same(10) / before[q].length };
  });
const mean = (f) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
console.log(
  `${rows.length} queries with book hits; the same entries among the first 5: ${(100 * mean((r) => r.at5)).toFixed(1)}%, first 10: ${(100 * mean((r) => r.at10)).toFixed(1)}%`,
);
for (const r of rows.sort((a, b) => a.at5 - b.at5).slice(0, 8))
  console.log(
    `  ${(100 * r.at5).toFixed(0).padStart(3)}% / ${(100 * r.at10).toFixed(0).padStart(3)}%  ${r.q}`,
  );
