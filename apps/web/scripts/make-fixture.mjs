// Builds src/lib/fixtures/sample.json: a small, real slice of the shared content dataset (Hafs pages 1-3, 11 (2:72) and 42 (2:255),
// a few books on 1:1-7 and 2:1-16) so the reading page renders in development and e2e tests without
// the API. Usage: node apps/web/scripts/make-fixture.mjs [CONTENT_DIR]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';

const dir = resolve(
  process.argv[2] ?? process.env.CONTENT_DIR ?? new URL('../../../../shared/data', import.meta.url).pathname,
);
const json = (p) => JSON.parse(readFileSync(resolve(dir, p), 'utf8'));
const lines = (p) =>
  readFileSync(resolve(dir, p), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const PAGES = new Set([1, 2, 3, 11, 42]);
const all = lines('quran/text-hafs.jsonl');
const verses = all.filter((v) => PAGES.has(v.page));
const starts = (field) => {
  const out = [];
  for (const v of all)
    if (!out.length || out[out.length - 1].number !== v[field])
      out.push({ number: v[field], sura: v.sura, aya: v.aya, page: v.page });
  return out;
};
const juzStarts = starts('juz');
const hizbStarts = starts('hizb');
const keys = new Set(verses.map((v) => `${v.sura}:${v.aya}`));
const suras = json('quran/suras.json');
const riwayat = json('quran/riwayat.json').map((r) => ({ id: r.id, name_ar: r.name_ar, name_en: r.name_en }));
const authors = new Map(json('authors.json').map((a) => [a.id, a]));
const BOOKS = [1, 2, 5, 6, 7, 11, 101, 201, 204, 209, 218];
const MAX = 1400;
const books = [];
const entries = [];
for (const b of json('books/catalog.json')) {
  const a = authors.get(b.author_id);
  books.push({
    id: b.id,
    type: b.type === 'tafsir' ? 'enterpretation' : 'translation',
    lang: b.lang,
    title: b.title_ar && b.lang === 'ar' ? b.title_ar : b.title,
    author_name: a?.name_ar && b.lang === 'ar' ? a.name_ar : (a?.name ?? ''),
    death_hijri: a?.death_hijri ?? null,
    death_ce: a?.death_ce ?? null,
  });
  if (!BOOKS.includes(b.id)) continue;
  const rows = gunzipSync(readFileSync(resolve(dir, `books/${b.slug}.jsonl.gz`)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  for (const r of rows) {
    if (!keys.has(`${r.sura}:${r.aya}`)) continue;
    let text = r.text;
    if (text.length > MAX) text = text.slice(0, text.lastIndexOf(' ', MAX)) + ' …';
    entries.push({
      book_id: b.id,
      sura: r.sura,
      aya: r.aya,
      aya_to: r.aya_to ?? r.aya,
      text,
      footnotes: (r.footnotes ?? []).filter((f) => text.includes(`{[${f.n}]}`)),
    });
  }
}
const out = {
  about: 'Slice of the shared content dataset for development and e2e (scripts/make-fixture.mjs).',
  suras,
  riwayat,
  juzStarts,
  hizbStarts,
  verses,
  books,
  entries,
};
const target = new URL('../src/lib/fixtures/sample.json', import.meta.url);
writeFileSync(target, JSON.stringify(out));
// the repository's prettier check covers this file too
execFileSync('npx', ['prettier', '--write', fileURLToPath(target)], { stdio: 'ignore' });
console.log(
  `verses ${verses.length}, books ${books.length}, entries ${entries.length}, ${JSON.stringify(out).length} bytes`,
);
