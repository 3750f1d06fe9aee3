import { MAX_BOOK_IDS } from '@tafsir/core';
import type { BookWithAuthor, EntryRow, Repositories } from '@tafsir/db';
import { Type } from 'typebox';
import { badRequest, MESSAGES, notFound } from '../../errors.js';
import { answers, AyaParam, LangParam, PageParam, RiwayaParam, SuraParam } from '../../schemas/common.js';
import { BooksContentAnswer } from '../../schemas/books.js';
import { buildCommentary, type VerseTarget } from '../../lib/commentary.js';
import type { ContentState } from '../../lib/content-state.js';
import { sortBooksByDeath } from '../../lib/ordering.js';
import { readingQuery, requireRiwaya } from '../../lib/params.js';
import type { RoutePlugin } from '../types.js';

const BookIdsParam = Type.Array(Type.String({ maxLength: 2000 }), {
  maxItems: MAX_BOOK_IDS,
  description: `Book ids (at most ${MAX_BOOK_IDS}): repeated \`book_ids[]=2&book_ids[]=6\`, or one value \`book_ids=2,6\``,
});

const BooksContentQuery = Type.Object(
  {
    lang: Type.Optional(LangParam),
    book_ids: Type.Optional(BookIdsParam),
    books: Type.Optional({
      ...BookIdsParam,
      description: 'Alias of book_ids (the reading page uses books); wins when both are given',
    }),
    sura: Type.Optional(SuraParam),
    aya: Type.Optional(AyaParam),
    rewaya_id: Type.Optional(RiwayaParam),
    page_number: Type.Optional({
      ...PageParam,
      description: "Instead of sura+aya: every verse of this page of the riwaya's mushaf",
    }),
  },
  { additionalProperties: false },
);

/** The verses asked for: one verse, or every verse of a page; each with its Hafs counterpart. */
async function targetsOf(
  state: ContentState,
  riwayaId: number,
  verses: Array<{ sura: number; aya: number }>,
): Promise<VerseTarget[]> {
  return Promise.all(
    verses.map(async (v) => ({
      sura: v.sura,
      aya: v.aya,
      hafs: await state.hafsRange(riwayaId, v.sura, v.aya),
    })),
  );
}

/**
 * Spec §7 books-content: the selected books' commentary on a verse (or on every verse of a page),
 * in historical order (author's death year ascending, unknown / 2000 CE and later last), with the
 * books' intros in `bintro`. Verses of other riwayat are mapped to the Hafs verses books are keyed to.
 *
 * Unknown book ids are a 404 (spec §8 wording) rather than silent placeholders: a placeholder means
 * "this book has no comment on this verse", which would be false for a book that does not exist.
 */
const booksContent: RoutePlugin = async (app, { state, repositories }) => {
  app.get(
    '/books-content',
    {
      schema: {
        tags: ['books'],
        summary: 'Commentary of the selected books on a verse or a page',
        querystring: BooksContentQuery,
        response: answers(BooksContentAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const lang = request.query.lang ?? 'ar';
      const q = readingQuery(request.query);
      if (q.bookIds.length === 0) throw badRequest('book_ids', 'at least one book id is required');
      const riwaya = await requireRiwaya(state, q.riwayaId);
      const verses = q.pageGiven
        ? await repositories.quran.versesOnPage(riwaya.id, q.page)
        : [{ sura: q.sura, aya: q.aya }];

      const [catalogue, languages] = await Promise.all([state.books(), state.languageByCode()]);
      const unknown = q.bookIds.filter((id) => !catalogue.has(id));
      if (unknown.length) throw notFound(`${MESSAGES.bookNotFound}: ${unknown.join(', ')}`);
      const books = sortBooksByDeath(q.bookIds.map((id) => catalogue.get(id) as BookWithAuthor));

      const targets = await targetsOf(state, riwaya.id, verses);
      const [entries, intros] = await Promise.all([
        entriesFor(repositories, q.bookIds, targets),
        repositories.books.intros(q.bookIds),
      ]);
      const introById = new Map(intros.map((i) => [i.book_id, i]));
      return {
        data: buildCommentary(targets, books, entries, lang, languages),
        bintro: books.map((b) => {
          const intro = introById.get(b.id);
          return {
            books_id: b.id,
            intro: intro?.intro ?? null,
            footnotes: (intro?.footnotes ?? []).map((f) => ({ footnote_number: f.n, footnote: f.text })),
          };
        }),
      };
    },
  );
};

/** One query per Hafs sura touched (a page spans at most a few suras). */
async function entriesFor(
  repositories: Repositories,
  bookIds: number[],
  targets: VerseTarget[],
): Promise<EntryRow[]> {
  const ranges = new Map<number, { from: number; to: number }>();
  for (const t of targets) {
    const r = ranges.get(t.hafs.sura);
    if (r) {
      r.from = Math.min(r.from, t.hafs.ayaFrom);
      r.to = Math.max(r.to, t.hafs.ayaTo);
    } else {
      ranges.set(t.hafs.sura, { from: t.hafs.ayaFrom, to: t.hafs.ayaTo });
    }
  }
  const lists = await Promise.all(
    [...ranges].map(([sura, r]) => repositories.books.entriesForRange(bookIds, sura, r.from, r.to)),
  );
  return lists.flat();
}

export default booksContent;
