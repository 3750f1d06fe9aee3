import { normalizeSearchText } from '@tafsir/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSkipReason, fixtureTargets } from '../../../../test/fixture.js';
import { createRepositories, type Repositories, type TafsirDatabase } from '../index.js';
import { ENTRY_HEAD } from './dialects.js';
import { buildSnippet, SNIPPET_LENGTH } from './highlight.js';
import { parseSearchQuery } from './text.js';
import {
  ENTRY_TOTAL_CAP,
  SearchKeywordError,
  type SearchHit,
  type SearchParams,
  type SearchResult,
} from './repository.js';

/**
 * Real queries over the shared corpus (fixture: every riwaya + the FIXTURE_BOOKS), on SQLite and
 * PostgreSQL. Expected hits come from the texts themselves (grep of /work/shared/data: Hafs imla'i
 * text for the verses, the books' jsonl files for the commentaries and translations).
 */

const noCorpus = corpusSkipReason();

const key = (h: SearchHit) =>
  h.kind === 'aya' ? `${h.sura}:${h.aya}` : `${h.book.slug}@${h.sura}:${h.ayaFrom}`;
const keys = (r: SearchResult) => r.hits.map(key);

for (const target of fixtureTargets()) {
  const skip = target.skipReason ?? noCorpus;
  describe.skipIf(!!skip)(
    `search on ${target.name} with the shared corpus${skip ? ` (skipped: ${skip})` : ''}`,
    () => {
      let handle: TafsirDatabase;
      let repos: Repositories;
      let categoryId: (slug: string) => number;
      beforeAll(async () => {
        handle = await target.open();
        repos = createRepositories(handle.db);
        const categories = await handle.db.selectFrom('categories').select(['id', 'slug']).execute();
        categoryId = (slug) => categories.find((c) => c.slug === slug)!.id;
      });
      afterAll(async () => handle?.close());

      const search = (params: SearchParams) => repos.search.search(params);
      /** Every hit of a query (for small result sets), following the pages. */
      async function everything(params: Omit<SearchParams, 'page' | 'perPage'>): Promise<string[]> {
        const out: string[] = [];
        for (let page = 1; page <= 20; page++) {
          const r = await search({ ...params, page, perPage: 50 });
          out.push(...keys(r));
          if (out.length >= r.total || !r.hits.length) break;
        }
        return out;
      }
      const sorted = (xs: string[]) => [...xs].sort();

      describe('the Quran (Hafs unless said)', () => {
        it('«الحمد لله رب العالمين» → 1:2 first; the exact words rank above «والحمد» (6:45, 37:182)', async () => {
          const r = await search({ keyword: 'الحمد لله رب العالمين', filter: 'aya' });
          expect(keys(r)[0]).toBe('1:2');
          // 6:45 and 37:182 say «والحمد»: found by its stem, ranked after the four exact verses
          expect(sorted(keys(r).slice(0, 4))).toEqual(sorted(['1:2', '10:10', '39:75', '40:65']));
          // then «والحمد لله…» and 45:36 «فلله الحمد…»
          expect(sorted(keys(r).slice(4))).toEqual(sorted(['6:45', '37:182', '45:36']));
          expect(r.total).toBe(7);
        });

        it('Uthmani «ٱلصِّرَٰطَ» and plain «الصراط» find the same verses, the six «الصراط» first', async () => {
          const uthmani = await everything({ keyword: 'ٱلصِّرَٰطَ', filter: 'aya' });
          const plain = await everything({ keyword: 'الصراط', filter: 'aya' });
          expect(uthmani).toEqual(plain);
          expect(sorted(plain.slice(0, 6))).toEqual(
            sorted(['1:6', '20:135', '23:74', '36:66', '37:118', '38:22']),
          );
          // then «صراط», «بصراط», «صراطي»… (45 verses hold the word in some form)
          expect(plain).toEqual(expect.arrayContaining(['1:7', '6:153', '36:61']));
          expect(plain.length).toBeGreaterThanOrEqual(35);
        });

        it('hamza variants: «يؤمنون», «يومنون» and Uthmani «يُؤۡمِنُونَ» are one word', async () => {
          const seated = await everything({ keyword: 'يؤمنون', filter: 'aya' });
          const bare = await everything({ keyword: 'يومنون', filter: 'aya' });
          const uthmani = await everything({ keyword: 'يُؤۡمِنُونَ', filter: 'aya' });
          expect(sorted(bare)).toEqual(sorted(seated));
          expect(sorted(uthmani)).toEqual(sorted(seated));
          expect(seated).toEqual(expect.arrayContaining(['2:3', '2:4', '2:6', '2:88']));
          expect(seated.length).toBeGreaterThanOrEqual(80); // 84 verses in the imla'i text
        });

        it('alef/hamza variants «إسرائيل» / «اسرائيل» find the same verses', async () => {
          const a = await everything({ keyword: 'إسرائيل', filter: 'aya' });
          const b = await everything({ keyword: 'اسرائيل', filter: 'aya' });
          expect(sorted(a)).toEqual(sorted(b));
          expect(a).toEqual(expect.arrayContaining(['2:40', '2:47', '2:83', '5:12', '7:105']));
          expect(a.length).toBeGreaterThanOrEqual(38); // 40 in the imla'i text
        });

        it('the KFGQPC seatless hamza «يَسۡـَٔلُونَكَ» equals «يسألونك»: the eight «they ask you» verses', async () => {
          const uthmani = await everything({ keyword: 'يَسۡـَٔلُونَكَ', filter: 'aya' });
          const plain = await everything({ keyword: 'يسألونك', filter: 'aya' });
          expect(uthmani).toEqual(plain);
          // the exact word first, then «ويسألونك» and the other forms of the same stem
          expect(sorted(plain.slice(0, 8))).toEqual(
            sorted(['2:189', '2:215', '2:217', '2:219', '5:4', '7:187', '8:1', '79:42']),
          );
          expect(plain).toEqual(expect.arrayContaining(['2:220', '17:85']));
        });

        it('a trailing * makes a prefix: «الرحم*» finds الرحمن / الرحيم; «الرحم» alone does not', async () => {
          expect(keys(await search({ keyword: 'الرحم', filter: 'aya', perPage: 50 }))).not.toContain('1:1');
          const r = await search({ keyword: 'الرحم*', filter: 'aya', perPage: 50 });
          expect(keys(r)).toEqual(expect.arrayContaining(['1:1', '1:3']));
          expect(keys(r).slice(0, 3)).toContain('1:3'); // «ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ»: both words, nothing else
          expect(r.total).toBeGreaterThanOrEqual(45); // 51 in the imla'i text
        });

        it('words found nowhere give an empty answer that is not called partial', async () => {
          for (const filter of ['all', 'aya'] as const) {
            const r = await search({ keyword: 'xyzzyq qwrtpl', filter });
            expect(r.total, filter).toBe(0);
            expect(r.partial, filter).toBe(false);
          }
        });

        it('a quoted phrase matches words in that order only', async () => {
          expect(keys(await search({ keyword: '"إنا أعطيناك الكوثر"', filter: 'aya' }))).toEqual(['108:1']);
          const phrase = await search({ keyword: '"رب العالمين"', filter: 'aya' });
          expect(phrase.total).toBe(34);
          expect(keys(phrase)).toContain('1:2');
          // no single verse holds the words in that order; passages across two verses do (26:47–48
          // «…برب العالمين / رب موسى…»): every word found, so not partial (issue 34), and not 1:2
          const reversed = await search({ keyword: '"العالمين رب"', filter: 'aya' });
          expect(reversed.partial).toBe(false);
          expect(reversed.hits.every((h) => h.kind === 'aya' && h.continues)).toBe(true);
          expect(keys(reversed)).toContain('26:47');
          expect(keys(reversed)).not.toContain('1:2');
          // the exact phrase first, then «صراط مستقيم», «صراطي مستقيما»… by stem
          const straight = await everything({ keyword: '"الصراط المستقيم"', filter: 'aya' });
          expect(sorted(straight.slice(0, 2))).toEqual(['1:6', '37:118']);
          expect(straight).toEqual(expect.arrayContaining(['36:61', '43:61']));
        });

        it('Ayat al-Kursi words find 2:255 and 3:2', async () => {
          const r = await everything({ keyword: 'الله لا إله إلا هو الحي القيوم', filter: 'aya' });
          expect(sorted(r)).toEqual(['2:255', '3:2']);
        });

        it('«قل هو الله أحد» → 112:1 (6:19 «واحد» is not و+أحد); «أقيموا الصلاة» → 6:72 first', async () => {
          expect(keys(await search({ keyword: 'قل هو الله أحد', filter: 'aya' }))).toEqual(['112:1']);
          // 2:43 «وأقيموا الصلاة» and the other verses follow by stem
          const r = keys(await search({ keyword: 'أقيموا الصلاة', filter: 'aya', perPage: 50 }));
          expect(r[0]).toBe('6:72');
          expect(r).toEqual(expect.arrayContaining(['2:43', '2:110', '4:77', '22:78']));
        });

        it('searches the chosen riwaya: Warsh reads «مَلِكِ يَوْمِ اِ۬لدِّينِ» at its 1:3, Hafs «مَٰلِكِ» at 1:4', async () => {
          const warsh = await search({ keyword: 'ملك يوم الدين', filter: 'aya', riwayaId: 20 });
          expect(keys(warsh)[0]).toBe('1:3');
          expect(warsh.hits[0]).toMatchObject({ kind: 'aya', riwayaId: 20 });
          const hafs = await search({ keyword: 'مالك يوم الدين', filter: 'aya' });
          expect(keys(hafs)).toEqual(['1:4']);
          // no Hafs verse holds all three: the best partial match is 1:4 (two of the words, together)
          const partial = await search({ keyword: 'ملك يوم الدين', filter: 'aya' });
          expect(partial.partial).toBe(true);
          expect(keys(partial)[0]).toBe('1:4');
        });
      });

      describe('commentaries and translations', () => {
        it('Arabic tafsir prose: a Jalalayn phrase → Jalalayn on 1:2', async () => {
          const r = await search({ keyword: '"جملة خبرية قصد بها الثناء"', filter: 'enterpretation' });
          expect(keys(r)).toEqual(['jalalayn@1:2']);
          expect(r.hits[0]).toMatchObject({ kind: 'entry', book: { type: 'tafsir', language_code: 'ar' } });
        });

        it('al-Muyassar and al-Mukhtasar phrases → their entries', async () => {
          expect(
            keys(await search({ keyword: '"سميت هذه السورة بالفاتحة"', filter: 'enterpretation' })),
          ).toEqual(['muyassar@1:1']);
          expect(keys(await search({ keyword: '"وجميع أنواع المحامد"' }))).toEqual(['mukhtasar-ar@1:2']);
        });

        it('English tafsir: «"The Meaning of Al-Hamd"» → Ibn Kathir (en) on 1:2', async () => {
          expect(keys(await search({ keyword: '"The Meaning of Al-Hamd"' }))).toEqual(['en-ibn-kathir@1:2']);
        });

        it('Latin text is case- and accent-insensitive: «ALLĀH Entirely Merciful» = «allah entirely merciful»', async () => {
          const a = await everything({ keyword: 'ALLĀH Entirely Merciful', filter: 'enterpretation' });
          const b = await everything({ keyword: 'allah entirely merciful', filter: 'enterpretation' });
          expect(sorted(a)).toEqual(sorted(b));
          expect(a).toContain('en-saheeh@1:1');
          const phrase = await everything({ keyword: '"Entirely Merciful"', filter: 'enterpretation' });
          expect(sorted(phrase)).toEqual(
            sorted(['1:1', '1:3', '2:163', '27:30', '41:2', '59:22'].map((v) => `en-saheeh@${v}`)),
          );
        });

        it("French: «SEIGNEUR de l’Univers» = «seigneur de l'univers» and finds Hamidullah 1:2", async () => {
          const a = await everything({ keyword: 'SEIGNEUR de l’Univers', filter: 'enterpretation' });
          const b = await everything({ keyword: "seigneur de l'univers", filter: 'enterpretation' });
          expect(sorted(a)).toEqual(sorted(b));
          expect(a).toContain('fr-hamidullah@1:2');
          expect(a.length).toBeGreaterThanOrEqual(40); // 42 verses say «Seigneur de l'Univers»
        });

        it('Urdu: «"تمام جہانوں کا پالنے"» → Junagarhi 1:2 and 27:8', async () => {
          const r = await everything({ keyword: '"تمام جہانوں کا پالنے"' });
          expect(sorted(r)).toEqual(['ur-junagarhi@1:2', 'ur-junagarhi@27:8']);
        });

        it('Chinese (no spaces): «至仁至慈» and «众世界» match as character sequences', async () => {
          const r = await everything({ keyword: '至仁至慈' });
          expect(sorted(r)).toEqual(
            sorted(['1:1', '1:3', '7:151', '27:30', '41:2', '41:32'].map((v) => `zh-majian@${v}`)),
          );
          expect(await everything({ keyword: '众世界' })).toEqual(['zh-majian@1:2']);
          const snippet = (await search({ keyword: '众世界' })).hits[0]!.snippet;
          expect(snippet.highlights.map((h) => snippet.text.slice(h.start, h.end))).toEqual(['众世界']);
        });
      });

      describe('filters and paging', () => {
        it('aya = Quran only, enterpretation = books only, all = verses first then books', async () => {
          const aya = await search({ keyword: 'الصراط المستقيم', filter: 'aya' });
          expect(aya.hits.every((h) => h.kind === 'aya')).toBe(true);
          const books = await search({ keyword: 'الصراط المستقيم', filter: 'enterpretation' });
          expect(books.hits.length).toBeGreaterThan(0);
          expect(books.hits.every((h) => h.kind === 'entry')).toBe(true);
          const all = await search({ keyword: 'الصراط المستقيم', perPage: 50 });
          expect(all.verseTotal).toBe(aya.total);
          expect(all.entryTotal).toBe(books.total);
          expect(all.total).toBe(aya.total + books.total);
          const kinds = all.hits.map((h) => h.kind);
          expect(kinds.slice(0, aya.total).every((k) => k === 'aya')).toBe(true);
          expect(kinds.slice(aya.total).every((k) => k === 'entry')).toBe(true);
        });

        it('a century filter returns only books whose author died in that Hijri century', async () => {
          const sixth = await everything({ keyword: 'الرحمن الرحيم', centuries: [6] });
          expect(sixth.length).toBeGreaterThan(0);
          expect(new Set(sixth.map((k) => k.split('@')[0]))).toEqual(
            new Set(['baghawi', 'zamakhshari-kashshaf']),
          );
          const fourth = await search({ keyword: 'الرحمن الرحيم', centuries: [4], perPage: 50 });
          expect(fourth.verseTotal).toBe(0);
          expect(fourth.hits.length).toBeGreaterThan(0);
          expect(
            fourth.hits.every((h) => h.kind === 'entry' && h.book.slug === 'samarqandi-bahr-al-ulum'),
          ).toBe(true);
          const fifteenth = await search({ keyword: 'الصلاة', centuries: [15], perPage: 50 });
          expect(fifteenth.hits.every((h) => h.kind === 'entry' && h.book.slug === 'wasit-tantawi')).toBe(
            true,
          );
          // al-Muyassar's authors are a committee (no year): it is in no century
          const none = await search({ keyword: '"سميت هذه السورة بالفاتحة"', centuries: [14, 15] });
          expect(none.hits.length).toBeGreaterThan(0);
          // (the phrase's words found in the 14th/15th-century books instead, by stem)
          expect(none.hits.every((h) => h.kind === 'entry' && h.book.slug !== 'muyassar')).toBe(true);
        });

        it('a categories filter returns only books of those categories', async () => {
          const r = await search({ keyword: 'الصلاة', categoryIds: [categoryId('lughawi')], perPage: 50 });
          expect(r.hits.length).toBeGreaterThan(0);
          expect(r.hits.every((h) => h.kind === 'entry' && h.book.slug === 'zamakhshari-kashshaf')).toBe(
            true,
          );
          const two = await everything({
            keyword: 'الصراط المستقيم',
            categoryIds: [categoryId('summary'), categoryId('lughawi')],
          });
          const slugs = new Set(two.map((k) => k.split('@')[0]));
          expect(
            [...slugs].every((s) =>
              ['jalalayn', 'sadi', 'muyassar', 'mukhtasar-ar', 'zamakhshari-kashshaf'].includes(s!),
            ),
          ).toBe(true);
          expect(slugs.has('muyassar')).toBe(true);
        });

        it('book languages', async () => {
          const r = await search({ keyword: 'merciful', bookLanguages: ['en'], perPage: 50 });
          expect(r.hits.length).toBeGreaterThan(0);
          expect(r.hits.every((h) => h.kind === 'entry' && h.book.language_code === 'en')).toBe(true);
        });

        it('page 2 continues page 1 without overlap, across the verses/books boundary too', async () => {
          const keyword = 'الصراط المستقيم';
          const whole = keys(await search({ keyword, perPage: 40 }));
          const p1 = keys(await search({ keyword, perPage: 20, page: 1 }));
          const p2 = keys(await search({ keyword, perPage: 20, page: 2 }));
          expect([...p1, ...p2]).toEqual(whole);
          expect(new Set([...p1, ...p2]).size).toBe(p1.length + p2.length);
          // a broad query (total capped at ENTRY_TOTAL_CAP) pages the same way, up to the cap
          const broad = await search({ keyword: 'الله', filter: 'enterpretation', perPage: 50, page: 3 });
          expect(broad.entryTotalCapped).toBe(true);
          expect(broad.entryTotal).toBe(ENTRY_TOTAL_CAP);
          const a = keys(await search({ keyword: 'الله', filter: 'enterpretation', perPage: 25, page: 5 }));
          const b = keys(await search({ keyword: 'الله', filter: 'enterpretation', perPage: 25, page: 6 }));
          expect([...a, ...b]).toEqual(keys(broad));
          const deep = await search({ keyword: 'الله', filter: 'enterpretation', perPage: 20, page: 50 });
          expect(deep.hits).toHaveLength(20);
          expect(deep.offset).toBe(980);
          const beyond = await search({ keyword: 'الله', filter: 'enterpretation', perPage: 20, page: 51 });
          expect(beyond.hits).toHaveLength(0);
        });

        it('a broad query shows three entries of a book per round, every book a candidate; one book filtered shows only its own (issue 34)', async () => {
          const bookOf = (k: string) => k.split('@')[0]!;
          const books = await handle.db.selectFrom('books').select(['id', 'slug']).execute();
          for (const keyword of ['ابن عباس', 'الله']) {
            const r = await search({ keyword, filter: 'enterpretation', perPage: 50 });
            expect(r.entryTotalCapped, keyword).toBe(true);
            // each book's matches, counted by searching that book alone
            const round0 = new Map<string, number>();
            for (const b of books) {
              const alone = await search({ keyword, filter: 'enterpretation', bookIds: [b.id], perPage: 1 });
              if (alone.entryTotal > 0 && !alone.partial) round0.set(b.slug, Math.min(3, alone.entryTotal));
            }
            expect(round0.size, keyword).toBeGreaterThanOrEqual(8);
            // the first round: up to three of every book with matches (not the first books' only)
            const first = keys(r).slice(
              0,
              [...round0.values()].reduce((a, b) => a + b, 0),
            );
            const counted = new Map<string, number>();
            for (const k of first) counted.set(bookOf(k), (counted.get(bookOf(k)) ?? 0) + 1);
            expect(counted, keyword).toEqual(round0);
            // and then rounds: a book's 3n+1st entry only after every book has shown 3n or all it has
            const shown = new Map<string, number>();
            let round = 0;
            for (const k of keys(r)) {
              const n = (shown.get(bookOf(k)) ?? 0) + 1;
              shown.set(bookOf(k), n);
              expect(Math.floor((n - 1) / 3), `${keyword}: ${k}`).toBeGreaterThanOrEqual(round);
              round = Math.floor((n - 1) / 3);
            }
          }
          const baghawi = books.find((b) => b.slug === 'baghawi')!;
          const one = await search({
            keyword: 'ابن عباس',
            filter: 'enterpretation',
            bookIds: [baghawi.id],
            perPage: 20,
          });
          expect(keys(one)).toHaveLength(20);
          expect(new Set(keys(one).map(bookOf))).toEqual(new Set(['baghawi']));
        });

        it('caps per_page at 50', async () => {
          const r = await search({ keyword: 'الله', perPage: 500 });
          expect(r.perPage).toBe(50);
          expect(r.hits).toHaveLength(50);
        });
      });

      describe('input safety and snippets', () => {
        it('rejects keywords shorter than 3 characters after trimming', async () => {
          for (const keyword of ['ab', '  ا  ', 'ال', '   ']) {
            await expect(search({ keyword })).rejects.toBeInstanceOf(SearchKeywordError);
          }
        });

        it('never fails on FTS syntax or SQL in the keyword', async () => {
          const hostile = [
            '"""',
            '***',
            'NEAR(الله',
            'الله OR الرحمن',
            'AND OR NOT',
            '-الله',
            'body:الله',
            "'; DROP TABLE books; --",
            '") OR 1=1 --',
            '\\\\\\',
            '%_%',
            '{[1]} ^الله',
            'الله & ! | <-> :*',
            '«الحمد لله',
            '(((',
          ];
          for (const keyword of hostile) {
            const r = await search({ keyword });
            expect(Array.isArray(r.hits), keyword).toBe(true);
          }
          // "or" is a word here: no verse holds it, so the answer is partial (الله, الرحمن)
          expect((await search({ keyword: 'الله OR الرحمن', filter: 'aya' })).partial).toBe(true);
          expect((await handle.db.selectFrom('books').select('id').execute()).length).toBeGreaterThan(0);
        });

        it('snippets are the original text with the matched words located', async () => {
          const r = await search({ keyword: 'الحمد لله رب العالمين', filter: 'aya' });
          const hit = r.hits[0]!;
          // the KFGQPC text itself (sukun ۡ, alef wasla ٱ…), not the normalised one
          expect(hit.kind === 'aya' && hit.text).toMatch(/^ٱلۡحَمۡدُ .* ٱلۡعَٰلَمِينَ$/);
          expect(hit.snippet.text).toBe(hit.kind === 'aya' ? hit.text : '');
          const marked = hit.snippet.highlights.map((h) => hit.snippet.text.slice(h.start, h.end));
          expect(marked.map(normalizeSearchText)).toEqual(['الحمد', 'لله', 'رب', 'العالمين']);
          const tafsir = (await search({ keyword: '"جملة خبرية"', filter: 'enterpretation' })).hits[0]!;
          expect(tafsir.snippet.text).toContain('جملة خبرية');
          expect(tafsir.snippet.highlights.map((h) => tafsir.snippet.text.slice(h.start, h.end))).toEqual([
            'جملة خبرية',
          ]);
          for (const h of (await search({ keyword: 'رسول الله', filter: 'enterpretation' })).hits) {
            expect(h.snippet.text.length).toBeLessThanOrEqual(260);
            expect(h.snippet.highlights.length).toBeGreaterThan(0);
          }
        });

        it("a verse found by its imla'i spelling has the words marked in its Uthmani text", async () => {
          // رحمة is رحمت in the Uthmani text of 19:2 and 7:56: found through the imla'i text
          const r = await search({ keyword: 'رحمة ربك', filter: 'aya', perPage: 50 });
          const marked = (sura: number, aya: number) => {
            const hit = r.hits.find((h) => h.kind === 'aya' && h.sura === sura && h.aya === aya)!;
            return hit.snippet.highlights.map((h) => hit.snippet.text.slice(h.start, h.end));
          };
          expect(marked(19, 2).map(normalizeSearchText)).toEqual(['رحمت', 'ربك']);
          for (const h of (await search({ keyword: 'رحمة', filter: 'aya', perPage: 100 })).hits)
            expect(
              h.snippet.highlights.length,
              `${h.kind === 'aya' && `${h.sura}:${h.aya}`}`,
            ).toBeGreaterThan(0);
        });

        it('a passage across two verses comes before the verses holding its words apart, page after page', async () => {
          const page = async (n: number) =>
            search({ keyword: 'ملك الناس إله الناس', filter: 'aya', perPage: 1, page: n });
          const [one, two, three] = [await page(1), await page(2), await page(3)];
          const key = (r: typeof one) =>
            r.hits.map((h) => (h.kind === 'aya' ? `${h.sura}:${h.aya}${h.continues ? '+' : ''}` : ''));
          expect([key(one), key(two), key(three)]).toEqual([['114:2+'], ['7:158'], []]);
          for (const r of [one, two, three]) expect([r.verseTotal, r.partial]).toEqual([2, false]);
        });

        it('a passage across two verses is marked to its last word, a word typed twice included', async () => {
          const r = await search({ keyword: 'قل اعوذ برب الناس ملك الناس', filter: 'aya' });
          const hit = r.hits[0]!;
          expect(hit.kind === 'aya' && `${hit.sura}:${hit.aya}:${hit.continues}`).toBe('114:1:true');
          expect(
            hit.snippet.highlights.map((h) => normalizeSearchText(hit.snippet.text.slice(h.start, h.end))),
          ).toEqual(['قل اعوذ برب الناس ملك الناس']);
        });

        it('an entry longer than what is read for snippets still gets the snippet of its whole text', async () => {
          const [longest] = await handle.db
            .selectFrom('book_entries')
            .select(['id', 'book_id', 'text'])
            .orderBy(sql`length(text)`, 'desc')
            .limit(1)
            .execute();
          expect(longest!.text.length).toBeGreaterThan(ENTRY_HEAD);
          // words of its end that its first ENTRY_HEAD characters do not hold (not a phrase: PostgreSQL
          // keeps word positions up to 16 383 only, so a phrase that far into an entry is not found there)
          const head = normalizeSearchText(longest!.text.slice(0, ENTRY_HEAD));
          const words = longest!.text
            .slice(ENTRY_HEAD)
            .split(/\s+/)
            .filter((w) => /^\p{L}{5,}$/u.test(w) && !head.includes(normalizeSearchText(w)))
            .slice(0, 2);
          expect(words).toHaveLength(2);
          const query = parseSearchQuery(words.join(' '));
          expect(
            buildSnippet(longest!.text.slice(0, ENTRY_HEAD), query, SNIPPET_LENGTH, false),
          ).toBeUndefined();
          const r = await search({
            keyword: words.join(' '),
            filter: 'enterpretation',
            bookIds: [Number(longest!.book_id)],
            perPage: 50,
          });
          const hit = r.hits.find((h) => h.kind === 'entry' && h.entryId === Number(longest!.id));
          expect(hit?.snippet).toEqual(buildSnippet(longest!.text, query));
          expect(hit!.snippet.highlights.length).toBeGreaterThan(0);
        });
      });
    },
  );
}
