/**
 * Compile-time contract between the routes' JSON schemas and the hand-written types of
 * packages/client: `tsc -b apps/api` fails when an answer schema and its client type drift apart.
 * (Tests separately check every client path against /api/openapi.json.)
 */
import type * as Client from '@tafsir/client';
import type { Static, TSchema } from 'typebox';
import type { AuthorDetailAnswer, AuthorListAnswer } from './schemas/authors.js';
import type { BooksAnswer, BooksContentAnswer } from './schemas/books.js';
import type {
  CategoriesAnswer,
  HealthAnswer,
  LanguagesAnswer,
  StatisticsAnswer,
} from './schemas/catalogue.js';
import type { ErrorBody } from './schemas/common.js';
import type { RecordedAnswer } from './schemas/counters.js';
import type {
  AyahJsonAnswer,
  DivisionAnswer,
  PageAnswer,
  RamzJsonAnswer,
  RewayaListAnswer,
  SurahJsonAnswer,
} from './schemas/quran.js';
import type { ReadingAnswer } from './schemas/reading.js';
import type { SearchAnswer } from './schemas/search.js';
import type { VerseWordsAnswer } from './schemas/words.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<S extends TSchema, C> = Same<Static<S>, C>;
type Assert<T extends true> = T;

export type ClientContract = [
  Assert<Check<typeof ErrorBody, Client.ErrorBody>>,
  Assert<Check<typeof HealthAnswer, Client.HealthAnswer>>,
  Assert<Check<typeof LanguagesAnswer, Client.LanguagesAnswer>>,
  Assert<Check<typeof SurahJsonAnswer, Client.Sura[]>>,
  Assert<Check<typeof RamzJsonAnswer, Client.Ramz[]>>,
  Assert<Check<typeof DivisionAnswer, Client.DivisionAnswer>>,
  Assert<Check<typeof PageAnswer, Client.PageAnswer>>,
  Assert<Check<typeof AyahJsonAnswer, Client.MushafVerse[]>>,
  Assert<Check<typeof RewayaListAnswer, Client.Riwaya[]>>,
  Assert<Check<typeof BooksAnswer, Client.BooksAnswer>>,
  Assert<Check<typeof BooksContentAnswer, Client.BooksContentAnswer>>,
  Assert<Check<typeof AuthorListAnswer, Client.AuthorListAnswer>>,
  Assert<Check<typeof AuthorDetailAnswer, Client.AuthorDetailAnswer>>,
  Assert<Check<typeof StatisticsAnswer, Client.Statistics>>,
  Assert<Check<typeof CategoriesAnswer, Client.CategoriesAnswer>>,
  Assert<Check<typeof SearchAnswer, Client.SearchAnswer>>,
  Assert<Check<typeof VerseWordsAnswer, Client.VerseWordsAnswer>>,
  Assert<Check<typeof RecordedAnswer, Client.RecordedAnswer>>,
  Assert<Check<typeof ReadingAnswer, Client.ReadingAnswer>>,
];
