import type { VerseRow } from '@tafsir/db';
import { badRequest, MESSAGES, notFound } from '../../errors.js';
import { answers } from '../../schemas/common.js';
import type { PageAnswer } from '../../schemas/quran.js';
import { ReadingAnswer, ReadingQuery, type VerseOnPage } from '../../schemas/reading.js';
import { booksAnswer } from '../../lib/books.js';
import { booksContentAnswer } from '../../lib/books-content.js';
import { divisions } from '../../lib/divisions.js';
import { readingQuery, requireRiwaya } from '../../lib/params.js';
import { riwayaList } from '../../lib/riwayat.js';
import { suraList } from '../../lib/suras.js';
import { pageAnswer } from '../../lib/verses.js';
import type { RoutePlugin } from '../types.js';

function verseOnPage(v: VerseRow | undefined): VerseOnPage | null {
  return v ? { sura: v.sura, aya: v.aya, page: v.page } : null;
}

/**
 * Everything a reading view shows, in one answer: the mushaf page, the selected verse and its
 * neighbours, the lists of the pickers (suras, riwayat, juz and hizb starts, books) and the chosen
 * books' commentary on the selected verse. Each part is built by the same function as its own call
 * (page, surah-json, rewaya_list, jiz, hizb, books, books-content), so the parts answer alike.
 *
 * The query is validated by @tafsir/core's parseReadingQuery like page and books-content (400 naming
 * the parameter); a verse or page that the database does not hold for the riwaya is a 404.
 */
const reading: RoutePlugin = async (app, { state, repositories }) => {
  app.get(
    '/reading',
    {
      schema: {
        tags: ['quran'],
        summary: 'A reading view in one call: page, verse, neighbours, lists and commentary',
        querystring: ReadingQuery,
        response: answers(ReadingAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const lang = request.query.lang ?? 'ar';
      const q = readingQuery(request.query);
      const riwaya = await requireRiwaya(state, q.riwayaId);
      const verseGiven = request.query.sura !== undefined || request.query.aya !== undefined;

      let selected: VerseOnPage | null;
      let page: PageAnswer;
      if (q.pageGiven) {
        page = await pageAnswer(repositories, riwaya, q.page);
        if (page.data.length === 0)
          throw notFound(`${MESSAGES.pageNotFound}: page ${q.page} of rewaya_id ${riwaya.id}`);
        const row = verseGiven
          ? page.data.find((v) => v.surah_id === q.sura && v.ayah_number === q.aya)
          : page.data[0];
        if (!row) {
          const elsewhere = await repositories.quran.getVerse(riwaya.id, q.sura, q.aya);
          throw badRequest(
            'aya',
            `verse ${q.sura}:${q.aya} does not start on page ${q.page} of this riwaya` +
              (elsewhere ? ` (it is on page ${elsewhere.page})` : ''),
          );
        }
        selected = { sura: row.surah_id, aya: row.ayah_number, page: row.page_id };
      } else {
        selected = verseOnPage(await repositories.quran.getVerse(riwaya.id, q.sura, q.aya));
        if (!selected)
          throw notFound(`${MESSAGES.pageNotFound}: verse ${q.sura}:${q.aya} of rewaya_id ${riwaya.id}`);
        page = await pageAnswer(repositories, riwaya, selected.page);
      }

      const rewayat = await riwayaList(state, lang);
      const [version, adjacent, sameVerse, suras, juz, hizb, books, content] = await Promise.all([
        state.version(),
        repositories.quran.adjacentVerses(riwaya.id, selected.sura, selected.aya),
        repositories.quran.sameVerseIn(
          riwaya.id,
          selected.sura,
          selected.aya,
          rewayat.map((r) => r.id),
        ),
        suraList(state, lang, riwaya.id),
        divisions('juz', riwaya, lang, state),
        divisions('hizb', riwaya, lang, state),
        booksAnswer(state, lang),
        q.bookIds.length
          ? booksContentAnswer(state, repositories, {
              lang,
              riwayaId: riwaya.id,
              verses: [{ sura: selected.sura, aya: selected.aya }],
              bookIds: q.bookIds,
            })
          : { data: [], bintro: [] },
      ]);
      return {
        content_version: version,
        page,
        selected,
        previous: verseOnPage(adjacent.previous),
        next: verseOnPage(adjacent.next),
        same_verse: sameVerse.map((v) => ({ rewaya_id: v.riwayaId, sura: v.sura, aya: v.aya })),
        suras,
        rewayat,
        juz,
        hizb,
        books,
        books_content: content,
      };
    },
  );
};

export default reading;
