#!/usr/bin/env node
// What ranking book entries costs on PostgreSQL (issue 19). For queries that match many entries, the
// entry query's parts are timed on its candidates (the first ENTRY_TOTAL_CAP + 1 matches), each as a
// ratio to counting them, the baseline measured in the same run: reading their tsvectors once, one
// ts_rank per clause (as PostgresSearchIndex.rankExpr ranks them), one ts_rank over the OR of the
// clauses. The median of 5 runs on one warm connection (a new connection's first query is slower).
//
// Usage: npx tsc -b && BENCH_PG_URL=postgres://…/db-with-the-corpus node bench/search/pg-rank.mjs
import pg from 'pg';
import { ENTRY_TOTAL_CAP, FIELD_WEIGHTS, parseSearchQuery, toTsQuery, toTsStemQuery } from '@tafsir/db';

const url = process.env.BENCH_PG_URL;
if (!url) {
  console.error('set BENCH_PG_URL to a PostgreSQL database holding the imported corpus');
  process.exit(2);
}
const QUERIES = ['ملك يوم الدين', 'قل هو الله أحد', 'الناسخ والمنسوخ', 'قال أهل اللغة', 'Prophet said'];
const WEIGHTS = `'{0, 0, ${FIELD_WEIGHTS.stem / FIELD_WEIGHTS.surface}, 1}'::float4[]`;
const literal = (text) => `'${text.replace(/'/g, "''")}'`;
const rank = (tsquery) => `ts_rank(${WEIGHTS}, tsv, ${literal(tsquery)}::tsquery, 1)`;

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
  const { rows } = await client.query(`SELECT count(*) AS n FROM (${candidates}) m`);
  console.log(`\n${keyword}: ${rows[0].n} candidates`);
  let baseline;
  for (const [name, statement] of Object.entries(parts)) {
    const ms = await median(statement);
    baseline ??= ms;
    console.log(`  ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms  ${(ms / baseline).toFixed(1)}×`);
  }
}
await client.end();
