import { MIN_SEARCH_KEYWORD_LENGTH } from '@tafsir/core';
import { SearchKeywordError, SearchMemoryError, type SearchHit as DbSearchHit } from '@tafsir/db';
import type { Static } from 'typebox';
import { badRequest, HttpError } from '../../errors.js';
import { answers } from '../../schemas/common.js';
import {
  SEARCH_DEFAULT_PER_PAGE,
  SearchAnswer,
  SearchHit as SearchHitSchema,
  SearchQuery,
} from '../../schemas/search.js';
import { bookType } from '../../lib/books.js';
import { bookTitleInLocale, nameInLocale, usesArabicNames } from '../../lib/locale.js';
import { bookDeathYear } from '../../lib/ordering.js';
import { requireRiwaya } from '../../lib/params.js';
import type { RoutePlugin } from '../types.js';

type SearchHit = Static<typeof SearchHitSchema>;

/** "3,7" / ["3", "7"] / ["3,7", "12"] → [3, 7, 12]; anything but positive integers is a 400 naming the parameter. */
function idList(param: string, value: readonly string[] | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? []).flatMap((v) => v.split(','))) {
    const item = part.trim();
    if (!item) continue;
    if (!/^\d{1,9}$/.test(item) || Number(item) < 1)
      throw badRequest(param, `"${item}" is not a positive integer id`);
    if (!ids.includes(Number(item))) ids.push(Number(item));
  }
  return ids;
}

function languageList(value: readonly string[] | undefined): string[] {
  const codes: string[] = [];
  for (const part of (value ?? []).flatMap((v) => v.split(','))) {
    const code = part.trim().toLowerCase();
    if (!code) continue;
    if (!/^[a-z]{2,3}$/.test(code)) throw badRequest('book_lang', `"${part.trim()}" is not a language code`);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * Spec §7 search (issue 4): full-text search over the Quran text of one riwaya and every book entry.
 *
 * Query semantics (packages/db/src/search/README.md): every word must match, as a whole word, by its
 * exact form or its stem (clitics removed: packages/core words.ts); "a quoted phrase" matches as a
 * phrase (also across two verses); a trailing * makes a prefix; root:/lemma: search the Quran's
 * morphology; Uthmani and plain spellings, hamza/alef variants, Latin case and accents all match each
 * other; Chinese/Japanese match as character sequences. When nothing holds every word, the best
 * partial matches are answered (`partial`). Under `all`, verses come first, then book entries, by
 * relevance in rounds of three per book (or `sort=history`). A category/century/book_lang filter leaves the verses out (they have
 * none) unless filter=aya.
 */
const search: RoutePlugin = async (app, { repositories, state }) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the Quran and the books',
        querystring: SearchQuery,
        response: answers(SearchAnswer),
      },
      config: { cache: 'content' },
    },
    async (request): Promise<Static<typeof SearchAnswer>> => {
      const q = request.query;
      const keyword = q.keyword.trim();
      if (Array.from(keyword).length < MIN_SEARCH_KEYWORD_LENGTH) {
        throw badRequest('keyword', `at least ${MIN_SEARCH_KEYWORD_LENGTH} characters are required`);
      }
      const lang = q.lang ?? 'ar';
      const categoryIds = idList('categories', q.categories);
      const centuries = idList('century_categories', q.century_categories);
      const bookLanguages = languageList(q.book_lang);
      const riwayaId = q.rewaya_id ?? 10;
      await requireRiwaya(state, riwayaId);
      const perPage = q.per_page ?? SEARCH_DEFAULT_PER_PAGE;
      const page = q.page ?? 1;
      let result;
      try {
        result = await repositories.search.search({
          keyword,
          filter: q.filter || 'all',
          riwayaId,
          categoryIds,
          centuries,
          bookLanguages,
          sort: q.sort ?? 'relevance',
          page,
          perPage,
        });
      } catch (error) {
        if (error instanceof SearchKeywordError) throw badRequest('keyword', error.message);
        if (error instanceof SearchMemoryError) throw new HttpError(503, error.message);
        throw error;
      }
      const suras = new Map((await state.suras()).map((s) => [s.number, s]));
      const suraTitle = (n: number) => {
        const s = suras.get(n);
        if (!s) return String(n);
        return usesArabicNames(lang) ? s.name_ar : s.name_translit;
      };
      const toHit = (hit: DbSearchHit): SearchHit => {
        if (hit.kind === 'aya') {
          return {
            type: 'aya',
            sura: hit.sura,
            aya: hit.aya,
            aya_to: hit.aya,
            rewaya_id: hit.riwayaId,
            book_id: null,
            entry_id: null,
            title: suraTitle(hit.sura),
            author_name: null,
            author_death: null,
            author_death_ce: null,
            language: 'ar',
            text: hit.text,
            short_description: hit.snippet.text,
            highlights: hit.snippet.highlights,
            continues: hit.continues,
          };
        }
        const b = hit.book;
        return {
          type: bookType(b.type),
          sura: hit.sura,
          aya: hit.ayaFrom,
          aya_to: hit.ayaTo,
          rewaya_id: null,
          book_id: b.id,
          entry_id: hit.entryId,
          title: bookTitleInLocale(lang, b.title_ar, b.title, b.language_code),
          author_name: b.author_name === null ? null : nameInLocale(lang, b.author_name_ar, b.author_name),
          author_death: bookDeathYear({ author_death_hijri: b.death_hijri, author_death_ce: b.death_ce }),
          author_death_ce: b.death_ce,
          language: b.language_code,
          text: null,
          short_description: hit.snippet.text,
          highlights: hit.snippet.highlights,
          continues: false,
        };
      };
      const data = result.hits.map(toHit);
      const from = data.length ? result.offset + 1 : null;
      return {
        data,
        page: result.page,
        total: result.total,
        per_page: result.perPage,
        from,
        to: from === null ? null : from + data.length - 1,
        aya_total: result.verseTotal,
        book_total: result.entryTotal,
        book_total_capped: result.entryTotalCapped,
        order: result.sort,
        partial: result.partial,
      };
    },
  );
};

export default search;
