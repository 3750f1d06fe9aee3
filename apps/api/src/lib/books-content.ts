import type { BookWithAuthor, EntryRow, Repositories } from '@tafsir/db';
import { MESSAGES, notFound } from '../errors.js';
import type { BooksContentAnswer } from '../schemas/books.js';
import { buildCommentary, type VerseTarget } from './commentary.js';
import type { ContentState } from './content-state.js';
import { sortBooksByDeath } from './ordering.js';

/**
 * The selected books' commentary on verses of a riwaya (the books-content call and the reading view),
 * in historical order, with the books' intros in `bintro`. Verses of other riwayat are mapped to the
 * Hafs verses books are keyed to.
 *
 * Unknown book ids are a 404 (spec §8 wording) rather than silent placeholders: a placeholder means
 * "this book has no comment on this verse", which would be false for a book that does not exist.
 */
export async function booksContentAnswer(
  state: ContentState,
  repositories: Repositories,
  options: {
    lang: string;
    riwayaId: number;
    verses: ReadonlyArray<{ sura: number; aya: number }>;
    bookIds: readonly number[];
  },
): Promise<BooksContentAnswer> {
  const { lang, riwayaId, verses } = options;
  const bookIds = [...options.bookIds];
  const [catalogue, languages] = await Promise.all([state.books(), state.languageByCode()]);
  const unknown = bookIds.filter((id) => !catalogue.has(id));
  if (unknown.length) throw notFound(`${MESSAGES.bookNotFound}: ${unknown.join(', ')}`);
  const books = sortBooksByDeath(bookIds.map((id) => catalogue.get(id) as BookWithAuthor));

  const targets = await targetsOf(state, riwayaId, verses);
  const [entries, intros] = await Promise.all([
    entriesFor(repositories, bookIds, targets),
    repositories.books.intros(bookIds),
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
}

/** The verses asked for, each with its Hafs counterpart. */
async function targetsOf(
  state: ContentState,
  riwayaId: number,
  verses: ReadonlyArray<{ sura: number; aya: number }>,
): Promise<VerseTarget[]> {
  return Promise.all(
    verses.map(async (v) => ({
      sura: v.sura,
      aya: v.aya,
      hafs: await state.hafsRange(riwayaId, v.sura, v.aya),
    })),
  );
}

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
