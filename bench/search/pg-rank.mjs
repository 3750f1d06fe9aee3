#!/usr/bin/env node
// What ranking book entries costs on PostgreSQL (issue 19). For queries that match many entries, the
// entry query's parts are timed on its candidates (the first ENTRY_TOTAL_CAP + 1 matches), each as a
// ratio to counting them, the baseline measured in the same run: reading their tsvectors once, one
// ts_rank per clause (as PostgresSearchIndex.rankExpr ranks them), one ts_rank over the OR of the
// clauses. The median of 5 runs on one warm connection (a new connection's first query is slower).
// Two other designs can be timed beside them (each builds what it needs, ~2 minutes, and drops it):
//   PASSAGES=1  ranking by an entry's best passage: a table of passages of PASSAGE_WORDS words (the
//               entry's own tsvector when it is shorter), a B-tree on entry_id; each candidate's
//               passages holding every clause, ranked as above, the best one per entry;
//   RUM=1       the RUM index (Debian package postgresql-15-rum; not in a stock PostgreSQL): the first
//               page by its distance operator over ALL the matches, `ORDER BY tsv <=> q LIMIT 20`.
//
// Usage: npx tsc -b && BENCH_PG_URL=postgres://…/db-with-the-corpus node bench/search/pg-rank.mjs
import pg from 'pg';
import {
  ENTRY_TOTAL_CAP,
  FIELD_WEIGHTS,
  parseSearchQuery,
  searchDocument,
  toTsQuery,
  toTsStemQuery,
} from '@tafsir/db';

const url = process.env.BENCH_PG_URL;
if (!url) {
  console.error('set BENCH_PG_URL to a PostgreSQL database holding the imported corpus');
  process.exit(2);
}
const QUERIES = [
  'ملك يوم الدين',
  'قل هو الله أحد',
  'الناسخ والمنسوخ',
  'قال أهل اللغة',
  'Prophet said',
  'قال ابن عباس',
  'أسباب النزول',
  'يؤمنون بالغيب',
  'الله',
];
const PASSAGE_WORDS = 200;
const WEIGHTS = `'{0, 0, ${FIELD_WEIGHTS.stem / FIELD_WEIGHTS.surface}, 1}'::float4[]`;
const literal = (text) => `'${text.replace(/'/g, "''")}'`;
const rank = (tsquery, column = 'tsv') => `ts_rank(${WEIGHTS}, ${column}, ${literal(tsquery)}::tsquery, 1)`;

const client = new pg.Client(url);
await client.connect();
async function median(statement) {
  await client.query(statement);
  const times = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await client.query(statement);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2];
}

/** bench_passages: each entry as passages of PASSAGE_WORDS words (surface A, stems B, as indexed). */
async function buildPassages() {
  const tsv = (i) =>
    `setweight(to_tsvector('simple', $${i}), 'A') || setweight(to_tsvector('simple', $${i + 1}), 'B')`;
  await client.query('DROP TABLE IF EXISTS bench_passages');
  await client.query('CREATE TABLE bench_passages (entry_id integer NOT NULL, tsv tsvector NOT NULL)');
  // an entry of fewer words keeps its own tsvector (about 6 characters a word)
  const short = `length(b.text) <= ${PASSAGE_WORDS * 6}`;
  await client.query(`INSERT INTO bench_passages SELECT e.entry_id, e.tsv FROM search_entries e
    JOIN book_entries b ON b.id = e.entry_id WHERE ${short}`);
  await client.query('BEGIN');
  await client.query(
    `DECLARE long_entries CURSOR FOR SELECT id, text FROM book_entries b WHERE NOT (${short})`,
  );
  for (;;) {
    const { rows } = await client.query('FETCH 200 FROM long_entries');
    if (!rows.length) break;
    const values = [];
    const params = [];
    for (const { id, text } of rows) {
      const doc = searchDocument(text);
      const surface = doc.surface.split(' ');
      const stem = doc.stem.split(' ');
      for (let i = 0; i < surface.length; i += PASSAGE_WORDS) {
        params.push(
          id,
          surface.slice(i, i + PASSAGE_WORDS).join(' '),
          stem.slice(i, i + PASSAGE_WORDS).join(' '),
        );
        values.push(`($${params.length - 2}, ${tsv(params.length - 1)})`);
      }
    }
    await client.query(`INSERT INTO bench_passages VALUES ${values.join(', ')}`, params);
  }
  await client.query('COMMIT');
  await client.query('CREATE INDEX ON bench_passages (entry_id)');
  await client.query('ANALYZE bench_passages');
  const { rows } = await client.query('SELECT count(*) AS n FROM bench_passages');
  console.log(`bench_passages: ${rows[0].n} rows`);
}
const passages = process.env.PASSAGES === '1';
const rum = process.env.RUM === '1';
if (passages) await buildPassages();
const baselines = new Map();

for (const keyword of QUERIES) {
  const query = parseSearchQuery(keyword);
  const candidates = `SELECT tsv FROM search_entries WHERE tsv @@ ${literal(toTsStemQuery(query))}::tsquery
    LIMIT ${ENTRY_TOTAL_CAP + 1}`;
  const perClause = query.clauses.map((c) => rank(toTsQuery({ ...query, clauses: [c] }))).join(' + ');
  const parts = {
    'count (baseline)': `SELECT count(*) FROM (${candidates}) m`,
    'read tsvectors once': `SELECT sum(length(tsv)) FROM (${candidates}) m`,
    [`ts_rank × ${query.clauses.length} clauses`]: `SELECT sum(${perClause}) FROM (${candidates}) m`,
    'one ts_rank, clauses OR-ed': `SELECT sum(${rank(query.clauses.map((c) => toTsQuery({ ...query, clauses: [c] })).join(' | '))}) FROM (${candidates}) m`,
  };
  const stems = literal(toTsStemQuery(query));
  if (passages) {
    const perPassage = query.clauses
      .map((c) => rank(toTsQuery({ ...query, clauses: [c] }), 'p.tsv'))
      .join(' + ');
    parts['best passage, ts_rank × clauses'] = `SELECT sum(s) FROM (
      SELECT (SELECT max(${perPassage}) FROM bench_passages p WHERE p.entry_id = m.entry_id AND p.tsv @@ ${stems}::tsquery) AS s
      FROM (SELECT entry_id FROM search_entries WHERE tsv @@ ${stems}::tsquery LIMIT ${ENTRY_TOTAL_CAP + 1}) m) t`;
  }

  const { rows } = await client.query(`SELECT count(*) AS n FROM (${candidates}) m`);
  console.log(`\n${keyword}: ${rows[0].n} candidates`);
  let baseline;
  for (const [name, statement] of Object.entries(parts)) {
    const ms = await median(statement);
    baseline ??= ms;
    baselines.set(keyword, baseline);
    console.log(`  ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms  ${(ms / baseline).toFixed(1)}×`);
  }
}
if (passages) await client.query('DROP TABLE bench_passages');
if (rum) {
  // built after the loop above: with it present the planner may find the candidates with it
  await client.query('CREATE EXTENSION IF NOT EXISTS rum');
  await client.query(`SET maintenance_work_mem = '1GB'`);
  await client.query('CREATE INDEX bench_entries_rum ON search_entries USING rum (tsv rum_tsvector_ops)');
  console.log('\nRUM: the first 20 of ALL the matches by its distance, as a ratio to the count above');
  for (const keyword of QUERIES) {
    const stems = literal(toTsStemQuery(parseSearchQuery(keyword)));
    const ms = await median(`SELECT entry_id FROM search_entries WHERE tsv @@ ${stems}::tsquery
      ORDER BY tsv <=> ${stems}::tsquery LIMIT 20`);
    console.log(
      `  ${keyword.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms  ${(ms / baselines.get(keyword)).toFixed(1)}×`,
    );
  }
  await client.query('DROP INDEX bench_entries_rum');
}
await client.end();
