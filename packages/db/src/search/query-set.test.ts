import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason, fixtureTargets } from '../../../../test/fixture.js';
import { createRepositories, type Repositories, type TafsirDatabase } from '../index.js';
import { QUERY_SET, type QueryCase } from '../../../../bench/search/query-set.mjs';
import type { SearchHit } from './repository.js';

/** The public query set of issue 19 (bench/search/query-set.mjs), on SQLite and PostgreSQL. */

const noCorpus = corpusSkipReason();
const key = (h: SearchHit) =>
  h.kind === 'aya' ? `${h.sura}:${h.aya}` : `${h.book.slug}@${h.sura}:${h.ayaFrom}`;

const CLASSES = new Set(QUERY_SET.map((c) => c.class));

describe('the query set itself', () => {
  it('has at least 40 cases, every class, and cases that failed before in every class', () => {
    expect(QUERY_SET.length).toBeGreaterThanOrEqual(40);
    expect(CLASSES.size).toBe(9);
    for (const cls of CLASSES) {
      expect(
        QUERY_SET.some((c) => c.class === cls && c.failedBefore),
        cls,
      ).toBe(true);
    }
  });
});

for (const target of fixtureTargets()) {
  const skip = target.skipReason ?? noCorpus;
  describe.skipIf(!!skip)(`query set on ${target.name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let handle: TafsirDatabase;
    let repos: Repositories;
    beforeAll(async () => {
      handle = await target.open();
      repos = createRepositories(handle.db);
    });
    afterAll(async () => handle?.close());

    const label = (c: QueryCase) => `[${c.class}] ${c.keyword}${c.note ? ` (${c.note})` : ''}`;
    for (const c of QUERY_SET) {
      it(label(c), async () => {
        const r = await repos.search.search({ keyword: c.keyword, filter: c.filter ?? 'all', perPage: 50 });
        const keys = r.hits.map(key);
        // contains/excludes look at the first 200 hits
        for (let page = 2; page <= 4 && keys.length === (page - 1) * 50; page++) {
          const next = await repos.search.search({
            keyword: c.keyword,
            filter: c.filter ?? 'all',
            perPage: 50,
            page,
          });
          keys.push(...next.hits.map(key));
        }
        if (c.first) expect(keys[0], 'first hit').toBe(c.first);
        if (c.top) {
          const within = keys.slice(0, c.top.within ?? 3);
          expect(
            within.some((k) => c.top!.keys.includes(k)),
            `one of ${within.join(', ')}`,
          ).toBe(true);
        }
        if (c.books) {
          const perBook = new Map<string, number>();
          for (const k of keys.slice(0, c.books.within)) {
            const book = k.split('@')[0]!;
            perBook.set(book, (perBook.get(book) ?? 0) + 1);
          }
          const counts = [...perBook].map(([b, n]) => `${b} ${n}`).join(', ');
          expect(perBook.size, `books of the first ${c.books.within}: ${counts}`).toBeGreaterThanOrEqual(
            c.books.atLeast,
          );
          expect(Math.max(...perBook.values()), counts).toBeLessThanOrEqual(c.books.mostFromOne);
        }
        if (c.contains) expect(keys).toEqual(expect.arrayContaining(c.contains));
        for (const k of c.excludes ?? []) expect(keys, `not ${k}`).not.toContain(k);
        if (c.partial !== undefined) expect(r.partial, 'partial').toBe(c.partial);
        if (c.verseTotal !== undefined) expect(r.verseTotal).toBe(c.verseTotal);
        if (c.continues !== undefined) {
          const first = r.hits[0];
          expect(first?.kind === 'aya' && first.continues, 'continues').toBe(c.continues);
        }
      });
    }
  });
}
